import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { smsReportPath } from '../../providers/sms/build-sms';
import type { SmsConfig } from '../../providers/sms/sms-config';
import {
  parseTermiiReport,
  parseTwilioReport,
  type ParsedReport,
  type ReportInput,
} from '../../providers/sms/vendors/delivery-report';
import { takeReport } from './message-log-repo';

/** Delivery reports are small; anything bigger is not one. */
const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/webhooks/sms/<vendor>: the vendors' delivery reports, on plain paths, in a scope
 * whose only body parser keeps the raw bytes so the signature is checked on exactly what the
 * vendor signed. Registered only for the vendors configured. A forged report is refused (401)
 * and a malformed one too (400), both logged without the body. A report of a message whose
 * vendor id is not recorded yet is kept until it is and answered 200: vendors do not send a report
 * they were refused again (Twilio retries only 5xx, 408, 425 and 429).
 */
export async function smsReportRoutes(app: FastifyInstance, deps: Deps, config: SmsConfig): Promise<void> {
  if (config.provider !== 'vendors') return;
  const readers: { vendor: 'termii' | 'twilio'; parse: (input: ReportInput) => ParsedReport }[] = [];
  const { termii, twilio } = config;
  if (termii) readers.push({ vendor: 'termii', parse: (input) => parseTermiiReport(input, termii.webhookSecret) });
  if (twilio) {
    const url = `${config.callbackBaseUrl}${smsReportPath('twilio')}`;
    readers.push({ vendor: 'twilio', parse: (input) => parseTwilioReport(input, url, twilio.authToken) });
  }
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: REPORT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    for (const { vendor, parse } of readers) {
      scope.post(smsReportPath(vendor), async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const parsed = parse({ rawBody, headers: req.headers });
        if (parsed.kind === 'unauthorized') {
          req.log.warn({ vendor }, 'delivery report refused: signature missing or wrong');
          return reply.code(401).send({ error: 'invalid signature' });
        }
        if (parsed.kind === 'malformed') {
          // Where its schema failed, never the values (a report can echo the number).
          req.log.warn({ vendor, paths: parsed.paths }, 'delivery report refused: not a report we can read');
          return reply.code(400).send({ error: 'malformed report' });
        }
        if (parsed.kind === 'ignored') return { received: true };
        const { vendorMessageId, state, errorCode } = parsed;
        const outcome = await takeReport(deps.db, { vendor, vendorMessageId, state, errorCode }, deps.clock.now());
        req.log.info({ vendor, state, outcome }, 'delivery report taken');
        return { received: true };
      });
    }
  });
}
