import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { CallPath, calls } from '../../domain/api/calls';
import { contract, type CallOutput, type Contracts } from '../../domain/api/contracts';
import type { z } from 'zod';
import { payloadProblem } from '../../domain/api/safe-payload';
import { DEFAULT_REQUEST_TIME_WINDOW_SECONDS, servesMarket, uploadSettings } from '../config';
import { type Deps } from '../deps';
import { wallTime } from '../clock';
import { ApiError, validationError } from './api-error';
import { answerProblem } from './answer-contract';
import type { JobRunner } from '../jobs/runner';
import type { AppsRegistry } from './apps-registry';
import { fieldErrorsFromZod, ok } from './envelope';
import { readMultipart, type UploadedFile } from './multipart';
import { API_PREFIX, pathState } from './path-decrypt';
import { enforcePublicLimit } from './public-limits';
import { header, requestLanguage, type AuthedContext, type CallContext } from './request-context';
import { checkSession } from './sessions';

type Input<P extends CallPath> = z.output<Contracts[P]['request']>;
type Meta<P extends CallPath> = (typeof calls)[P];
/** Multipart calls always get their one file: a request without it never reaches the handler. */
type FileContext<P extends CallPath> = Meta<P>['encoding'] extends 'multipart' ? { file: UploadedFile } : unknown;
type Ctx<P extends CallPath> = (Meta<P>['auth'] extends 'required' ? AuthedContext : CallContext) & FileContext<P>;
export type CallHandler<P extends CallPath> = (input: Input<P>, ctx: Ctx<P>) => Promise<CallOutput<P>>;

export interface CallServices {
  deps: Deps;
  apps: AppsRegistry;
  /** To run queued work at once (e.g. an assessment right after submit) instead of at the next poll. */
  jobs: JobRunner;
}

/** The payload of a call: the query for GET (less the transport's `t`), the body otherwise. */
function payloadOf(req: FastifyRequest, encoding: string): unknown {
  // Only multipart calls read multipart bodies; elsewhere one is refused as before the plugin existed.
  if (encoding !== 'multipart' && req.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA', 415);
  if (encoding === 'query') {
    const { t: _t, ...rest } = (req.query ?? {}) as Record<string, unknown>;
    return rest;
  }
  return req.body ?? {};
}

/**
 * Every call carries `t`, the client's clock in seconds; one too far from ours is refused with
 * the server's time in `data`, so a client can tell its clock is wrong (and a captured request
 * URL stops working once the window has passed).
 */
function checkTimestamp(req: FastifyRequest, deps: Deps): void {
  const tParam = (req.query as Record<string, unknown> | undefined)?.t;
  if (typeof tParam !== 'string' || !/^\d{9,11}$/.test(tParam)) throw new ApiError('MISSING_TIMESTAMP');
  const serverTime = Math.floor(wallTime(deps.clock).getTime() / 1000);
  const window = deps.config.requestTimeWindowSeconds ?? DEFAULT_REQUEST_TIME_WINDOW_SECONDS;
  if (Math.abs(Number(tParam) - serverTime) > window)
    throw new ApiError('STALE_TIMESTAMP', 400, {}, [], { serverTime });
}

/**
 * Checks each answer as it is sent (the JSON the client reads) against the call's response
 * schema, and logs a warning naming the call and where it differs: the issue paths and zod's
 * codes, never the values (an answer carries personal data). The answer itself goes out as it
 * is; the test harness is what fails on it (harness.ts).
 */
function answerChecked(path: CallPath): onSendHookHandler {
  return async (req, _reply, payload) => {
    // Every call answers an envelope, serialized to a string; nothing else is checked.
    if (typeof payload !== 'string') return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      answer = undefined;
    }
    const issues = answerProblem(path, answer);
    if (issues)
      req.log.warn(
        { call: path, issues: issues.map((issue) => ({ path: issue.path, issue: issue.code })) },
        'answer does not match its contract',
      );
    return payload;
  };
}

/**
 * Registers a call of src/domain/api/calls.ts at its plain path under /api. The handler receives the parsed
 * input and the caller's context; transport rules (encrypted path, `t`, packageName, session)
 * are enforced here once, so handlers stay a few lines.
 */
export function registerCall<P extends CallPath>(
  app: FastifyInstance,
  services: CallServices,
  path: P,
  handler: CallHandler<P>,
) {
  const c = contract(path);
  const { deps } = services;
  app.route({
    method: c.method,
    url: `${API_PREFIX}${path}`,
    // Development and tests check what goes out; production pays nothing for it.
    onSend: deps.config.mode === 'production' ? undefined : answerChecked(path),
    handler: async (req, reply) => {
      (req.raw as { callPath?: string }).callPath = path;
      if (pathState(req.raw) !== 'encrypted' && !deps.config.allowPlainPaths) throw new ApiError('BAD_PATH', 404);
      checkTimestamp(req, deps);

      const appRow = await services.apps.find(header(req, 'packageName'));
      if (!appRow) throw new ApiError('UNKNOWN_APP');
      const lang = requestLanguage(req, appRow);
      // Refused before the session or the body is read: a market not served has no vendors here.
      if (!servesMarket(deps.config, appRow.market)) throw new ApiError('MARKET_NOT_SERVED').inLanguage(lang);

      let userId: number | null = null;
      let sessionId: number | null = null;
      const authorization = header(req, 'authorization');
      if (c.auth === 'required' || (c.auth === 'optional' && authorization)) {
        const session = await checkSession(deps.db, authorization, deps.clock.now());
        if (!session.ok) {
          if (c.auth === 'required') throw new ApiError(session.code, 401);
        } else {
          userId = session.userId;
          sessionId = session.sessionId;
        }
      }

      // The body is read only now, after the session check: nobody uploads anonymously.
      const multipart =
        c.encoding === 'multipart' ? await readMultipart(req, uploadSettings(deps.config).maxBytes) : null;
      const payload = multipart ? multipart.fields : payloadOf(req, c.encoding);
      const problem = payloadProblem(payload);
      if (problem)
        throw validationError([
          { field: problem.field, key: `validation.${problem.problem}`, params: { field: problem.field } },
        ]);
      const parsed = c.request.safeParse(payload);
      if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
      if (userId === null) await enforcePublicLimit(deps, req, path, appRow, parsed.data);

      const ctx: CallContext & { file?: UploadedFile } = {
        app: appRow,
        lang,
        ip: req.ip,
        afid: header(req, 'afid'),
        userId,
        sessionId,
        request: req,
      };
      if (multipart) ctx.file = multipart.file;
      const data: CallOutput<P> = await handler(parsed.data as Input<P>, ctx as Ctx<P>);
      reply.header('cache-control', 'no-store');
      return ok(lang, data);
    },
  });
}
