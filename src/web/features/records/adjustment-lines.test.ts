// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money/money';
import { loadNamespace, translate } from '../../i18n/i18n';

/** An operator's adjustment on the borrower's statement, in their words (decision 0087). */
const line = (lang: 'en' | 'es', event: string, amount: string) =>
  translate(lang, ['loan'], `statement.money.${event}`, { amount });

beforeAll(async () => {
  await Promise.all([loadNamespace('en', 'loan'), loadNamespace('es', 'loan')]);
});

describe('statement lines of adjustments', () => {
  it('say what was forgiven or moved, in English and Spanish', () => {
    expect(line('en', 'penaltyWaived', formatMoney(50_000, 'NGN'))).toBe('Penalty waived: ₦500');
    expect(line('es', 'penaltyWaived', formatMoney(5_000, 'MXN'))).toBe('Penalización condonada: $50');
    expect(line('es', 'interestWaived', '$10')).toBe('Interés condonado: $10');
    expect(line('en', 'writtenOff', '₦6,409.50')).toBe('Loan passed to recovery: ₦6,409.50 still to pay');
    expect(line('es', 'restructured', '$400')).toBe(
      'Préstamo reestructurado: nueva fecha de pago, penalización de $400 condonada',
    );
  });

  it('name the interest an early payoff saved (decision 0104)', () => {
    expect(line('en', 'interestSaved', formatMoney(79_380, 'NGN'))).toBe(
      'Paid off early: ₦793.80 of interest (and its tax) for the days not used is not charged',
    );
    expect(line('es', 'interestSaved', formatMoney(92_081, 'MXN'))).toBe(
      'Pagado antes de tiempo: no se cobran $920.81 de intereses (con su impuesto) por los días no usados',
    );
  });
});
