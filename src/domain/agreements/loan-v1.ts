import type { Language, Market } from '../markets/market';

/**
 * Version 'loan-v1' of the loan agreement, in English and Spanish. These texts are trusted
 * constants; `{{name}}` placeholders are filled with escaped values at render time. A change
 * to any wording is a new version (loan-v2), never an edit here: accepted agreements are
 * stored with the version they were accepted under.
 */

export const FIGURE_ROWS = [
  'orderNo',
  'agreementDate',
  'lender',
  'borrower',
  'borrowerId',
  'amount',
  'days',
  'processingFee',
  'feeTax',
  'interest',
  'received',
  'repayment',
  'startDate',
  'dueDate',
  'cost',
  'penaltyPerDay',
  'rolloverFee',
] as const;
/** Every row any version shows; each version lists its own (`rows`). */
export type FigureRow = (typeof FIGURE_ROWS)[number] | 'interestTax';

export interface MarketClauses {
  marketName: string;
  costLabel: string;
  /** How the yearly cost figure is to be read (APR in Nigeria, CAT in Mexico). */
  costNote: string;
  governingLaw: string;
  dataLaw: string;
  /** A row's label where the market names it differently (loan-v2: "IVA" in Mexico, "VAT" in Nigeria). */
  labels?: Partial<Record<FigureRow, string>>;
  /** The market's name of the tax (loan-v2's {{taxName}}). */
  taxName?: string;
  /**
   * The label of the row naming the contract's registration (Mexico's RECA, decision 0078). The
   * row is shown only when the deployment holds the number: an agreement without one renders
   * exactly as before, so this is no change of wording.
   */
  contractRegistrationLabel?: string;
}

export interface AgreementText {
  title: string;
  intro: string;
  figuresHeading: string;
  /** The figures table's rows, in order. */
  rows: readonly FigureRow[];
  figureLabels: Record<(typeof FIGURE_ROWS)[number], string> & Partial<Record<FigureRow, string>>;
  sections: { heading: string; paragraphs: string[] }[];
  acceptance: string;
  market: Record<Market, MarketClauses>;
}

const EN: AgreementText = {
  title: 'Loan agreement',
  intro:
    'This agreement is made on {{agreementDate}} between {{lenderName}} ("the lender"), operating the {{lenderName}} app in {{marketName}}, and {{borrowerName}} ("the borrower") for loan order {{orderNo}}.',
  figuresHeading: 'The loan',
  rows: FIGURE_ROWS,
  figureLabels: {
    orderNo: 'Order number',
    agreementDate: 'Date of this agreement',
    lender: 'Lender',
    borrower: 'Borrower',
    borrowerId: 'Borrower identification',
    amount: 'Principal (loan amount)',
    days: 'Tenure',
    processingFee: 'Processing fee',
    feeTax: 'Tax on the processing fee',
    interest: 'Interest',
    received: 'Amount you receive',
    repayment: 'Amount to repay',
    startDate: 'Expected disbursement date',
    dueDate: 'Due date',
    cost: 'Yearly cost',
    penaltyPerDay: 'Penalty per overdue day',
    rolloverFee: 'Rollover fee',
  },
  sections: [
    {
      heading: '1. Amount, charges and repayment',
      paragraphs: [
        "The lender lends the borrower {{amount}} for {{days}} days. A processing fee of {{processingFee}} ({{processingFeeRate}} of the principal per day of tenure) and a tax of {{feeTax}} on that fee ({{feeTaxRate}}) are deducted before payment, so {{received}} is paid into the borrower's bank account.",
        'Interest is {{interest}} ({{dailyInterestRate}} of the principal per day, simple interest, fixed now). On the due date the borrower repays {{repayment}}: the principal plus the interest. Nothing else is charged when the loan is repaid on time.',
        '{{costNote}}',
      ],
    },
    {
      heading: '2. Due date',
      paragraphs: [
        'The due date is {{dueDate}}: {{days}} days counted from the day the money is sent. If the money is sent on a day later than {{startDate}}, the due date moves by the same number of days, the charges stay the same, and the lender tells the borrower the new date.',
      ],
    },
    {
      heading: '3. Late repayment',
      paragraphs: [
        'If the loan is not repaid by the due date, a penalty of {{penaltyRate}} of the principal still outstanding is charged for each overdue day ({{penaltyPerDay}} while the whole principal is outstanding). Penalties are never charged on interest or on earlier penalties, and in total they never exceed the principal outstanding.',
      ],
    },
    {
      heading: '4. Rollover (extension)',
      paragraphs: [
        'The borrower may extend the loan by paying a rollover fee of {{rolloverFee}}. The due date then moves {{rolloverDays}} days later, counted from the current due date. The fee does not reduce the amount owed. Extending is optional and is confirmed separately each time.',
      ],
    },
    {
      heading: '5. Cancellation',
      paragraphs: [
        'The borrower may cancel this loan free of charge until the money leaves the lender: before the payout has been sent, or while the payments provider reports it as not yet processed. Once the money has been sent the loan can no longer be cancelled and must be repaid as agreed.',
      ],
    },
    {
      heading: '6. Use of personal data',
      paragraphs: [
        "The lender uses the borrower's personal, identity, bank and device data to assess, pay out and collect this loan and to meet its legal duties, under {{dataLaw}}. Device data is used only for the risk assessment. The data is not sold. The borrower may ask to see, correct or delete their data by writing to {{supportEmail}}; records the law requires the lender to keep are kept for the time the law requires.",
      ],
    },
    {
      heading: '7. Governing law and complaints',
      paragraphs: ['{{governingLaw}}', 'Questions and complaints: {{supportEmail}}.'],
    },
  ],
  acceptance:
    'The borrower accepts this agreement electronically by ticking "agree" and confirming with a one-time code sent to their mobile number. The lender keeps the accepted text with its version ({{version}}) and the time of acceptance, and the borrower can read it again at any time in the app.',
  market: {
    ng: {
      marketName: 'Nigeria',
      costLabel: 'Annual percentage rate (APR)',
      costNote:
        'The annual percentage rate (APR) of this loan is {{costValue}}: the total cost of credit (interest, processing fee and its tax) over the amount received, for a 365-day year.',
      governingLaw:
        'This agreement is governed by the laws of the Federal Republic of Nigeria. If a complaint is not resolved by the lender, the borrower may contact the Federal Competition and Consumer Protection Commission (FCCPC).',
      dataLaw: 'the Nigeria Data Protection Act 2023',
    },
    mx: {
      marketName: 'Mexico',
      costLabel: 'CAT (total annual cost), without VAT',
      costNote:
        'The CAT (total annual cost) of this loan is {{costValue}} without VAT, for information and comparison purposes.',
      governingLaw:
        'This agreement is governed by the federal laws of the United Mexican States. If a complaint is not resolved by the lender, the borrower may contact the National Commission for the Protection and Defence of Users of Financial Services (CONDUSEF).',
      dataLaw: 'the Federal Law on the Protection of Personal Data Held by Private Parties',
      contractRegistrationLabel: 'Registration of this adhesion contract with CONDUSEF (RECA)',
    },
  },
};

const ES: AgreementText = {
  title: 'Contrato de préstamo',
  intro:
    'Este contrato se celebra el {{agreementDate}} entre {{lenderName}} ("el prestamista"), que opera la aplicación {{lenderName}} en {{marketName}}, y {{borrowerName}} ("el acreditado") para la orden de préstamo {{orderNo}}.',
  figuresHeading: 'El préstamo',
  rows: FIGURE_ROWS,
  figureLabels: {
    orderNo: 'Número de orden',
    agreementDate: 'Fecha de este contrato',
    lender: 'Prestamista',
    borrower: 'Acreditado',
    borrowerId: 'Identificación del acreditado',
    amount: 'Monto del préstamo (capital)',
    days: 'Plazo',
    processingFee: 'Comisión por apertura',
    feeTax: 'Impuesto sobre la comisión',
    interest: 'Intereses',
    received: 'Monto que recibe el acreditado',
    repayment: 'Monto a pagar',
    startDate: 'Fecha prevista de depósito',
    dueDate: 'Fecha de vencimiento',
    cost: 'Costo anual',
    penaltyPerDay: 'Penalización por día de atraso',
    rolloverFee: 'Comisión por prórroga',
  },
  sections: [
    {
      heading: '1. Monto, cargos y pago',
      paragraphs: [
        'El prestamista presta al acreditado {{amount}} por {{days}} días. Antes del depósito se descuentan una comisión por apertura de {{processingFee}} ({{processingFeeRate}} del capital por día de plazo) y un impuesto de {{feeTax}} sobre esa comisión ({{feeTaxRate}}), de modo que se depositan {{received}} en la cuenta bancaria del acreditado.',
        'Los intereses son {{interest}} ({{dailyInterestRate}} del capital por día, interés simple, fijado ahora). En la fecha de vencimiento el acreditado paga {{repayment}}: el capital más los intereses. No se cobra nada más si el préstamo se paga a tiempo.',
        '{{costNote}}',
      ],
    },
    {
      heading: '2. Fecha de vencimiento',
      paragraphs: [
        'La fecha de vencimiento es el {{dueDate}}: {{days}} días contados desde el día en que se envía el dinero. Si el dinero se envía después del {{startDate}}, la fecha de vencimiento se recorre el mismo número de días, los cargos no cambian y el prestamista informa al acreditado la nueva fecha.',
      ],
    },
    {
      heading: '3. Pago tardío',
      paragraphs: [
        'Si el préstamo no se paga en la fecha de vencimiento, se cobra una penalización de {{penaltyRate}} del capital pendiente por cada día de atraso ({{penaltyPerDay}} mientras todo el capital siga pendiente). La penalización nunca se calcula sobre intereses ni sobre penalizaciones anteriores y en total nunca supera el capital pendiente.',
      ],
    },
    {
      heading: '4. Prórroga',
      paragraphs: [
        'El acreditado puede prorrogar el préstamo pagando una comisión por prórroga de {{rolloverFee}}. La fecha de vencimiento se recorre entonces {{rolloverDays}} días, contados desde la fecha de vencimiento vigente. La comisión no reduce el monto adeudado. La prórroga es opcional y se confirma por separado cada vez.',
      ],
    },
    {
      heading: '5. Cancelación',
      paragraphs: [
        'El acreditado puede cancelar este préstamo sin costo hasta que el dinero salga del prestamista: antes de que se envíe el depósito, o mientras el proveedor de pagos lo reporte como no procesado. Una vez enviado el dinero, el préstamo ya no se puede cancelar y debe pagarse según lo acordado.',
      ],
    },
    {
      heading: '6. Uso de datos personales',
      paragraphs: [
        'El prestamista usa los datos personales, de identidad, bancarios y del dispositivo del acreditado para evaluar, depositar y cobrar este préstamo y cumplir sus obligaciones legales, conforme a {{dataLaw}}. Los datos del dispositivo se usan solo para la evaluación de riesgo. Los datos no se venden. El acreditado puede pedir acceso, rectificación o cancelación de sus datos escribiendo a {{supportEmail}}; los registros que la ley obliga a conservar se guardan durante el plazo que la ley indica.',
      ],
    },
    {
      heading: '7. Legislación aplicable y quejas',
      paragraphs: ['{{governingLaw}}', 'Dudas y quejas: {{supportEmail}}.'],
    },
  ],
  acceptance:
    'El acreditado acepta este contrato de forma electrónica al marcar "acepto" y confirmar con un código de un solo uso enviado a su número de celular. El prestamista conserva el texto aceptado con su versión ({{version}}) y la hora de aceptación, y el acreditado puede volver a leerlo en cualquier momento en la aplicación.',
  market: {
    ng: {
      marketName: 'Nigeria',
      costLabel: 'Tasa anual (APR)',
      costNote:
        'La tasa anual (APR) de este préstamo es {{costValue}}: el costo total del crédito (intereses, comisión e impuesto) sobre el monto recibido, en un año de 365 días.',
      governingLaw:
        'Este contrato se rige por las leyes de la República Federal de Nigeria. Si el prestamista no resuelve una queja, el acreditado puede acudir a la Federal Competition and Consumer Protection Commission (FCCPC).',
      dataLaw: 'la Nigeria Data Protection Act 2023',
    },
    mx: {
      marketName: 'México',
      costLabel: 'CAT (Costo Anual Total) sin IVA',
      costNote:
        'El CAT (Costo Anual Total) de este préstamo es {{costValue}} sin IVA, para fines informativos y de comparación.',
      governingLaw:
        'Este contrato se rige por las leyes federales de los Estados Unidos Mexicanos. Si el prestamista no resuelve una queja, el acreditado puede acudir a la Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF).',
      dataLaw: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
      contractRegistrationLabel: 'Número de registro del contrato de adhesión ante la CONDUSEF (RECA)',
    },
  },
};

export const LOAN_V1: Readonly<Record<Language, AgreementText>> = { en: EN, es: ES };
