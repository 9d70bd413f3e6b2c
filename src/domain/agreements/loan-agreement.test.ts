import { describe, expect, it } from 'vitest';
import { LANGUAGES, MARKETS, type Language, type Market } from '../markets/market';
import { formatMoney } from '../money/money';
import { DEMO_PRODUCTS } from '../pricing/demo-products';
import { formatBps } from '../pricing/format-bps';
import { quoteLoan } from '../pricing/quote';
import { fillTemplate } from './html-escape';
import {
  CURRENT_LOAN_AGREEMENT_VERSION,
  isLoanAgreementVersion,
  LOAN_AGREEMENT_VERSIONS,
  renderLoanAgreement,
  type LoanAgreementVersion,
} from './loan-agreement';
import type { LoanAgreementFigures } from './loan-agreement-figures';

function figures(market: Market, overrides: Partial<LoanAgreementFigures['borrower']> = {}): LoanAgreementFigures {
  const product = { id: 1, ...DEMO_PRODUCTS.find((p) => p.market === market && p.code === 'flex')! };
  const quote = quoteLoan({ product, amount: 1_000_000, days: 120, startDate: '2026-11-20' });
  return {
    orderNo: 'PR261120ABCDEFGH',
    market,
    agreementDate: '2026-11-20',
    lender: { appName: 'Presta', supportEmail: market === 'ng' ? 'support.ng@presta.app' : 'soporte.mx@presta.app' },
    borrower: {
      fullName: market === 'ng' ? 'Ada Okafor' : 'Emma Gómez Díaz',
      idLabel: market === 'ng' ? 'BVN' : 'CURP',
      idMasked: market === 'ng' ? '*******6789' : '**************ZM01',
      ...overrides,
    },
    quote,
    rates: { processingFeePpmPerDay: product.processingFeePpmPerDay, feeTaxPpm: product.feeTaxPpm },
  };
}

/** The text of the document without tags, whitespace collapsed, for readable assertions. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderLoanAgreement', () => {
  it('states every figure of the real quote (Nigeria, English, APR)', () => {
    const f = figures('ng');
    const q = f.quote;
    const html = renderLoanAgreement(f, 'en', 'loan-v1');
    const text = textOf(html);
    const money = (n: number) => formatMoney(n, 'NGN', { alwaysCents: true });
    // ₦10,000 for 120 days: fee 0.04 %/day = ₦480, VAT 7.5 % = ₦36, interest 0.09 %/day = ₦1,080.
    expect([q.processingFee, q.feeTax, q.interest, q.received, q.repayment]).toEqual([
      48_000, 3_600, 108_000, 948_400, 1_108_000,
    ]);
    for (const figure of [
      'Loan agreement',
      'PR261120ABCDEFGH',
      'Presta',
      'Ada Okafor',
      'BVN *******6789',
      'Nigeria',
      `Principal (loan amount) ${money(1_000_000)}`,
      'Tenure 120 days',
      `Processing fee ${money(48_000)}`,
      `Tax on the processing fee ${money(3_600)}`,
      `Interest ${money(108_000)}`,
      `Amount you receive ${money(948_400)}`,
      `Amount to repay ${money(1_108_000)}`,
      'Due date 20 Mar 2027',
      'Expected disbursement date 20 Nov 2026',
      'made on 20 Nov 2026',
      `Annual percentage rate (APR) ${formatBps(q.apr)}`,
      `Penalty per overdue day ${money(q.penaltyPerDay)}`,
      `Rollover fee ${money(q.rolloverFee)}`,
      '7 days later',
      '0.04% of the principal per day',
      '(7.5%)',
      '0.09% of the principal per day',
      'Federal Republic of Nigeria',
      'FCCPC',
      'Nigeria Data Protection Act 2023',
      'support.ng@presta.app',
      'until the money leaves the lender',
      'loan-v1',
    ])
      expect(text).toContain(figure);
    expect(text).not.toContain('CAT');
    // Dates as every screen writes them (issue 21 point 9), never as the API sends them.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(html).not.toMatch(/\{\{\w*\}\}/);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('@media print');
    expect(html).toContain('data-agreement-version="loan-v1"');
  });

  it('states the CAT to one decimal, without VAT, under Mexican law (Spanish)', () => {
    const f = figures('mx');
    const text = textOf(renderLoanAgreement(f, 'es', 'loan-v1'));
    const money = (n: number) => formatMoney(n, 'MXN', { alwaysCents: true });
    for (const figure of [
      'Contrato de préstamo',
      'Emma Gómez Díaz',
      'CURP **************ZM01',
      'México',
      `Monto del préstamo (capital) ${money(1_000_000)}`,
      'Plazo 120 días',
      `Monto que recibe el acreditado ${money(f.quote.received)}`,
      `Monto a pagar ${money(f.quote.repayment)}`,
      `CAT (Costo Anual Total) sin IVA ${formatBps(f.quote.cat, 1)}`,
      'para fines informativos y de comparación',
      'CONDUSEF',
      'Ley Federal de Protección de Datos Personales',
      'soporte.mx@presta.app',
      'celebra el 20 nov 2026',
      '20 mar 2027',
    ])
      expect(text).toContain(figure);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('APR');
  });

  it("loan-v2 names Mexico's IVA on the fee, the interest, each day's penalty and the rollover fee, and dates the CAT (decision 0089)", () => {
    const f = figures('mx');
    // Flex, $10,000 MXN for 120 days: fee 1,000,000 × 0.0004 × 120 = 48,000, IVA 16 % = 7,680; interest 1,000,000 ×
    // 0.0009 × 120 =
    // 108,000, IVA 17,280; repayment 1,000,000 + 108,000 + 17,280 = 1,125,280; a day's penalty 20,000, IVA 3,200;
    // rollover 6,300, IVA 1,008.
    expect([
      f.quote.feeTax,
      f.quote.interestTax,
      f.quote.repayment,
      f.quote.penaltyTaxPerDay,
      f.quote.rolloverFeeTax,
    ]).toEqual([7_680, 17_280, 1_125_280, 3_200, 1_008]);
    const money = (n: number) => formatMoney(n, 'MXN', { alwaysCents: true });
    const es = textOf(renderLoanAgreement(f, 'es', 'loan-v2'));
    for (const figure of [
      `IVA de la comisión por apertura ${money(7_680)}`,
      `Intereses ${money(108_000)} IVA de los intereses ${money(17_280)}`,
      `Monto a pagar ${money(1_125_280)}`,
      `el IVA de los intereses es ${money(17_280)} (16% de los intereses)`,
      'el capital, los intereses y el IVA de los intereses',
      `(${money(3_200)} sobre ${money(20_000)})`,
      `${money(6_300)} más ${money(1_008)} de IVA`,
      `CAT (Costo Anual Total) sin IVA, para fines informativos y de comparación ${formatBps(f.quote.cat, 1)}`,
      `es de ${formatBps(f.quote.cat, 1)} sin IVA, calculado al 20 nov 2026, para fines informativos y de comparación`,
      'loan-v2',
    ])
      expect(es).toContain(figure);
    const en = textOf(renderLoanAgreement(f, 'en', 'loan-v2'));
    for (const figure of [`IVA (VAT) on the interest ${money(17_280)}`, `without IVA (VAT), computed on Nov 20, 2026`])
      expect(en).toContain(figure);
  });

  it('loan-v2 in Nigeria: VAT on the fee, none on the interest, the APR unchanged in form', () => {
    const f = figures('ng');
    const money = (n: number) => formatMoney(n, 'NGN', { alwaysCents: true });
    const text = textOf(renderLoanAgreement(f, 'en', 'loan-v2'));
    // ₦10,000 for 120 days: VAT 7.5 % of the ₦480 fee = ₦36; interest exempt.
    for (const figure of [
      `VAT on the processing fee ${money(3_600)}`,
      `VAT on the interest ${money(0)}`,
      `Amount to repay ${money(1_108_000)}`,
      `Annual percentage rate (APR) ${formatBps(f.quote.apr)}`,
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('IVA');
    expect(text).not.toContain('CAT');
  });

  it('escapes every interpolated value', () => {
    const hostile = '<script>alert("x")</script> O\'Brien & <b>Co</b>';
    const f = figures('ng', { fullName: hostile, idMasked: '"><img src=x onerror=alert(1)>' });
    const html = renderLoanAgreement(
      { ...f, orderNo: '<i>PR1</i>', lender: { appName: 'A&B <Loans>', supportEmail: 'x"@y' } },
      'en',
      'loan-v1',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Co');
    expect(html).not.toContain('<i>PR1');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(html).toContain('A&amp;B &lt;Loans&gt;');
    expect(html).toContain('x&quot;@y');
  });

  it('renders every version in every language for every market, with no placeholder left', () => {
    for (const version of Object.keys(LOAN_AGREEMENT_VERSIONS) as LoanAgreementVersion[]) {
      for (const lang of LANGUAGES as readonly Language[]) {
        for (const market of MARKETS) {
          const html = renderLoanAgreement(figures(market), lang, version);
          expect(html).not.toMatch(/\{\{\w*\}\}/);
          expect(html).toContain(`<html lang="${lang}">`);
        }
      }
    }
  });

  it('is deterministic and versioned', () => {
    expect(renderLoanAgreement(figures('ng'), 'en', 'loan-v1')).toBe(
      renderLoanAgreement(figures('ng'), 'en', 'loan-v1'),
    );
    expect(renderLoanAgreement(figures('ng'), 'en', 'loan-v1')).not.toBe(
      renderLoanAgreement(figures('ng'), 'es', 'loan-v1'),
    );
    // loan-v2 names the tax on interest, penalty and rollover fee (decision 0089); loan-v1 stays renderable.
    // loan-v3 states how interest is earned (decision 0095).
    expect(CURRENT_LOAN_AGREEMENT_VERSION).toBe('loan-v3');
    expect(isLoanAgreementVersion('loan-v3')).toBe(true);
    expect(isLoanAgreementVersion('loan-v1')).toBe(true);
    expect(isLoanAgreementVersion('loan-v2')).toBe(true);
    expect(isLoanAgreementVersion('loan-v0')).toBe(false);
    expect(() => renderLoanAgreement(figures('ng'), 'en', 'loan-v0' as LoanAgreementVersion)).toThrow(RangeError);
  });

  it('loan-v3 states the interest rule of the loan, in both languages (decision 0095)', () => {
    // Products earn for the days used unless an operator switches them to the whole term (decision 0104).
    const base = figures('mx');
    expect(base.quote.interestBasis).toBe('daysUsed');
    const daysUsed = { ...base, quote: { ...base.quote, interestBasis: 'daysUsed' as const, minInterestDays: 1 } };
    expect(renderLoanAgreement(daysUsed, 'es', 'loan-v3')).toContain('al menos 1 día, más');
    expect(renderLoanAgreement(daysUsed, 'en', 'loan-v3')).toContain(
      'Interest is earned only for the days the money is out',
    );
    const term = { ...daysUsed, quote: { ...daysUsed.quote, interestBasis: 'term' as const } };
    expect(renderLoanAgreement(term, 'es', 'loan-v3')).toContain('Los intereses son por todo el plazo');
    expect(renderLoanAgreement(term, 'en', 'loan-v3')).toContain('Interest is for the whole term');
    expect(renderLoanAgreement(daysUsed, 'en', 'loan-v2')).not.toContain('days the money is out');
  });

  it("names the contract's RECA registration in Mexico only when the deployment holds it (decision 0078)", () => {
    const without = renderLoanAgreement(figures('mx'), 'es', 'loan-v1');
    expect(without).not.toContain('RECA');
    expect(without).not.toContain('data-registration');
    const mx = figures('mx');
    const withReca = { ...mx, lender: { ...mx.lender, contractRegistration: '1234-567-012345/01-01234-0125' } };
    expect(textOf(renderLoanAgreement(withReca, 'es', 'loan-v1'))).toContain(
      'Número de registro del contrato de adhesión ante la CONDUSEF (RECA) 1234-567-012345/01-01234-0125',
    );
    expect(textOf(renderLoanAgreement(withReca, 'en', 'loan-v1'))).toContain(
      'Registration of this adhesion contract with CONDUSEF (RECA) 1234-567-012345/01-01234-0125',
    );
    // Nigeria has no RECA: a number given by mistake is never shown there.
    const ng = figures('ng');
    expect(
      renderLoanAgreement({ ...ng, lender: { ...ng.lender, contractRegistration: '1234' } }, 'en', 'loan-v1'),
    ).not.toContain('RECA');
  });

  it('shows a dash when the borrower has no identity number on file', () => {
    expect(textOf(renderLoanAgreement(figures('ng', { idMasked: null }), 'en', 'loan-v1'))).toContain(
      'Borrower identification —',
    );
  });
});

describe('fillTemplate', () => {
  it('fills placeholders with escaped values and refuses a missing one', () => {
    expect(fillTemplate('Hi {{name}}, {{name}}!', { name: '<b>' })).toBe('Hi &lt;b&gt;, &lt;b&gt;!');
    expect(() => fillTemplate('Hi {{nobody}}', {})).toThrow('{{nobody}}');
  });
});
