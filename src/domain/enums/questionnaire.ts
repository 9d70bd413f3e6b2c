import type { Market } from '../markets/market';

/** Question codes are strings because they are the keys of the answers object sent to the server. */
export const QUESTION_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] as const;
export type QuestionCode = (typeof QUESTION_CODES)[number];

/** Stable names for what each code asks, so scoring and UI code read better than '7'. */
export const QUESTION_TOPICS = {
  '1': 'defaultedLast6Months',
  '2': 'creditBureauHistory',
  '3': 'selfRatedCreditworthiness',
  '4': 'currentLender',
  '5': 'overdueLender',
  '6': 'longestDelay',
  '7': 'totalOwed',
  '8': 'digitalLoansTaken',
  '9': 'digitalLoansActive',
  '10': 'digitalLoansRepaidOnTime',
  '11': 'digitalLoansOverdue',
} as const satisfies Record<QuestionCode, string>;
export type QuestionTopic = (typeof QUESTION_TOPICS)[QuestionCode];

export const YES_NO_OPTIONS = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO_OPTIONS)[number];

/** Best first. */
export const CREDITWORTHINESS_OPTIONS = ['excellent', 'good', 'fair', 'poor', 'veryPoor'] as const;
export type Creditworthiness = (typeof CREDITWORTHINESS_OPTIONS)[number];

/** Digital lenders active in Nigeria; keys are ours, display names live with the labels. */
export const NG_LENDERS = [
  'carbon',
  'fairMoney',
  'branch',
  'palmCredit',
  'renmoney',
  'quickCheck',
  'aella',
  'kuda',
  'okash',
  'opay',
  'easeMoni',
  'zedvance',
  'specta',
  'lidya',
  'pageFinancials',
  'migo',
  'umba',
  'newCredit',
  'creditWave',
  'sokoLoan',
  'palmPay',
  'lCredit',
] as const;
export type NgLender = (typeof NG_LENDERS)[number];

/** Digital lenders and credit apps active in Mexico. */
export const MX_LENDERS = [
  'kueski',
  'tala',
  'credy',
  'moneyman',
  'baubap',
  'cashi',
  'nu',
  'stori',
  'klar',
  'didiPrestamos',
  'mercadoPago',
  'vivus',
  'dineria',
  'prestanomico',
  'coppel',
  'bancoAzteca',
  'creditea',
  'doopla',
  'yotepresto',
  'fondeadora',
  'zenfi',
  'lana',
] as const;
export type MxLender = (typeof MX_LENDERS)[number];

/**
 * 'other' is added to SPEC's "lenders plus none": without it a borrower whose lender is not
 * listed must either lie or pick 'none', which is worse for scoring than an honest "other".
 */
export const LENDER_OPTIONS = {
  ng: [...NG_LENDERS, 'other', 'none'],
  mx: [...MX_LENDERS, 'other', 'none'],
} as const;
export type LenderOption = NgLender | MxLender | 'other' | 'none';

export const LONGEST_DELAY_OPTIONS = [
  'none',
  'days1to7',
  'days8to15',
  'days16to30',
  'days31to60',
  'days61to90',
  'over90Days',
] as const;
export type LongestDelay = (typeof LONGEST_DELAY_OPTIONS)[number];

/**
 * Total owed: 'none' plus six bands. The bands differ by market because a naira is worth far
 * less than a peso; the keys carry their own figures so a stored answer is self-describing.
 */
export const AMOUNT_OWED_OPTIONS = {
  ng: ['none', 'under50000', '50000-99999', '100000-249999', '250000-499999', '500000-999999', 'over1000000'],
  mx: ['none', 'under5000', '5000-9999', '10000-24999', '25000-49999', '50000-99999', 'over100000'],
} as const;
export type AmountOwed = (typeof AMOUNT_OWED_OPTIONS)[Market][number];

/** Inclusive bounds in whole major units; 'under…' starts at 1 because 'none' is its own answer. */
export const AMOUNT_OWED_BOUNDS: Record<AmountOwed, { min: number; max: number | null }> = {
  none: { min: 0, max: 0 },
  under50000: { min: 1, max: 49_999 },
  '50000-99999': { min: 50_000, max: 99_999 },
  '100000-249999': { min: 100_000, max: 249_999 },
  '250000-499999': { min: 250_000, max: 499_999 },
  '500000-999999': { min: 500_000, max: 999_999 },
  over1000000: { min: 1_000_000, max: null },
  under5000: { min: 1, max: 4_999 },
  '5000-9999': { min: 5_000, max: 9_999 },
  '10000-24999': { min: 10_000, max: 24_999 },
  '25000-49999': { min: 25_000, max: 49_999 },
  over100000: { min: 100_000, max: null },
};

/** Counts of loans: none, 1 to 10, more than 10 (12 options). */
export const LOAN_COUNT_OPTIONS = ['none', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'moreThan10'] as const;
export type LoanCount = (typeof LOAN_COUNT_OPTIONS)[number];

/** The option type of each question. */
export interface QuestionOptionMap {
  '1': YesNo;
  '2': YesNo;
  '3': Creditworthiness;
  '4': LenderOption;
  '5': LenderOption;
  '6': LongestDelay;
  '7': AmountOwed;
  '8': LoanCount;
  '9': LoanCount;
  '10': LoanCount;
  '11': LoanCount;
}
export type QuestionOption = QuestionOptionMap[QuestionCode];

/** What the questionnaire form submits and the server stores: one option key per question. */
export type QuestionnaireAnswers = { [C in QuestionCode]: QuestionOptionMap[C] };

export interface QuestionDefinition<C extends QuestionCode = QuestionCode> {
  code: C;
  topic: (typeof QUESTION_TOPICS)[C];
  /** In display order. */
  options: readonly QuestionOptionMap[C][];
}

export type Questionnaire = { [C in QuestionCode]: QuestionDefinition<C> }[QuestionCode][];

function question<C extends QuestionCode>(code: C, options: readonly QuestionOptionMap[C][]): QuestionDefinition<C> {
  return { code, topic: QUESTION_TOPICS[code], options };
}

function build(market: Market): Questionnaire {
  return [
    question('1', YES_NO_OPTIONS),
    question('2', YES_NO_OPTIONS),
    question('3', CREDITWORTHINESS_OPTIONS),
    question('4', LENDER_OPTIONS[market]),
    question('5', LENDER_OPTIONS[market]),
    question('6', LONGEST_DELAY_OPTIONS),
    question('7', AMOUNT_OWED_OPTIONS[market]),
    question('8', LOAN_COUNT_OPTIONS),
    question('9', LOAN_COUNT_OPTIONS),
    question('10', LOAN_COUNT_OPTIONS),
    question('11', LOAN_COUNT_OPTIONS),
  ];
}

const QUESTIONNAIRES: Record<Market, readonly QuestionDefinition[]> = { ng: build('ng'), mx: build('mx') };

/** The eleven questions in order, with the options offered in that market. */
export function questionnaireFor(market: Market): readonly QuestionDefinition[] {
  return QUESTIONNAIRES[market];
}

/** The options one question offers in a market. */
export function questionOptions(market: Market, code: QuestionCode): readonly QuestionOption[] {
  const found = QUESTIONNAIRES[market].find((q) => q.code === code);
  if (!found) throw new RangeError(`unknown question code ${code}`);
  return found.options;
}
