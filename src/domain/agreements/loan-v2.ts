import type { Language } from '../markets/market';
import { FIGURE_ROWS, LOAN_V1, type AgreementText, type FigureRow } from './loan-v1';

/**
 * Version 'loan-v2': loan-v1 with the tax where each market's law puts it (decision 0089). The
 * tax is named as the market names it (IVA in Mexico, VAT in Nigeria) on the fee, the interest,
 * each day's penalty and the rollover fee, with its own row for the interest; the CAT is stated
 * without IVA with the day it was computed. Every other clause is loan-v1's, word for word.
 */

const ROWS: readonly FigureRow[] = FIGURE_ROWS.flatMap((row): FigureRow[] =>
  row === 'interest' ? ['interest', 'interestTax'] : [row],
);

/** loan-v1's sections with the paragraphs this version words differently (by section index). */
function sections(base: AgreementText, changed: Record<number, string[]>): AgreementText['sections'] {
  return base.sections.map((s, i) => (changed[i] ? { heading: s.heading, paragraphs: changed[i] } : s));
}

const V1_EN = LOAN_V1.en;
const V1_ES = LOAN_V1.es;

const EN: AgreementText = {
  ...V1_EN,
  rows: ROWS,
  figureLabels: { ...V1_EN.figureLabels, interestTax: 'Tax on the interest' },
  sections: sections(V1_EN, {
    0: [
      "The lender lends the borrower {{amount}} for {{days}} days. A processing fee of {{processingFee}} ({{processingFeeRate}} of the principal per day of tenure) and {{taxName}} of {{feeTax}} on that fee ({{feeTaxRate}}) are deducted before payment, so {{received}} is paid into the borrower's bank account.",
      'Interest is {{interest}} ({{dailyInterestRate}} of the principal per day, simple interest, fixed now), and {{taxName}} on the interest is {{interestTax}} ({{interestTaxRate}} of the interest). On the due date the borrower repays {{repayment}}: the principal, the interest and the {{taxName}} on the interest. Nothing else is charged when the loan is repaid on time.',
      '{{costNote}}',
    ],
    2: [
      "If the loan is not repaid by the due date, a penalty of {{penaltyRate}} of the principal still outstanding is charged for each overdue day ({{penaltyPerDay}} while the whole principal is outstanding), plus {{taxName}} of {{interestTaxRate}} on each day's penalty ({{penaltyTaxPerDay}} on {{penaltyPerDay}}). Penalties are never charged on interest or on earlier penalties, and in total they never exceed the principal outstanding.",
    ],
    3: [
      'The borrower may extend the loan by paying a rollover fee of {{rolloverFee}} plus {{rolloverFeeTax}} of {{taxName}} on it. The due date then moves {{rolloverDays}} days later, counted from the current due date. The fee does not reduce the amount owed. Extending is optional and is confirmed separately each time.',
    ],
  }),
  market: {
    ng: {
      ...V1_EN.market.ng,
      taxName: 'VAT',
      labels: { feeTax: 'VAT on the processing fee', interestTax: 'VAT on the interest' },
      costNote:
        'The annual percentage rate (APR) of this loan is {{costValue}}: the total cost of credit (interest, processing fee and the taxes) over the amount received, for a 365-day year.',
    },
    mx: {
      ...V1_EN.market.mx,
      taxName: 'IVA (VAT)',
      labels: { feeTax: 'IVA (VAT) on the processing fee', interestTax: 'IVA (VAT) on the interest' },
      costLabel: 'CAT (total annual cost) without IVA (VAT), for information and comparison purposes',
      costNote:
        'The CAT (total annual cost) of this loan is {{costValue}} without IVA (VAT), computed on {{agreementDate}}, for information and comparison purposes.',
    },
  },
};

const ES: AgreementText = {
  ...V1_ES,
  rows: ROWS,
  figureLabels: { ...V1_ES.figureLabels, interestTax: 'Impuesto sobre los intereses' },
  sections: sections(V1_ES, {
    0: [
      'El prestamista presta al acreditado {{amount}} por {{days}} días. Antes del depósito se descuentan una comisión por apertura de {{processingFee}} ({{processingFeeRate}} del capital por día de plazo) y el {{taxName}} de esa comisión, {{feeTax}} ({{feeTaxRate}}), de modo que se depositan {{received}} en la cuenta bancaria del acreditado.',
      'Los intereses son {{interest}} ({{dailyInterestRate}} del capital por día, interés simple, fijado ahora) y el {{taxName}} de los intereses es {{interestTax}} ({{interestTaxRate}} de los intereses). En la fecha de vencimiento el acreditado paga {{repayment}}: el capital, los intereses y el {{taxName}} de los intereses. No se cobra nada más si el préstamo se paga a tiempo.',
      '{{costNote}}',
    ],
    2: [
      'Si el préstamo no se paga en la fecha de vencimiento, se cobra una penalización de {{penaltyRate}} del capital pendiente por cada día de atraso ({{penaltyPerDay}} mientras todo el capital siga pendiente), más el {{taxName}} de {{interestTaxRate}} sobre la penalización de cada día ({{penaltyTaxPerDay}} sobre {{penaltyPerDay}}). La penalización nunca se calcula sobre intereses ni sobre penalizaciones anteriores y en total nunca supera el capital pendiente.',
    ],
    3: [
      'El acreditado puede prorrogar el préstamo pagando una comisión por prórroga de {{rolloverFee}} más {{rolloverFeeTax}} de {{taxName}}. La fecha de vencimiento se recorre entonces {{rolloverDays}} días, contados desde la fecha de vencimiento vigente. La comisión no reduce el monto adeudado. La prórroga es opcional y se confirma por separado cada vez.',
    ],
  }),
  market: {
    ng: {
      ...V1_ES.market.ng,
      taxName: 'IVA (VAT)',
      labels: { feeTax: 'IVA (VAT) de la comisión', interestTax: 'IVA (VAT) de los intereses' },
      costNote:
        'La tasa anual (APR) de este préstamo es {{costValue}}: el costo total del crédito (intereses, comisión e impuestos) sobre el monto recibido, en un año de 365 días.',
    },
    mx: {
      ...V1_ES.market.mx,
      taxName: 'IVA',
      labels: { feeTax: 'IVA de la comisión por apertura', interestTax: 'IVA de los intereses' },
      costLabel: 'CAT (Costo Anual Total) sin IVA, para fines informativos y de comparación',
      costNote:
        'El CAT (Costo Anual Total) de este préstamo es de {{costValue}} sin IVA, calculado al {{agreementDate}}, para fines informativos y de comparación.',
    },
  },
};

export const LOAN_V2: Readonly<Record<Language, AgreementText>> = { en: EN, es: ES };
