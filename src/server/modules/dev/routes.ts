import type { FastifyInstance } from 'fastify';
import { normalizeMobile } from '../../../domain/identity/phone';
import { MARKETS } from '../../../domain/markets/market';
import { codeInMessage, type SandboxSms } from '../../providers/sms/sandbox-sms';

/**
 * GET /api/dev/sms-outbox?mobile=… — what the sandbox SMS provider "sent" to a number, newest
 * first. Registered only while SMS is the sandbox and never in production mode (see app.ts).
 */
export function devRoutes(app: FastifyInstance, sms: SandboxSms) {
  app.get('/api/dev/sms-outbox', async (req, reply) => {
    const raw = String((req.query as Record<string, unknown>).mobile ?? '').replace(/\s/g, '');
    const targets = new Set<string>();
    if (raw.startsWith('+')) targets.add(raw);
    for (const market of MARKETS) {
      const e164 = normalizeMobile(raw, market);
      if (e164) targets.add(e164);
    }
    const messages = [...targets]
      .flatMap((to) => sms.messagesTo(to))
      .map((m) => ({
        to: m.to,
        text: m.text,
        purpose: m.purpose,
        channel: m.channel,
        sentAt: m.sentAt,
        code: codeInMessage(m.text),
      }));
    reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'Success', data: { messages } };
  });
}
