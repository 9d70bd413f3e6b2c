import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OffsetClock } from '../../dev/offset-clock';

const HOUR_MS = 3_600_000;

const advanceBody = z
  .object({
    days: z.number().int().min(0).max(800).default(0),
    hours: z
      .number()
      .int()
      .min(0)
      .max(24 * 800)
      .default(0),
    // A few seconds: a pending sandbox payout's status check, without waiting for it in real time.
    seconds: z.number().int().min(0).max(3_600).default(0),
  })
  .strict();

/**
 * GET /api/dev/clock — the server's time; POST /api/dev/clock {days, hours, seconds} — move it forward
 * and run the background work that is now due (overdue sweep, penalties, auto-cancel,
 * expiring references) before answering, so a browser test sees the product's own outcome.
 * Registered only with DEV_CLOCK=1 and never in production mode (see app.ts).
 */
export function devClockRoutes(app: FastifyInstance, clock: OffsetClock) {
  app.get('/api/dev/clock', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'Success', data: { now: clock.now().toISOString(), offsetMs: clock.offset } };
  });
  app.post('/api/dev/clock', async (req, reply) => {
    const parsed = advanceBody.safeParse(req.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ code: 400100, msg: 'days, hours and seconds are whole numbers ≥ 0', data: null });
    const { days, hours, seconds } = parsed.data;
    clock.advance((days * 24 + hours) * HOUR_MS + seconds * 1000);
    await app.jobs.idle();
    app.jobs.kick();
    await app.jobs.idle();
    reply.header('cache-control', 'no-store');
    return { code: 0, msg: 'Success', data: { now: clock.now().toISOString(), offsetMs: clock.offset } };
  });
}
