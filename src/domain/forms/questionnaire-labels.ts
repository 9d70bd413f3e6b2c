import {
  LOAN_COUNT_OPTIONS,
  type AmountOwed,
  type LoanCount,
  type MxLender,
  type NgLender,
  type QuestionCode,
  type QuestionOptionMap,
} from '../enums/questionnaire';
import type { Language } from '../markets/market';

export type QuestionnaireLabels = {
  [C in QuestionCode]: { question: string; options: Record<QuestionOptionMap[C], string> };
};

/** Brand names, the same in both languages. */
export const LENDER_NAMES: Record<NgLender | MxLender, string> = {
  carbon: 'Carbon',
  fairMoney: 'FairMoney',
  branch: 'Branch',
  palmCredit: 'PalmCredit',
  renmoney: 'Renmoney',
  quickCheck: 'QuickCheck',
  aella: 'Aella',
  kuda: 'Kuda',
  okash: 'OKash',
  opay: 'OPay',
  easeMoni: 'EaseMoni',
  zedvance: 'Zedvance',
  specta: 'Specta',
  lidya: 'Lidya',
  pageFinancials: 'Page Financials',
  migo: 'Migo',
  umba: 'Umba',
  newCredit: 'NewCredit',
  creditWave: 'CreditWave',
  sokoLoan: 'SokoLoan',
  palmPay: 'PalmPay',
  lCredit: 'L-Credit',
  kueski: 'Kueski',
  tala: 'Tala',
  credy: 'Credy',
  moneyman: 'Moneyman',
  baubap: 'Baubap',
  cashi: 'Cashi',
  nu: 'Nu',
  stori: 'Stori',
  klar: 'Klar',
  didiPrestamos: 'DiDi Préstamos',
  mercadoPago: 'Mercado Pago',
  vivus: 'Vivus',
  dineria: 'Dineria',
  prestanomico: 'Prestanómico',
  coppel: 'Coppel',
  bancoAzteca: 'Banco Azteca',
  creditea: 'Creditea',
  doopla: 'Doopla',
  yotepresto: 'Yotepresto',
  fondeadora: 'Fondeadora',
  zenfi: 'Zenfi',
  lana: 'Lana',
};

// Figures are written the same way in both languages: Nigeria and Mexico both group with commas.
const AMOUNT_RANGES: Record<Exclude<AmountOwed, 'none' | `under${string}` | `over${string}`>, string> = {
  '50000-99999': '50,000 – 99,999',
  '100000-249999': '100,000 – 249,999',
  '250000-499999': '250,000 – 499,999',
  '500000-999999': '500,000 – 999,999',
  '5000-9999': '5,000 – 9,999',
  '10000-24999': '10,000 – 24,999',
  '25000-49999': '25,000 – 49,999',
};

function loanCounts(none: string, moreThan10: string): Record<LoanCount, string> {
  const labels = Object.fromEntries(LOAN_COUNT_OPTIONS.map((option) => [option, option])) as Record<LoanCount, string>;
  return { ...labels, none, moreThan10 };
}

const EN: QuestionnaireLabels = {
  '1': { question: 'Have you failed to repay a loan in the last 6 months?', options: { yes: 'Yes', no: 'No' } },
  '2': { question: 'Do you have a credit history with a credit bureau?', options: { yes: 'Yes', no: 'No' } },
  '3': {
    question: 'How would you rate your creditworthiness?',
    options: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor', veryPoor: 'Very poor' },
  },
  '4': {
    question: 'Which digital lender do you currently have a loan with?',
    options: { ...LENDER_NAMES, other: 'Another lender', none: 'None' },
  },
  '5': {
    question: 'Which lender do you have an overdue loan with?',
    options: { ...LENDER_NAMES, other: 'Another lender', none: 'None, I have no overdue loan' },
  },
  '6': {
    question: 'What is the longest you have been late on a loan repayment?',
    options: {
      none: 'I have never been late',
      days1to7: '1 – 7 days',
      days8to15: '8 – 15 days',
      days16to30: '16 – 30 days',
      days31to60: '31 – 60 days',
      days61to90: '61 – 90 days',
      over90Days: 'More than 90 days',
    },
  },
  '7': {
    question: 'How much do you owe in total on loans right now?',
    options: {
      ...AMOUNT_RANGES,
      none: 'Nothing',
      under50000: 'Less than 50,000',
      over1000000: '1,000,000 or more',
      under5000: 'Less than 5,000',
      over100000: '100,000 or more',
    },
  },
  '8': { question: 'How many digital loans have you ever taken?', options: loanCounts('None', 'More than 10') },
  '9': {
    question: 'How many digital loans do you have active right now?',
    options: loanCounts('None', 'More than 10'),
  },
  '10': { question: 'How many digital loans have you repaid on time?', options: loanCounts('None', 'More than 10') },
  '11': {
    question: 'How many of your digital loans are overdue right now?',
    options: loanCounts('None', 'More than 10'),
  },
};

const ES: QuestionnaireLabels = {
  '1': { question: '¿Has dejado de pagar algún préstamo en los últimos 6 meses?', options: { yes: 'Sí', no: 'No' } },
  '2': { question: '¿Tienes historial en algún buró de crédito?', options: { yes: 'Sí', no: 'No' } },
  '3': {
    question: '¿Cómo calificarías tu historial crediticio?',
    options: { excellent: 'Excelente', good: 'Bueno', fair: 'Regular', poor: 'Malo', veryPoor: 'Muy malo' },
  },
  '4': {
    question: '¿Con qué financiera digital tienes un préstamo actualmente?',
    options: { ...LENDER_NAMES, other: 'Otra financiera', none: 'Ninguna' },
  },
  '5': {
    question: '¿Con qué financiera tienes un préstamo vencido?',
    options: { ...LENDER_NAMES, other: 'Otra financiera', none: 'Ninguna, no tengo préstamos vencidos' },
  },
  '6': {
    question: '¿Cuál ha sido tu mayor atraso en el pago de un préstamo?',
    options: {
      none: 'Nunca me he atrasado',
      days1to7: '1 a 7 días',
      days8to15: '8 a 15 días',
      days16to30: '16 a 30 días',
      days31to60: '31 a 60 días',
      days61to90: '61 a 90 días',
      over90Days: 'Más de 90 días',
    },
  },
  '7': {
    question: '¿Cuánto debes en total en préstamos actualmente?',
    options: {
      ...AMOUNT_RANGES,
      none: 'Nada',
      under50000: 'Menos de 50,000',
      over1000000: '1,000,000 o más',
      under5000: 'Menos de 5,000',
      over100000: '100,000 o más',
    },
  },
  '8': { question: '¿Cuántos préstamos digitales has pedido en total?', options: loanCounts('Ninguno', 'Más de 10') },
  '9': { question: '¿Cuántos préstamos digitales tienes activos ahora?', options: loanCounts('Ninguno', 'Más de 10') },
  '10': { question: '¿Cuántos préstamos digitales has pagado a tiempo?', options: loanCounts('Ninguno', 'Más de 10') },
  '11': {
    question: '¿Cuántos de tus préstamos digitales están vencidos ahora?',
    options: loanCounts('Ninguno', 'Más de 10'),
  },
};

export const QUESTIONNAIRE_LABELS: Record<Language, QuestionnaireLabels> = { en: EN, es: ES };
