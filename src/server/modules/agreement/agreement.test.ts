import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money/money';
import { formatBps } from '../../../domain/pricing/format-bps';
import { bankFormOf } from '../../test/profile-fixtures';
import { buildTestApp, type TestApp } from '../../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode } from '../../test/money-fixtures';
import { sha256Hex } from './agreement-document';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('/loan/loanAgreement', () => {
  it('renders the real figures of the chosen amount and term, the borrower named and their BVN masked', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const res = await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ orderNo, kind: 'loan', version: 'loan-v3', language: 'en' });
    expect(res.data.sha256).toBe(sha256Hex(res.data.html));
    const info = await b.call('/loan/confirm/product-info', { orderNo, amount: 1_000_000, days: 91 });
    const q = info.data.quote;
    const body = text(res.data.html);
    for (const figure of [
      'Ada Okafor',
      `BVN *******${bankFormOf(b).bvn!.slice(-4)}`,
      `Principal (loan amount) ${formatMoney(q.amount, 'NGN', { alwaysCents: true })}`,
      `Amount you receive ${formatMoney(q.received, 'NGN', { alwaysCents: true })}`,
      `Amount to repay ${formatMoney(q.repayment, 'NGN', { alwaysCents: true })}`,
      // The market's date in the borrower's language, as every screen shows it (issue 21.9), never ISO.
      `Due date ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${q.dueDate}T00:00:00Z`))}`,
      `Annual percentage rate (APR) ${formatBps(q.apr)}`,
      'support.ng@presta.app',
    ])
      expect(body).toContain(figure);
    expect(res.data.html).not.toContain('0000014570');
    expect(body).not.toContain(q.dueDate);
  });

  it('speaks the request language, and in Mexico shows the CAT and the masked CURP', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'mx');
    const res = await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 }, { lang: 'es' });
    expect(res.data.language).toBe('es');
    const body = text(res.data.html);
    expect(body).toContain('Contrato de préstamo');
    expect(body).toMatch(/CURP \*{14}[A-Z0-9]{4}/);
    expect(body).toContain('CAT (Costo Anual Total) sin IVA');
    expect(
      text((await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 }, { lang: 'en' })).data.html),
    ).toContain('Loan agreement');
  });

  it("names the contract's RECA number only when the deployment holds it (decision 0078)", async () => {
    const { b, orderNo } = await approvedBorrower(t, 'mx');
    expect(
      (await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 }, { lang: 'es' })).data.html,
    ).not.toContain('RECA');
    const withReca = await buildTestApp({
      registrations: { fccpcNg: null, condusefMx: null, recaMx: '1234-567-012345/01-01234-0125' },
    });
    try {
      const mx = await approvedBorrower(withReca, 'mx');
      const body = text(
        (await mx.b.call('/loan/loanAgreement', { orderNo: mx.orderNo, amount: 1_000_000, days: 91 }, { lang: 'es' }))
          .data.html,
      );
      expect(body).toContain('(RECA) 1234-567-012345/01-01234-0125');
    } finally {
      await withReca.close();
    }
  });

  it("refuses an amount above the limit and another borrower's order", async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng', 1_000_000);
    expect((await b.call('/loan/loanAgreement', { orderNo, amount: 1_500_000, days: 91 })).data).toMatchObject({
      errors: [{ field: 'amount' }],
    });
    const other = await approvedBorrower(t);
    expect(await other.b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 })).toMatchObject({
      code: 404100,
    });
  });
});

describe('accepted agreements: contract and list', () => {
  it('stores the text accepted at get-money; the contract and the list show it to its owner only', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    expect(await b.call('/loan/get-money/contract', { orderNo })).toMatchObject({ code: 404100 });
    expect((await b.call('/loan/agreement/list', {})).data.agreements).toEqual([]);

    const shown = await b.call('/loan/loanAgreement', { orderNo, amount: 1_000_000, days: 91 });
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', { ...confirmInput(orderNo, code), agreementSha256: shown.data.sha256 });
    await drain(t);

    const contract = await b.call('/loan/get-money/contract', { orderNo });
    expect(contract.data).toEqual({
      orderNo,
      kind: 'loan',
      version: 'loan-v3',
      language: 'en',
      html: shown.data.html,
      sha256: shown.data.sha256,
      acceptedAt: t.clock.now().toISOString(),
    });
    // After signing, /loan/loanAgreement answers the signed text, whatever is asked.
    expect((await b.call('/loan/loanAgreement', { orderNo, amount: 1_500_000, days: 91 })).data.sha256).toBe(
      shown.data.sha256,
    );

    const status = (await b.call('/loan/loan-order/latest', {})).data.order!.status;
    expect([2, 7]).toContain(status);
    expect((await b.call('/loan/agreement/list', {})).data.agreements).toEqual([
      {
        orderNo,
        kind: 'loan',
        version: 'loan-v3',
        language: 'en',
        acceptedAt: t.clock.now().toISOString(),
        amount: 1_000_000,
        currency: 'NGN',
        status,
      },
    ]);
    expect(await other.b.call('/loan/get-money/contract', { orderNo })).toMatchObject({ code: 404100 });
    expect((await other.b.call('/loan/agreement/list', {})).data.agreements).toEqual([]);
    expect(await t.call('/loan/agreement/list', {})).toMatchObject({ code: 10010301 });
  });
});
