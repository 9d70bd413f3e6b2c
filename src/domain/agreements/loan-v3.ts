import type { Language } from '../markets/market';
import type { AgreementText } from './loan-v1';
import { LOAN_V2 } from './loan-v2';

/**
 * Version 'loan-v3': loan-v2 with the rule by which interest is earned (decision 0095), stated
 * after the interest paragraph — for the days the money is out, or for the whole term — in the
 * borrower's language ({{interestRule}}, INTEREST_RULE_TEXT). Every other clause is loan-v2's.
 */

function withRule(base: AgreementText): AgreementText {
  return {
    ...base,
    sections: base.sections.map((s, i) =>
      i === 0
        ? {
            heading: s.heading,
            paragraphs: [...s.paragraphs.slice(0, 2), '{{interestRule}}', ...s.paragraphs.slice(2)],
          }
        : s,
    ),
  };
}

export const LOAN_V3: Readonly<Record<Language, AgreementText>> = {
  en: withRule(LOAN_V2.en),
  es: withRule(LOAN_V2.es),
};

/** The rule's sentence per basis; {{minInterestDays}} and {{dailyInterestRate}} are filled like any figure. */
export const INTEREST_RULE_TEXT: Record<Language, Record<'daysUsed' | 'term', string>> = {
  en: {
    daysUsed:
      'Interest is earned only for the days the money is out: the day it is paid out is day 0 and each calendar day after it counts one day, in the time zone of {{marketName}}. Repaying everything before the due date, the borrower pays {{dailyInterestRate}} of the principal for each day up to the day of payment, at least {{minInterestDays}}, plus its tax, and the interest and tax for the remaining days are not charged. A partial payment does not change the daily interest, which is always on the principal lent. Repaying on or after the due date, the interest is the amount above.',
    term: 'Interest is for the whole term: repaying before the due date does not reduce it.',
  },
  es: {
    daysUsed:
      'Los intereses se generan solo por los días que el dinero está prestado: el día del depósito es el día 0 y cada día natural posterior cuenta un día, en la zona horaria de {{marketName}}. Si paga todo antes de la fecha de vencimiento, el acreditado paga {{dailyInterestRate}} del capital por cada día hasta el día del pago, al menos {{minInterestDays}}, más su impuesto, y no se cobran los intereses ni el impuesto de los días restantes. Un pago parcial no cambia el interés diario, que siempre se calcula sobre el capital prestado. Si paga en la fecha de vencimiento o después, los intereses son el monto indicado arriba.',
    term: 'Los intereses son por todo el plazo: pagar antes de la fecha de vencimiento no los reduce.',
  },
};
