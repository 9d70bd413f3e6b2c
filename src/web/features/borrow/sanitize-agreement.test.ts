import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderLoanAgreement } from '../../../domain/agreements/loan-agreement';
import type { LoanAgreementFigures } from '../../../domain/agreements/loan-agreement-figures';
import { DEMO_PRODUCTS } from '../../../domain/pricing/demo-products';
import { quoteLoan } from '../../../domain/pricing/quote';
import { AGREEMENT_CSP, sanitizeAgreementHtml } from './sanitize-agreement';

const win = new JSDOM('').window as unknown as Window & typeof globalThis;
const clean = (html: string) => sanitizeAgreementHtml(html, win);
const body = (html: string) => clean(`<html><head></head><body>${html}</body></html>`);

describe('the agreement sanitiser (DOMPurify with an allow-list)', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', /<script|alert/i],
    [
      'event handlers',
      '<p onclick="alert(1)" onmouseover="x()">a</p><img src=x onerror=alert(1)>',
      /onclick|onmouseover|onerror|<img/i,
    ],
    [
      'javascript: URLs',
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,<script>1</script>">z</a>',
      /javascript|data:text/i,
    ],
    [
      'style attributes and expressions',
      '<p style="width:expression(alert(1));background:url(https://evil/x)">a</p>',
      /style=|expression|evil/i,
    ],
    [
      'a style sheet that loads or runs things',
      '<style>@import "https://evil/x.css"; body{background:url(https://evil/y)}</style><p>a</p>',
      /@import|evil/i,
    ],
    [
      'svg tricks',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a><animate onbegin="alert(1)"/></svg>',
      /<svg|alert|javascript/i,
    ],
    [
      'mathml tricks',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      /<math|onerror|alert/i,
    ],
    [
      'forms, frames, objects, base, meta refresh',
      '<form action="https://evil"><input name=a><button>b</button></form><iframe src="https://evil"></iframe><object data="x"></object><embed src="x"><base href="https://evil/"><meta http-equiv="refresh" content="0;url=https://evil">',
      /<form|<input|<button|<iframe|<object|<embed|<base|refresh|evil/i,
    ],
    [
      'mutation XSS through noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      /onerror|alert/i,
    ],
    ['data attributes but ours', '<p data-bind="x" data-agreement-version="loan-v1">a</p>', /data-bind/],
  ])('removes %s', (_name, hostile, forbidden) => {
    const out = body(hostile);
    expect(out).not.toMatch(forbidden);
  });

  it('keeps safe links, opened apart from the app', () => {
    const out = body(
      '<p><a href="mailto:support@presta.app">mail</a> <a href="https://presta.app/terms">terms</a></p>',
    );
    expect(out).toContain('href="mailto:support@presta.app"');
    expect(out).toContain('href="https://presta.app/terms" target="_blank" rel="noopener noreferrer"');
  });

  it('keeps the legitimate agreement markup the server renders, and puts the CSP first in <head>', () => {
    const product = { id: 1, ...DEMO_PRODUCTS.find((p) => p.market === 'ng' && p.code === 'flex')! };
    const figures: LoanAgreementFigures = {
      orderNo: 'PR261120ABCDEFGH',
      market: 'ng',
      agreementDate: '2026-11-20',
      lender: { appName: 'Presta', supportEmail: 'support.ng@presta.app' },
      borrower: { fullName: 'Ada Okafor', idLabel: 'BVN', idMasked: '*******6789' },
      quote: quoteLoan({ product, amount: 1_000_000, days: 120, startDate: '2026-11-20' }),
      rates: { processingFeePpmPerDay: product.processingFeePpmPerDay, feeTaxPpm: product.feeTaxPpm },
    };
    const html = renderLoanAgreement(figures, 'en', 'loan-v1');
    const out = clean(html);
    const doc = new JSDOM(out).window.document;
    const original = new JSDOM(html).window.document;
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      AGREEMENT_CSP,
    );
    expect(doc.body.textContent).toBe(original.body.textContent);
    for (const tag of ['article', 'h1', 'h2', 'p', 'table', 'th', 'td', 'strong']) {
      expect(doc.querySelectorAll(tag).length, tag).toBe(original.querySelectorAll(tag).length);
    }
    expect(doc.querySelector('style')?.textContent).toBe(original.querySelector('style')?.textContent);
    expect(doc.title).toBe(original.title);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
  });
});
