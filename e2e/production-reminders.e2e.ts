import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilDayText } from '../src/domain/markets/civil-day';
import { MARKET_PROFILES } from '../src/domain/markets/market';
import { formatMoney } from '../src/domain/money/money';
import { addDays } from '../src/domain/pricing/civil-date';
import type { Market } from './support/loan';
import { ProcessClock } from './support/process-clock';
import { e164, productionBorrowers, type FakeMessage, type ProductionBorrower } from './support/production-borrower';
import { startProductionStack, useProductionStack, type ProductionStack } from './support/production-stack';

/**
 * Issue 18 (3, 6): a loan's reminders arrive on the right days and stop after payment, on a
 * production server (NODE_ENV=production, `npm run fakes` as its vendors, no movable clock in the
 * product). The server PROCESS's clock is moved instead, by Debian's libfaketime
 * (e2e/support/process-clock.ts); its embedded PGlite runs in the same process and moves with
 * it. The vendor fakes run on the same moved clock, as vendors share the server's time in the
 * real world (STP files a payout under its operating day and the server asks for it by that day:
 * with the fakes on real time, a start after 21:00 UTC put the two on different days).
 *
 * Three loans, all through the app's calls and the fakes: A in Nigeria (English) pays in full on
 * its due day, B in Mexico (Spanish) pays in full three days late, C in Mexico (registered in
 * English: the borrower's language, not the market's) is never paid. The clock then visits each
 * reminder day at a time inside 08:00–20:00 of one market, in an order that makes every
 * "nothing" visible: each step where a loan must receive nothing is one where another loan
 * receives its reminder in the same sweep (night in Mexico City is afternoon in Lagos; 18:30 in
 * Mexico City is 01:30 in Lagos), so the sweep ran and left that loan out. After each step the
 * clock stays on that day for several sweeps (REMINDER_SWEEP_SECONDS=1; the default is 300) and
 * no reminder comes twice.
 */
const SWEEP_SECONDS = 1;
/** After a move: the jobs poll (0.5 s), the sweep, the job it queued, then three more sweeps on the same day. */
const STAY_MS = 4_000;

type Who = 'A' | 'B' | 'C';
let clock: ProcessClock;
let stack: ProductionStack;
let borrowers: ReturnType<typeof productionBorrowers>;
const loans = {} as Record<Who, ProductionBorrower>;
/** The due date the three loans share (taken the same day, on a date Lagos and Mexico City share). */
let due: string;
/** When the payouts were done (the fakes' clock): every message after this is a reminder. */
let paidOutAt: number;

/** An instant given on a market's wall clock: `date` at `time` there (both markets keep one offset all year). */
function local(market: Market, date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + (h * 60 + m - MARKET_PROFILES[market].utcOffsetMinutes) * 60_000);
}

/** The due date as the app writes it in the borrower's language ("28 Feb 2027", "28 feb 2027"). */
const written = (civil: string, b: ProductionBorrower) => civilDayText(civil, b.lang, b.market);
/** "1 day", "3 days", "3 días": never "day(s)" (decision 0090). */
const days = (n: number, lang: 'en' | 'es') =>
  `${n} ${lang === 'es' ? (n === 1 ? 'día' : 'días') : n === 1 ? 'day' : 'days'}`;

/** Decision 0045's texts, written out here so a wrong language, day count or figure shows. */
function expectedText(b: ProductionBorrower, offset: number, amount: string, dueDate: string): string {
  const [date, n] = [written(dueDate, b), days(Math.abs(offset), b.lang)];
  if (b.lang === 'es') {
    if (offset < 0)
      return `Presta: te recordamos que ${amount} vence el ${date}, en ${n}. Puedes pagar en la app Presta.`;
    if (offset === 0)
      return `Presta: ${amount} vence hoy, ${date}. Paga hoy en la app Presta para evitar cargos por atraso.`;
    return `Presta: tu pago de ${amount} venció el ${date} y lleva ${n} de atraso. Cada día se suma un cargo; paga en la app Presta.`;
  }
  if (offset < 0)
    return `Presta: a reminder that ${amount} is due on ${date}, in ${n}. You can repay in the Presta app.`;
  if (offset === 0)
    return `Presta: ${amount} is due today, ${date}. Repay in the Presta app today to avoid late charges.`;
  return `Presta: your payment of ${amount} was due on ${date} and is ${n} late. A late charge is added each day; repay in the Presta app.`;
}

/** The reminders the SMS fakes received for a loan's borrower, oldest first. */
async function remindersOf(b: ProductionBorrower): Promise<FakeMessage[]> {
  return (await borrowers.smsTo(b.market, b.mobile)).filter((m) => Date.parse(m.at) > paidOutAt).reverse();
}

/** What each loan has received so far: the reminder days in order. */
const received: Record<Who, number[]> = { A: [], B: [], C: [] };

/**
 * Moves the server's clock to `at`; each loan in `arrives` must receive that day's reminder, in
 * its language, with the ledger's amount and due date (read by the borrower's app at the same
 * moment); after several more sweeps on that day, nobody has anything more.
 */
async function step(at: Date, arrives: Partial<Record<Who, number>>) {
  clock.set(at);
  for (const [who, offset] of Object.entries(arrives) as [Who, number][]) {
    const b = loans[who];
    await expect
      .poll(async () => (await remindersOf(b)).length, {
        timeout: 15_000,
        interval: 200,
        message: `${who}'s reminder for day ${offset}`,
      })
      .toBe(received[who].length + 1);
    const text = (await remindersOf(b)).at(-1)!.text;
    const detail = await borrowers.detailOf(b);
    expect(detail.dueDate).toBe(due);
    if (offset > 0) expect(detail.penalty, "a late day's amount carries the penalty so far").toBeGreaterThan(0);
    // Before the due day a reminder names what is due on that day: with interest for the days used
    // (decision 0104), paying today costs less by what the repay screen says it saves.
    const dueAmount = detail.outstanding + (offset < 0 ? detail.payingTodaySaves : 0);
    expect(text, `${who}, day ${offset}`).toBe(
      expectedText(b, offset, formatMoney(dueAmount, detail.currency), detail.dueDate!),
    );
    received[who].push(offset);
  }
  await new Promise((r) => setTimeout(r, STAY_MS));
  for (const who of ['A', 'B', 'C'] as const) {
    expect((await remindersOf(loans[who])).length, `${who} after the step to ${at.toISOString()}`).toBe(
      received[who].length,
    );
  }
}

/**
 * Pays what the app shows as outstanding into the loan's account instrument, through the fakes' bank; the loan finishes
 * (4).
 */
async function payInFull(b: ProductionBorrower) {
  const { outstanding } = await borrowers.detailOf(b);
  await borrowers.fakePay(await borrowers.accountInstrument(b), outstanding);
  await expect.poll(() => borrowers.statusOf(b), { timeout: 20_000, interval: 300 }).toBe(4);
}

beforeAll(async () => {
  clock = new ProcessClock();
  // The loans are taken at a time of day when Lagos and Mexico City share a date (07:00–21:00
  // UTC), so all three fall due on the same day in both markets: today's, when now is inside.
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const start = Math.min(Math.max(now.getTime(), Date.parse(`${today}T07:00:00Z`)), Date.parse(`${today}T21:00:00Z`));
  clock.set(new Date(start));
  stack = await startProductionStack(
    {
      SEED_DEMO: '1',
      REMINDER_SWEEP_SECONDS: String(SWEEP_SECONDS),
      // The walk spans the loans' 91 days: one session lasts it (30 days by default; the phone would sign in again).
      SESSION_TTL_DAYS: '400',
    },
    clock.env(),
  );
  useProductionStack(stack);
  borrowers = productionBorrowers(stack.fakeUrl, () => clock.now());
}, 240_000);

afterAll(async () => {
  clock?.remove();
  if (!stack) return;
  const errors = await stack.stop();
  stack.cleanup(errors);
  expect(errors, 'the production server logged errors').toEqual([]);
}, 60_000);

describe('reminders on a production server whose clock is moved', () => {
  it('three borrowers register with the codes from the SMS fake, pass the identity fakes and are paid out', async () => {
    const take = async (who: Who, market: Market, lang: 'en' | 'es') => {
      const { borrower } = await borrowers.applyAs(market, 'match', lang);
      loans[who] = borrower;
      return (await borrowers.borrow(borrower)).days;
    };
    const days = await Promise.all([take('A', 'ng', 'en'), take('B', 'mx', 'es'), take('C', 'mx', 'en')]);
    // On the moved clock, as the fakes stamp what they receive.
    paidOutAt = clock.now();
    const dues = await Promise.all(
      (['A', 'B', 'C'] as const).map(async (who) => (await borrowers.detailOf(loans[who])).dueDate),
    );
    due = dues[0]!;
    expect(dues).toEqual([due, due, due]);
    // The server's clock, as its answers show it: the moved one, not this process's.
    expect(due).toBe(
      addDays(new Date(clock.now() + MARKET_PROFILES.ng.utcOffsetMinutes * 60_000).toISOString().slice(0, 10), days[0]),
    );
  }, 150_000);

  it("each day's reminder arrives once, between 08:00 and 20:00 of the market, and none after the loan is paid", async () => {
    // 06:30 in Mexico City (13:30 in Lagos), three days before: A's reminder; B and C, at night, nothing yet.
    await step(local('mx', addDays(due, -3), '06:30'), { A: -3 });
    // 10:30 in Mexico City: B's and C's; A, on the same day in Lagos, not again.
    await step(local('mx', addDays(due, -3), '10:30'), { B: -3, C: -3 });
    // The day before, 10:30 in Lagos (03:30 in Mexico City): A only.
    await step(local('ng', addDays(due, -1), '10:30'), { A: -1 });
    // 01:30 on the due day in Lagos is 18:30 the day before in Mexico City: B and C get theirs, A nothing at night.
    await step(local('ng', due, '01:30'), { B: -1, C: -1 });
    // The due day at 10:30 in Lagos: A's; then A pays in full through the fakes' bank.
    await step(local('ng', due, '10:30'), { A: 0 });
    await payInFull(loans.A);
    await step(local('mx', due, '10:30'), { B: 0, C: 0 });
    // One day late: B and C, with the penalty; A, paid, nothing.
    await step(local('mx', addDays(due, 1), '10:30'), { B: 1, C: 1 });
    await step(local('mx', addDays(due, 3), '10:30'), { B: 3, C: 3 });
    await payInFull(loans.B);
    // Seven days late: only the loan still owed.
    await step(local('mx', addDays(due, 7), '10:30'), { C: 7 });

    expect(received).toEqual({ A: [-3, -1, 0], B: [-3, -1, 0, 1, 3], C: [-3, -1, 0, 1, 3, 7] });
    // Only to the borrowers: their emergency contacts (the same people for every borrower here) received nothing.
    for (const [market, mobile] of [
      ['ng', '08051234567'],
      ['ng', '09051234567'],
      ['mx', '5587654321'],
      ['mx', '3312345678'],
    ] as const) {
      const res = await fetch(`${stack.fakeUrl}/_fake/sms?to=${encodeURIComponent(e164(market, mobile))}`);
      expect(await res.json()).toEqual([]);
    }
  }, 150_000);
});
