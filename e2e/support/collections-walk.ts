import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/domain/markets/market-date';
import { formatMoney } from '../../src/domain/money/money';
import { addDays } from '../../src/domain/pricing/civil-date';
import { money as consoleMoney } from '../../src/web/admin/figures';
import en from '../../src/web/admin/locales/en';
import es from '../../src/web/admin/locales/es';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { consoleSignInAgain, firstConsoleSignIn, type ConsoleOperator } from './console-sign-in';
import { onRoute, text, type Market } from './loan';
import { phoneFor, POLL } from './loan-flow';
import { settle } from './onboarding';
import { advanceClock, CURRENCY, payOnSandboxPage, repayDetailOf, repayingLoan, typed } from './repay';
import { server } from './server';

/**
 * Issue 32's proof in the browser: in each market a collector works one overdue loan through
 * the console — refused at night and for a reference, a contact and a promise in hours, the
 * promise kept by the borrower's own transfer, a penalty waiver and a write-off each requested
 * by a supervisor and approved by another, a recovery — and after every step the loan's ledger
 * (the console's order page) still balances and the borrower's own screens say what happened.
 */
const SHOTS = join(process.cwd(), '.e2e-artifacts', 'screens');
let browser: Browser;
const team = {} as Record<'collector' | 'supervisor' | 'checker', ConsoleOperator>;

/** Opens the browser and enrols the market's team (its own accounts, so either market's file may run first). */
async function enrolTeam(market: Market): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const accounts = server().consoleWalk?.[market];
  if (!accounts) throw new Error('this server has no collections-walk operators (global-setup.ts)');
  for (const role of ['collector', 'supervisor', 'checker'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    const password = `a-long-walk-${role}-password`;
    let secret = '';
    await firstConsoleSignIn(page, accounts[role], password, async (s) => {
      secret = s;
    });
    team[role] = { page, email: accounts[role].email, password, secret, codeAt: Date.now() };
  }
}

interface Walk {
  language: 'en' | 'es';
  console: typeof en;
  /** The borrower's account to transfer to, on the cashier. */
  method: string;
  hours: { from: number; until: number };
  /** Lagos is UTC+1, Mexico City UTC−6, all year. */
  utcOffset: number;
  notBorrower: string;
  penaltyWaived: (amount: string) => string;
  writtenOff: (amount: string) => string;
  repayment: (amount: string) => string;
}

const WALKS: Record<Market, Walk> = {
  ng: {
    language: 'en',
    console: en,
    method: 'monnify_reserved',
    hours: { from: 8, until: 20 },
    utcOffset: 1,
    notBorrower: 'Only the borrower may be contacted about this loan: never a reference, family member or employer',
    penaltyWaived: (a) => `Penalty waived: ${a}`,
    writtenOff: (a) => `Loan passed to recovery: ${a} still to pay`,
    repayment: (a) => `Payment received: ${a}`,
  },
  mx: {
    language: 'es',
    console: es,
    method: 'stp_clabe',
    hours: { from: 7, until: 22 },
    utcOffset: -6,
    notBorrower:
      'Solo se puede contactar al acreditado por este préstamo: nunca a una referencia, un familiar o su empleador',
    penaltyWaived: (a) => `Penalización condonada: ${a}`,
    writtenOff: (a) => `Préstamo pasado a recuperación: ${a} por pagar`,
    repayment: (a) => `Pago recibido: ${a}`,
  },
};

/** A console text with its values filled in, as i18next does. */
const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

async function serverNow(): Promise<Date> {
  const clock = (await (await fetch(`${server().baseUrl}/api/dev/clock`)).json()) as { data: { now: string } };
  return new Date(clock.data.now);
}

/**
 * Moves the dev clock forward to at least `hour`:00 of `date` on the market's clock (whole hours,
 * so it lands within the hour after); the jobs due by then run first. Every operator's console
 * opens afresh (its session follows the real clock, so the move does not end it).
 */
async function moveTo(walk: Walk, date: string, hour: number): Promise<void> {
  const target = Date.parse(`${date}T00:00:00Z`) + (hour - walk.utcOffset) * 3_600_000;
  const hours = Math.ceil((target - (await serverNow()).getTime()) / 3_600_000);
  expect(hours).toBeGreaterThanOrEqual(0);
  expect(await advanceClock({ hours }), 'the server has a dev clock').toBe(true);
  for (const op of Object.values(team)) await consoleSignInAgain(op);
}

interface LedgerLine {
  kind: string;
  account: string;
  debit: number;
  credit: number;
}

/**
 * The loan's ledger as the console's order page shows it, re-read until it has `lines` rows.
 * Every transaction of a loan carries its order, so the loan's own lines must balance: that is
 * the trial balance as far as this loan moved it.
 */
async function ledgerOf(page: Page, walk: Walk, orderNo: string, lines: number): Promise<LedgerLine[]> {
  const table = page.getByRole('table', { name: walk.console.order.ledger });
  const read = async () => {
    // A new hash alone would keep the page and its cached reads: load it afresh.
    await page.goto(`${server().baseUrl}/admin/#/orders/${orderNo}`);
    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    return table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')));
  };
  let rows = await read();
  for (let i = 0; rows.length < lines && i < 20; i++) {
    await page.waitForTimeout(500);
    rows = await read();
  }
  const minor = (s: string) => Number(s.replace(/\D/g, '') || '0');
  const ledger = rows.map(([, kind, account, debit, credit]) => ({
    kind,
    account,
    debit: minor(debit),
    credit: minor(credit),
  }));
  expect(ledger.length).toBeGreaterThanOrEqual(lines);
  expect(ledger.reduce((s, l) => s + l.debit, 0)).toBe(ledger.reduce((s, l) => s + l.credit, 0));
  return ledger;
}

/**
 * Form fields by name: a label wrapping a select also reads its options ("Days past due" is in
 * "Most days past due first", "Con" in "Contactado"), so labels do not single them out.
 */
const MARKET_SELECT = 'select:has(option[value=mx])';

/** A whole amount typed in the console (major units, two decimals, no float). */
const major = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function walkThrough(market: Market): Promise<void> {
  const walk = WALKS[market];
  const C = walk.console;
  const p = `walk-${market}`;
  const money = (v: number) => formatMoney(v, CURRENCY[market]);
  const { collector, supervisor, checker } = team;
  const shot = (op: ConsoleOperator, name: string) =>
    op.page.screenshot({ path: join(SHOTS, `${p}-${name}.png`), fullPage: true });

  const b = await repayingLoan(market);
  const { orderNo } = b;
  const due = (await repayDetailOf(b)).dueDate!;
  const phone = await phoneFor(browser, b, walk);
  const borrower = phone.page;
  const statementLine = async (event: string) => {
    await borrower.goto(phone.url(`/records/statement?orderNo=${orderNo}`));
    const line = borrower.locator(`[data-testid=statement-history] li[data-event=${event}] span`).last();
    await line.waitFor({ timeout: 15_000 });
    return ((await line.textContent()) ?? '').trim();
  };
  const outstandingOnScreen = async (expected: number) => {
    await borrower.goto(phone.url(`/repay/repay_detail?orderNo=${orderNo}`));
    await expect.poll(() => text(borrower, 'repay-outstanding'), POLL).toBe(money(expected));
  };
  /**
   * The borrower pays to their own transfer account on the cashier, at the sandbox bank. The cashier says the money
   * arrived; a payment that finishes the loan takes the borrower to its repay detail, which says it is repaid.
   */
  const payFromPhone = async (amount: number, finishes = false) => {
    await borrower.goto(phone.url(`/repay/cashier?orderNo=${orderNo}`));
    await borrower.getByTestId('cashier-form').waitFor();
    await borrower.getByTestId('repay-amount').fill(typed(amount, market));
    await borrower.getByTestId(`method-${walk.method}`).click();
    await borrower.getByTestId('cashier-submit').click();
    await borrower.getByTestId('instrument').waitFor({ timeout: 15_000 });
    await payOnSandboxPage(borrower, await text(borrower, 'account-number'), typed(amount, market));
    if (!finishes) return borrower.getByTestId('instrument-received').waitFor({ timeout: 20_000 });
    await onRoute(borrower, `/repay/repay_detail?orderNo=${orderNo}`);
    await borrower.getByTestId('repay-finished').waitFor();
  };

  // The console in the market's language; the sign-in pages stay language-neutral.
  for (const op of [collector, supervisor, checker]) {
    await consoleSignInAgain(op);
    // The language button names the language it switches to.
    const want = walk.language === 'en' ? es.app.language : en.app.language;
    if (await op.page.getByRole('button', { name: want, exact: true }).count())
      await op.page.getByRole('button', { name: want, exact: true }).click();
    await op.page.getByRole('link', { name: C.nav.collections }).waitFor();
  }

  // 1. Two days late, 23:00 in the market: the supervisor assigns the loan; the collector finds it in the 1–7 bucket.
  await moveTo(walk, addDays(due, 2), 23);
  const opened = await ledgerOf(supervisor.page, walk, orderNo, 1);
  await supervisor.page.getByRole('link', { name: C.nav.collections }).click();
  await supervisor.page.locator(MARKET_SELECT).selectOption(market);
  await supervisor.page.getByLabel(fill(C.queue.assign, { orderNo })).selectOption({ label: collector.email });
  await expect
    .poll(
      () =>
        supervisor.page
          .getByLabel(fill(C.queue.assign, { orderNo }))
          .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
      POLL,
    )
    .toBe(collector.email);

  const q = collector.page;
  await q.getByRole('link', { name: C.nav.collections }).click();
  await q.locator(MARKET_SELECT).selectOption(market);
  await q.locator('select:has(option[value="1-7"])').selectOption('1-7');
  const row = q.getByRole('row', { name: new RegExp(orderNo) });
  await row.waitFor();
  expect(await q.locator('tbody tr').count()).toBe(1);
  expect(await row.textContent()).toContain(fill(C.queue.actions.contact));
  await shot(collector, '01-queue');
  await expectAccessible(q, `${p}-queue`);

  // Night: the console closes the form and says why; nothing is written.
  await row.getByRole('link', { name: orderNo }).click();
  const hoursNote = q.getByTestId('contact-window');
  await expect.poll(() => hoursNote.textContent(), POLL).toBe(fill(C.account.closed, walk.hours));
  expect(await q.getByRole('button', { name: C.account.save }).isDisabled()).toBe(true);
  await shot(collector, '02-night');
  await expectAccessible(q, `${p}-night`);
  expect(await ledgerOf(supervisor.page, walk, orderNo, opened.length)).toEqual(opened);

  // 2. The next morning: a reference is refused in words, the borrower is reached and promises part of what they owe.
  await moveTo(walk, addDays(due, 3), 9);
  const morning = await repayDetailOf(b);
  await q.goto(`${server().baseUrl}/admin/#/collections/${orderNo}`);
  await expect
    .poll(() => hoursNote.textContent(), POLL)
    .toBe(fill(C.account.open, { ...walk.hours, count: 0, limit: 3 }));
  const form = q.getByRole('form', { name: C.account.record });
  await form.locator('select[name=party]').selectOption('reference');
  await form.locator('select[name=outcome]').selectOption('promised');
  await form.locator('textarea[name=note]').fill('Asked to reach the reference');
  await form.getByRole('button', { name: C.account.save }).click();
  await expect.poll(() => form.getByRole('alert').textContent(), POLL).toBe(walk.notBorrower);
  expect(await q.getByRole('table', { name: C.account.contacts }).textContent()).not.toContain(
    'Asked to reach the reference',
  );
  await shot(collector, '03-reference-refused');
  await form.locator('select[name=party]').selectOption('borrower');
  await form.locator('textarea[name=note]').fill('Will pay part today');
  await form.getByRole('button', { name: C.account.save }).click();
  await expect.poll(() => q.getByTestId('contact-notice').textContent(), POLL).toBe(C.account.recorded);
  const contacts = q.getByRole('table', { name: C.account.contacts });
  await expect.poll(() => contacts.textContent(), POLL).toContain('Will pay part today');
  expect(await contacts.textContent()).toContain(C.account.outcomes.promised);

  // The least the cashier takes.
  const promised = morning.minRepayment as number;
  const today = marketToday(market, await serverNow());
  const promiseForm = q.getByRole('form', { name: C.account.promise });
  await promiseForm.locator('input[name=amount]').fill(major(promised));
  await promiseForm.locator('input[name=date]').fill(today);
  await promiseForm.getByRole('button', { name: C.account.savePromise }).click();
  await expect
    .poll(() => q.getByTestId('promise-notice').textContent(), POLL)
    .toBe(fill(C.account.promised, { date: today }));
  const promises = q.getByRole('table', { name: C.account.promises });
  await expect.poll(() => promises.textContent(), POLL).toContain(C.account.statuses.open);
  expect(await promises.textContent()).toContain(consoleMoney(promised, CURRENCY[market]));
  await shot(collector, '04-promise');
  await expectAccessible(q, `${p}-account`);
  // Contacts and promises move no money: the ledger is as it was, and so is what the borrower owes.
  const beforePay = await ledgerOf(supervisor.page, walk, orderNo, 1);
  await outstandingOnScreen(morning.outstanding);

  // 3. The borrower pays the promised amount to their own account: the ledger marks the promise kept.
  await payFromPhone(promised);
  await phone.shot(`${p}-05-paid`);
  await expect
    .poll(
      async () => {
        await q.reload();
        await promises.locator('tbody tr').first().waitFor();
        return promises.textContent();
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toContain(C.account.statuses.kept);
  await shot(collector, '05-promise-kept');
  const paidLedger = await ledgerOf(supervisor.page, walk, orderNo, beforePay.length + 2);
  expect(paidLedger.filter((l) => l.kind === 'repayment' && l.account === 'providerCash').map((l) => l.debit)).toEqual([
    promised,
  ]);
  await outstandingOnScreen(morning.outstanding - promised);
  expect(await statementLine('repayment')).toBe(walk.repayment(money(promised)));

  // 4. A payment settles penalty first; a day later there is penalty again, waived: requested by the supervisor,
  //    approved by another.
  await moveTo(walk, addDays(due, 4), 10);
  const beforeWaiver = await repayDetailOf(b);
  const penalty = beforeWaiver.owed.penalty as number;
  expect(penalty).toBeGreaterThan(0);
  const s = supervisor.page;
  await s.goto(`${server().baseUrl}/admin/#/orders/${orderNo}`);
  const card = s.getByTestId('adjustments');
  await expect
    .poll(() => card.getByTestId('adjustments-owed').textContent(), POLL)
    .toContain(consoleMoney(penalty, CURRENCY[market]));
  const ask = card.getByTestId('adjustment-request');
  await ask.locator('select').selectOption('penaltyWaiver');
  await ask.locator('input[name=amount]').fill(major(penalty));
  await ask.locator('input[name=reason]').fill('Hospital stay, documents seen');
  await ask.getByRole('button', { name: C.adjustments.request }).click();
  await card.getByRole('status').filter({ hasText: C.adjustments.requested }).waitFor();
  const pendingMine = card.getByRole('table', { name: C.adjustments.pending });
  await expect.poll(() => pendingMine.textContent(), POLL).toContain(C.adjustments.mine);
  expect(await s.getByRole('button', { name: C.adjustments.approve }).count()).toBe(0);
  await shot(supervisor, '06-waiver-requested');
  await expectAccessible(s, `${p}-order`);
  // Nothing moved until another person approves.
  await outstandingOnScreen(beforeWaiver.outstanding);

  const approve = async (kind: string) => {
    const c = checker.page;
    await c.goto(`${server().baseUrl}/admin/#/orders/${orderNo}`);
    const pending = c.getByTestId('adjustments').getByRole('table', { name: C.adjustments.pending });
    const mine = pending.getByRole('row', { name: new RegExp(kind) });
    await mine.waitFor();
    await mine.getByRole('button', { name: C.adjustments.approve }).click();
    await c.getByTestId('adjustments').getByRole('status').filter({ hasText: C.adjustments.approved }).waitFor();
    const history = c.getByTestId('adjustments').getByRole('table', { name: C.adjustments.history });
    await expect
      .poll(() => history.textContent(), POLL)
      .toContain(fill(C.adjustments.statuses.approved, { by: checker.email }));
  };
  await approve(C.adjustments.kinds.penaltyWaiver);
  await shot(checker, '07-waiver-approved');
  const waivedLedger = await ledgerOf(checker.page, walk, orderNo, paidLedger.length + 2);
  // In Mexico the IVA in the penalty is forgiven with it (a taxPayable line, decision 0089).
  const waiver = waivedLedger.filter((l) => l.kind === 'penaltyWaiver');
  expect(waiver.filter((l) => l.account === 'loanPenalty').map((l) => l.credit)).toEqual([penalty]);
  expect(waiver.find((l) => l.account === 'penaltyWaived')?.debit).toBeGreaterThan(0);
  await outstandingOnScreen(beforeWaiver.outstanding - penalty);
  await phone.shot(`${p}-06-repay-after-waiver`);
  expect(await statementLine('penaltyWaived')).toBe(walk.penaltyWaived(money(penalty)));
  await settle(borrower);
  await phone.shot(`${p}-07-statement-waiver`);

  // 5. Past the write-off days (90 by default): written off whole, approved by another; the borrower still owes it.
  await moveTo(walk, addDays(due, 90), 10);
  const owed = (await repayDetailOf(b)).outstanding as number;
  await s.goto(`${server().baseUrl}/admin/#/orders/${orderNo}`);
  await ask.locator('select').selectOption('writeOff');
  await ask.locator('input[name=reason]').fill('No answer for weeks');
  await ask.getByRole('button', { name: C.adjustments.request }).click();
  await card.getByRole('status').filter({ hasText: C.adjustments.requested }).waitFor();
  await expect
    .poll(() => pendingMine.textContent(), POLL)
    .toContain(fill(C.adjustments.allOwed, { amount: consoleMoney(owed, CURRENCY[market]) }));
  await approve(C.adjustments.kinds.writeOff);
  await checker.page.getByTestId('adjustments').getByText(C.adjustments.writtenOff).waitFor();
  await shot(checker, '08-written-off');
  const before = await ledgerOf(checker.page, walk, orderNo, waivedLedger.length + 2);
  const writeOff = before.filter((l) => l.kind === 'writeOff');
  expect(writeOff.filter((l) => l.account === 'loanWriteOff').map((l) => l.debit)).toEqual([owed]);
  expect(writeOff.reduce((sum, l) => sum + l.credit, 0)).toBe(owed);
  await outstandingOnScreen(owed);
  expect(await statementLine('writtenOff')).toBe(walk.writtenOff(money(owed)));
  await settle(borrower);
  await phone.shot(`${p}-08-statement-written-off`);

  // 6. A later payment is recovered against the write-off; the rest finishes the loan.
  const part = Math.floor(owed / 300) * 100;
  await payFromPhone(part);
  const recovered = await ledgerOf(checker.page, walk, orderNo, before.length + 2);
  expect(recovered.filter((l) => l.account === 'writeOffRecovery').map((l) => l.credit)).toEqual([part]);
  await outstandingOnScreen(owed - part);
  expect(await statementLine('repayment')).toBe(walk.repayment(money(part)));
  await phone.shot(`${p}-09-recovered-part`);
  await payFromPhone(owed - part, true);
  const finished = await ledgerOf(checker.page, walk, orderNo, recovered.length + 2);
  expect(finished.filter((l) => l.account === 'writeOffRecovery').reduce((sum, l) => sum + l.credit, 0)).toBe(owed);
  expect((await repayDetailOf(b)).status).toBe(4);
  await borrower.goto(phone.url(`/repay/repay_detail?orderNo=${orderNo}`));
  await borrower.getByTestId('repay-finished').waitFor();
  await phone.shot(`${p}-10-finished`);
  await checker.page.goto(`${server().baseUrl}/admin/#/orders/${orderNo}`);
  await expect.poll(() => checker.page.getByTestId('order-status').textContent(), POLL).toBe(C.status[4]);
  await shot(checker, '09-finished');

  expect(phone.consoleErrors).toEqual([]);
  await phone.context.close();
}

const MARKET_NAMES: Record<Market, string> = { ng: 'Nigeria, in English', mx: 'Mexico, in Spanish' };

/**
 * One market's walk, in a file of its own (collections-walk-ng/-mx): each enrols its own team, and
 * two files let the two walks run side by side on two workers.
 */
export function collectionsWalk(market: Market): void {
  describe('collections walk: a collector and two supervisors work an overdue loan (desktop console, 412×915 phone)', () => {
    beforeAll(() => enrolTeam(market), 120_000);
    afterAll(async () => {
      await browser?.close();
    });
    it(
      MARKET_NAMES[market],
      async () => {
        await walkThrough(market);
      },
      300_000,
    );
  });
}
