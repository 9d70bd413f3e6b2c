import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { fieldCipher, TOTP_FIELD } from '../../crypto/field-cipher';
import { operators } from '../../db/schema';
import { type Deps } from '../../deps';
import { wallTime } from '../../clock';
import { ApiError, validationError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { recordAudit } from './audit';
import { requireOperator, type OperatorActor } from './operator-auth';
import { clearOperatorCookie, OPERATOR_COOKIE, readCookie, setOperatorCookie } from './cookies';
import {
  activate,
  csrfFor,
  OPERATOR_SESSION_POLICY,
  revokeSession,
  startActive,
  startSecondFactor,
} from './operator-sessions';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import { scryptCost } from './password-config';
import {
  checkPassword,
  forgetNetworkFailures,
  lockedError,
  returnOperatorTry,
  takeNetworkTry,
  takeOperatorTry,
  type OperatorRow,
} from './sign-in';
import { newTotpSecret, totpUri, verifyTotp } from './totp';
import { parseInput } from '../../http/parse-input';

/** `code`, the authenticator's, signs in in one step: the way through a lock others caused (decision 0072). */
const signInBody = z
  .object({
    email: z.string().trim().min(3).max(200),
    password: z.string().min(1).max(200),
    code: z.string().trim().max(10).optional(),
  })
  .strict();
const codeBody = z.object({ code: z.string().trim().max(10) }).strict();
const passwordBody = z.object({ current: z.string().min(1).max(200), next: z.string().max(200) }).strict();

type SignedIn = Extract<OperatorActor, { kind: 'operator' }>;

function sessionActor(actor: OperatorActor): SignedIn {
  if (actor.kind !== 'operator') throw new ApiError('FORBIDDEN', 403);
  return actor;
}

/**
 * Signing in to the console: e-mail and password, then an authenticator code (enrolling one
 * on the first sign-in), then — for a one-time password — a new password. The session lives
 * in an HttpOnly SameSite=Strict cookie; writes carry the CSRF token these calls hand out.
 */
export function operatorAuthRoutes(app: FastifyInstance, deps: Deps) {
  const secure = deps.config.mode === 'production';
  const cipher = () => fieldCipher(deps.config.dataKey);
  const me = (op: typeof operators.$inferSelect, stage: 'totp' | 'active') => ({
    email: op.email,
    role: op.role,
    stage,
    totpEnrolled: op.totpEnabledAt !== null,
    mustChangePassword: op.passwordMustChange,
  });

  // A code is used once per operator: the step is recorded only if it is later than the last one,
  // in the same statement, so of two sign-ins sending one code at once exactly one gets in. It
  // also clears the second factor's failures.
  const recordStep = async (op: OperatorRow, step: number, now: Date) =>
    (
      await deps.db
        .update(operators)
        .set({
          totpLastStep: step,
          totpEnabledAt: op.totpEnabledAt ?? now,
          failedSignIns: 0,
          lockedUntil: null,
          lastSignInAt: now,
        })
        .where(
          and(eq(operators.id, op.id), sql`(${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`),
        )
        .returning({ id: operators.id })
    ).length === 1;

  app.post('/api/admin/auth/sign-in', async (req, reply) => {
    const body = parseInput(signInBody, req.body);
    const now = deps.clock.now();
    // The operator's authenticator follows the real clock, not business time a tester moved (DEV_CLOCK).
    const checkCode =
      body.code === undefined
        ? undefined
        : (op: OperatorRow) =>
            op.totpSecretEnc
              ? verifyTotp(
                  cipher().decrypt(TOTP_FIELD, op.totpSecretEnc),
                  body.code!,
                  wallTime(deps.clock),
                  op.totpLastStep,
                )
              : null;
    const signedIn = await checkPassword(
      deps.db,
      deps.config.secret,
      scryptCost(deps.config),
      req.ip,
      body.email,
      body.password,
      now,
      checkCode,
    );
    const { op } = signedIn;
    if (signedIn.stage === 'totp') {
      const session = await startSecondFactor(deps.db, deps.config.secret, op.id, deps.clock);
      setOperatorCookie(reply, session.token, OPERATOR_SESSION_POLICY.secondFactorMinutes * 60, secure);
      return ok(requestLanguage(req), { operator: me(op, 'totp'), csrfToken: session.csrfToken });
    }
    if (!(await recordStep(op, signedIn.step, now))) throw new ApiError('OPERATOR_SIGN_IN_FAILED', 401);
    await forgetNetworkFailures(deps.db, deps.config.secret, op.id, req.ip);
    const session = await startActive(deps.db, deps.config.secret, op.id, deps.clock);
    setOperatorCookie(reply, session.token, OPERATOR_SESSION_POLICY.maxHours * 3600, secure);
    return ok(requestLanguage(req), { operator: me(op, 'active'), csrfToken: session.csrfToken });
  });

  const loadOperator = async (actor: SignedIn) => {
    const [op] = await deps.db.select().from(operators).where(eq(operators.id, actor.operatorId)).limit(1);
    if (!op) throw new ApiError('NOT_LOGGED_IN', 401);
    return op;
  };

  app.get('/api/admin/auth/me', async (req) => {
    const actor = sessionActor(requireOperator(req));
    const op = await loadOperator(actor);
    const token = readCookie(req, OPERATOR_COOKIE) ?? '';
    return ok(requestLanguage(req), { operator: me(op, actor.stage), csrfToken: csrfFor(deps.config.secret, token) });
  });

  // First sign-in: a secret is made (kept encrypted, pending until a code from it is verified)
  // and shown as a QR code. It is made once: a second call — a double click, a remount, two tabs,
  // or two calls racing — shows the same pending secret; a new secret per call let a page show
  // one secret while the row kept another, so the first code was refused. An admin's reset clears it.
  app.post('/api/admin/auth/totp/enrol', async (req) => {
    const actor = sessionActor(requireOperator(req));
    const op = await loadOperator(actor);
    if (op.totpEnabledAt) throw new ApiError('NOT_FOUND', 404);
    const [made] = await deps.db
      .update(operators)
      .set({ totpSecretEnc: cipher().encrypt(TOTP_FIELD, newTotpSecret()) })
      .where(and(eq(operators.id, op.id), isNull(operators.totpSecretEnc), isNull(operators.totpEnabledAt)))
      .returning({ totpSecretEnc: operators.totpSecretEnc });
    const pending = made?.totpSecretEnc ?? (await loadOperator(actor)).totpSecretEnc;
    if (!pending) throw new ApiError('NOT_FOUND', 404);
    const secret = cipher().decrypt(TOTP_FIELD, pending);
    const uri = totpUri(secret, op.email);
    return ok(requestLanguage(req), { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) });
  });

  app.post('/api/admin/auth/totp', async (req, reply) => {
    const actor = sessionActor(requireOperator(req));
    const { code } = parseInput(codeBody, req.body);
    const now = deps.clock.now();
    const op = await loadOperator(actor);
    if (actor.stage !== 'totp' || !op.totpSecretEnc) throw new ApiError('OPERATOR_CODE_INVALID', 400);
    // Every code spends a try before it is compared (sign-in.ts), so a burst cannot outrun the lock.
    const network = await takeNetworkTry(deps.db, deps.config.secret, req.ip, now);
    if (!(await takeOperatorTry(deps.db, op.id, now))) throw lockedError(await loadOperator(actor), now);
    // The operator's authenticator follows the real clock, not business time a tester moved (DEV_CLOCK).
    const step = verifyTotp(
      cipher().decrypt(TOTP_FIELD, op.totpSecretEnc),
      code,
      wallTime(deps.clock),
      op.totpLastStep,
    );
    if (step === null || !(await recordStep(op, step, now))) throw new ApiError('OPERATOR_CODE_INVALID', 400);
    // Proving the second factor lifts the lock wrong passwords from this network set (decision 0072).
    await forgetNetworkFailures(deps.db, deps.config.secret, op.id, req.ip);
    await network.release();
    const session = await activate(deps.db, deps.config.secret, actor.sessionId, deps.clock);
    setOperatorCookie(reply, session.token, OPERATOR_SESSION_POLICY.maxHours * 3600, secure);
    if (!op.totpEnabledAt)
      await recordAudit(deps.db, actor, { action: 'operator.totp_enrolled', target: `operator:${op.id}` }, now);
    return ok(requestLanguage(req), {
      operator: me({ ...op, totpEnabledAt: op.totpEnabledAt ?? now }, 'active'),
      csrfToken: session.csrfToken,
    });
  });

  app.post('/api/admin/auth/password', async (req) => {
    const actor = sessionActor(requireOperator(req));
    const body = parseInput(passwordBody, req.body);
    if (actor.stage !== 'active') throw new ApiError('NOT_LOGGED_IN', 401);
    const now = deps.clock.now();
    const op = await loadOperator(actor);
    const network = await takeNetworkTry(deps.db, deps.config.secret, req.ip, now);
    if (!(await takeOperatorTry(deps.db, op.id, now))) throw lockedError(await loadOperator(actor), now);
    if (!(await verifyPassword(body.current, op.passwordHash))) throw new ApiError('OPERATOR_SIGN_IN_FAILED', 400);
    await returnOperatorTry(deps.db, op.id);
    await network.release();
    if (body.next.length < MIN_PASSWORD_LENGTH || body.next === body.current) {
      throw validationError([
        { field: 'next', key: 'validation.passwordTooShort', params: { min: MIN_PASSWORD_LENGTH } },
      ]);
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ passwordHash: await hashPassword(body.next, scryptCost(deps.config)), passwordMustChange: false })
        .where(eq(operators.id, op.id));
      await recordAudit(tx, actor, { action: 'operator.password_changed', target: `operator:${op.id}` }, now);
    });
    return ok(requestLanguage(req), { operator: me({ ...op, passwordMustChange: false }, 'active') });
  });

  app.post('/api/admin/auth/sign-out', async (req, reply) => {
    const actor = sessionActor(requireOperator(req));
    await revokeSession(deps.db, actor.sessionId, deps.clock);
    clearOperatorCookie(reply, secure);
    return ok(requestLanguage(req), {});
  });
}
