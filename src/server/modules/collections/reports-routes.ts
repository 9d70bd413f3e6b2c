import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARKETS, MARKET_PROFILES } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { addDays, daysInMonth } from '../../../domain/pricing/civil-date';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { requireOperator } from '../operator';
import { collectionsByCollector, portfolioAtRisk, rollRates, shiftMonth } from './reports-repo';
import { parseInput } from '../../http/parse-input';

const reportsQuery = z.object({
  market: z.enum(MARKETS).default('ng'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  months: z.coerce.number().int().min(1).max(12).default(6),
});

/** A month's last day, or today while the month runs. */
function monthEnd(month: string, today: string): string {
  const last = `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;
  return last < today ? last : today;
}

/**
 * The collections reports of issue 32 point 4: portfolio at risk and roll rates at each month's
 * end for the months shown, and the month's collections, contacts and promises by operator.
 * Figures are sums and counts (minor units, loans); the console shows the shares.
 */
export function reportsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/collections/reports', async (req) => {
    requireOperator(req);
    const q = parseInput(reportsQuery, req.query);
    const today = marketToday(q.market, deps.clock.now());
    const month = q.month ?? today.slice(0, 7);
    const months = Array.from({ length: q.months }, (_, i) => shiftMonth(month, i - q.months + 1)).filter(
      (m) => `${m}-01` <= today,
    );
    const par = [];
    const rolls = [];
    for (const m of months) {
      const end = monthEnd(m, today);
      par.push({ month: m, ...(await portfolioAtRisk(deps.db, q.market, end)) });
      rolls.push(...(await rollRates(deps.db, q.market, addDays(`${m}-01`, -1), end)));
    }
    const collectors = `${month}-01` <= today ? await collectionsByCollector(deps.db, q.market, month, today) : [];
    return ok(requestLanguage(req), {
      market: q.market,
      month,
      currency: MARKET_PROFILES[q.market].currency,
      par,
      rolls,
      collectors,
    });
  });
}
