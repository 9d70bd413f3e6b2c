// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server.node';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace, showLanguage } from '../../i18n/i18n';
import { CouponCard } from './coupon-screen';

const held = {
  id: 7,
  status: 'reserved',
  source: 'lottery',
  amount: 50_000,
  currency: 'NGN',
  quota: 0,
  expiresAt: '2026-12-01T22:59:59.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  orderNo: 'PR2611290ABC',
  reservedAt: '2026-11-02T10:00:00.000Z',
  usedAt: null,
} as const;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const) await Promise.all(['common', 'me'].map((ns) => loadNamespace(lang, ns)));
});

describe('a coupon held for a loan', () => {
  it('names the loan and says it is taken off at repayment, not an end date it does not keep (both languages)', () => {
    showLanguage('en');
    const en = text(
      renderToStaticMarkup(
        <ul>
          <CouponCard coupon={held} />
        </ul>,
      ),
    );
    expect(en).toContain('Held for loan PR2611290ABC: taken off when you repay it');
    expect(en).not.toContain('Valid until');
    showLanguage('es');
    const es = text(
      renderToStaticMarkup(
        <ul>
          <CouponCard coupon={held} />
        </ul>,
      ),
    );
    expect(es).toContain('Apartado para el préstamo PR2611290ABC: se descuenta cuando lo pagues');
    expect(es).not.toContain('Válido hasta');
  });
});
