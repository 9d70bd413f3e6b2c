import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { bankFormOf } from '../../test/profile-fixtures';
import { signInAgain } from '../../test/repay-fixtures';
import { borrowerInReview } from '../../test/review-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let collections: SignedInOperator;
let admin: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await signInOperator(t, 'reviewer');
  collections = await signInOperator(t, 'collections');
  admin = await signInOperator(t, 'admin');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const lastAudit = async () =>
  (await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1))[0];

describe('review queue and decisions', () => {
  it('lists the order under review with score and reasons; the detail masks IDs', async () => {
    const { orderNo, b } = await borrowerInReview(t);
    const queue = (await reviewer.call('GET', '/api/admin/review-queue')).json().data;
    expect(queue.items.find((i: { orderNo: string }) => i.orderNo === orderNo)).toMatchObject({
      score: 485,
      reasons: expect.any(Array),
    });
    const detail = (await reviewer.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(detail.assessment).toMatchObject({ outcome: 'review', score: 485 });
    expect(detail.bankAccount.bvn).toMatch(/^•+\d{4}$/);
    expect(detail.bankAccount.account).toBe(`••••${bankFormOf(b).accountNumber.slice(-4)}`);
    expect(JSON.stringify(detail)).not.toContain(bankFormOf(b).bvn);
    expect(detail.customer.userId).toBe(b.userId);
    expect(detail.answers).toMatchObject({ 1: 'no' });
  });

  it('approves with a limit: Home changes at once, and the audit names the operator', async () => {
    const { orderNo, b } = await borrowerInReview(t);
    const res = await reviewer.call('POST', `/api/admin/orders/${orderNo}/decision`, {
      outcome: 'approve',
      limit: 500_000,
    });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 14 } });
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'success' });
    expect(await lastAudit()).toMatchObject({
      action: 'order.decision',
      actor: reviewer.email,
      operatorId: expect.any(Number),
      before: { status: 1 },
      after: { status: 14 },
    });
  });

  it('a reviewer must give a reason to reject; the audit keeps it', async () => {
    const { orderNo, b } = await borrowerInReview(t);
    const bare = await reviewer.call('POST', `/api/admin/orders/${orderNo}/decision`, { outcome: 'reject' });
    expect(bare.json()).toMatchObject({ code: 400100, data: { errors: [{ field: 'reason' }] } });
    const res = await reviewer.call('POST', `/api/admin/orders/${orderNo}/decision`, {
      outcome: 'reject',
      reason: 'Income cannot be verified',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 9 } });
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'rejected' });
    expect(await lastAudit()).toMatchObject({
      action: 'order.decision',
      reason: 'Income cannot be verified',
      after: { status: 9 },
    });
  });
});

describe('customers', () => {
  it('masks identifiers; a reveal needs a reason and is audited without the value', async () => {
    const { b } = await borrowerInReview(t);
    const detail = (await collections.call('GET', `/api/admin/customers/${b.userId}`)).json().data.customer;
    expect(detail.masked.account).toMatch(/^•+\d{4}$/);
    expect(detail.masked.bvn).toMatch(/^•+\d{4}$/);
    const noReason = await collections.call('POST', `/api/admin/customers/${b.userId}/reveal`, {
      field: 'bvn',
      reason: '',
    });
    expect(noReason.json()).toMatchObject({
      code: 400100,
      msg: 'Say why you need to see this (at least 5 characters)',
    });
    const before = await lastAudit();
    expect(before?.action).not.toBe('customer.reveal');
    const res = await collections.call('POST', `/api/admin/customers/${b.userId}/reveal`, {
      field: 'bvn',
      reason: 'Borrower called about a payment',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { field: 'bvn', value: bankFormOf(b).bvn } });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'customer.reveal',
      actor: collections.email,
      target: `user:${b.userId}`,
      reason: 'Borrower called about a payment',
      after: { field: 'bvn' },
    });
    expect(JSON.stringify(audit)).not.toContain(bankFormOf(b).bvn);
    const list = (await collections.call('GET', '/api/admin/customers')).json().data;
    expect(list.items[0].mobile).toMatch(/^•+\d{4}$/);
  });
});

describe('audit log, operators, products; then loans months later', () => {
  it('pages the audit log by key; every write so far is in it', async () => {
    const created = await admin.call('POST', '/api/admin/operators', { email: 'pager@presta.test', role: 'reviewer' });
    expect(created.json().data.oneTimePassword).toMatch(/^\w{20}$/);
    const first = (await admin.call('GET', '/api/admin/audit')).json().data;
    expect(first.items[0]).toMatchObject({
      action: 'operator.create',
      actor: admin.email,
      after: { email: 'pager@presta.test', role: 'reviewer' },
    });
    const actions = new Set<string>();
    let after: number | null = null;
    do {
      const pageData: { items: { id: number; action: string }[]; next: number | null } = (
        await admin.call('GET', `/api/admin/audit${after ? `?after=${after}` : ''}`)
      ).json().data;
      pageData.items.forEach((i) => actions.add(i.action));
      after = pageData.next;
    } while (after);
    expect([...actions]).toEqual(
      expect.arrayContaining([
        'order.decision',
        'customer.reveal',
        'operator.create',
        'operator.password_changed',
        'operator.totp_enrolled',
      ]),
    );
  });

  it('admins change roles (sessions end) but never their own', async () => {
    const target = await signInOperator(t, 'reviewer');
    const list = (await admin.call('GET', '/api/admin/operators')).json().data.operators;
    const row = list.find((o: { email: string }) => o.email === target.email);
    const me = list.find((o: { email: string }) => o.email === admin.email);
    expect((await admin.call('PATCH', `/api/admin/operators/${me.id}`, { role: 'reviewer' })).json().code).toBe(400905);
    const res = await admin.call('PATCH', `/api/admin/operators/${row.id}`, { role: 'collections' });
    expect(res.json()).toMatchObject({ code: 0, data: { operator: { role: 'collections' } } });
    expect((await target.call('GET', '/api/admin/auth/me')).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'operator.update',
      before: { role: 'reviewer' },
      after: { role: 'collections' },
    });
  });

  it('product and setting edits by an operator are audited with before and after', async () => {
    const products = (await admin.call('GET', '/api/admin/products?packageName=com.presta.mx')).json().data.products;
    // A price edit is a request for a second admin's approval (decision 0073): audited as such, the product unchanged.
    await admin.call('PATCH', `/api/admin/products/${products[0].id}`, { dailyInterestPpm: 700 });
    expect(await lastAudit()).toMatchObject({
      action: 'product.priceChange.request',
      actor: admin.email,
      before: { dailyInterestPpm: products[0].dailyInterestPpm },
      after: { dailyInterestPpm: 700 },
    });
    await admin.call('PATCH', `/api/admin/products/${products[0].id}`, { name: 'Presta Ya' });
    expect(await lastAudit()).toMatchObject({
      action: 'product.update',
      actor: admin.email,
      before: { name: products[0].name },
      after: { name: 'Presta Ya', dailyInterestPpm: products[0].dailyInterestPpm },
    });
    const hours = { opensAt: '08:00', closesAt: '17:00', days: [1, 2, 3, 4, 5] };
    expect((await admin.call('PUT', '/api/admin/app-settings/com.presta.mx/customerService', hours)).json().code).toBe(
      0,
    );
    expect(
      (await admin.call('GET', '/api/admin/app-settings/com.presta.mx')).json().data.settings.customerService,
    ).toEqual(hours);
    expect(await lastAudit()).toMatchObject({ action: 'setting.update', after: hours });
  });

  it('a disbursed loan shows in its days-past-due bucket with its ledger and timeline', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).code).toBe(0);
    await drain(t);
    const current = (await collections.call('GET', '/api/admin/loans?market=ng&bucket=current')).json().data;
    expect(current.items.map((i: { orderNo: string }) => i.orderNo)).toContain(orderNo);
    t.clock.advance(95 * 86_400_000);
    // Months later: a fresh sign-in (sessions end after 30 idle minutes).
    collections = await signInOperator(t, 'collections');
    const late = (await collections.call('GET', '/api/admin/loans?market=ng&bucket=1-7')).json().data;
    expect(late.items.find((i: { orderNo: string }) => i.orderNo === orderNo)).toMatchObject({
      status: 2,
      daysPastDue: expect.any(Number),
    });
    expect(
      (await collections.call('GET', '/api/admin/loans?market=ng&bucket=current'))
        .json()
        .data.items.map((i: { orderNo: string }) => i.orderNo),
    ).not.toContain(orderNo);
    const detail = (await collections.call('GET', `/api/admin/orders/${orderNo}`)).json().data;
    expect(detail.ledger.length).toBeGreaterThan(0);
    expect(detail.timeline.map((s: { to: number }) => s.to)).toEqual(expect.arrayContaining([14, 7, 2]));
    const dash = (await collections.call('GET', '/api/admin/dashboard?packageName=com.presta.ng&weeks=52')).json().data;
    expect(dash.cohorts.reduce((s: number, c: { disbursed: number }) => s + c.disbursed, 0)).toBeGreaterThanOrEqual(
      1_000_000,
    );
    expect(dash.cohorts[0]).toMatchObject({
      week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      applications: expect.any(Number),
      approvalRate: expect.any(Number),
    });

    // Paid off months late: a finished loan is no longer past due, whatever its due date was.
    const payer = await signInAgain(t, b);
    const owed = (await payer.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    const card = await payer.call('/repay/paystack/authorization', { orderNo, amount: owed });
    const paid = (
      await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target: card.data.reference } })
    ).json();
    expect(paid.data.ok).toBe(true);
    const finished = (await collections.call('GET', '/api/admin/loans?market=ng&status=4')).json().data;
    expect(finished.items.find((i: { orderNo: string }) => i.orderNo === orderNo)).toMatchObject({
      status: 4,
      daysPastDue: null,
    });
  });
});
