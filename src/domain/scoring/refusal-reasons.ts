import type { Language } from '../markets/market';

/**
 * What a refused borrower is told (issue 28.1, decision 0078): the two or three main reasons of
 * a refusal in plain words, each with what could change the outcome next time. The scorecard's
 * reason codes (scoring-input.ts) are for operators; these are the borrower's. Neither the
 * text nor the advice ever names a code, a score or a threshold.
 */

/** The reasons an operator may give when refusing an order in manual review (the console asks for one). */
export const OPERATOR_REFUSAL_CODES = [
  'incomeNotConfirmed',
  'identityNotConfirmed',
  'detailsInconsistent',
  'debtTooHigh',
  'teamReview',
] as const;
export type OperatorRefusalCode = (typeof OPERATOR_REFUSAL_CODES)[number];

export const REFUSAL_CODES = [
  ...OPERATOR_REFUSAL_CODES,
  'underAge',
  'activeLoan',
  'rejectionCooldown',
  'profileIncomplete',
  'recentDefault',
  'overdueWithLender',
  'overdueLoans',
  'pastDelays',
  'highDebt',
  'manyActiveLoans',
  'lowIncome',
  'noEmploymentIncome',
  'noCreditHistory',
  'productAboveLimit',
  'overallProfile',
  'unpaidLoanReported',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** At most this many reasons are stored and shown: the main ones, not every factor. */
export const MAX_REFUSAL_REASONS = 3;

/**
 * The scorecard's codes (hard rules, outcome, adverse factors, identity) as the borrower's. Codes not listed say
 * nothing to the borrower.
 */
const FROM_SCORING: Record<string, RefusalCode> = {
  underAge: 'underAge',
  activeLoan: 'activeLoan',
  rejectionCooldown: 'rejectionCooldown',
  profileIncomplete: 'profileIncomplete',
  limitBelowProductMinimum: 'productAboveLimit',
  recentDefault: 'recentDefault',
  overdueWithLender: 'overdueWithLender',
  overdueLoans: 'overdueLoans',
  pastDelays: 'pastDelays',
  highDebt: 'highDebt',
  manyActiveLoans: 'manyActiveLoans',
  lowIncome: 'lowIncome',
  noEmploymentIncome: 'noEmploymentIncome',
  noCreditHistory: 'noCreditHistory',
  inconsistentAnswers: 'detailsInconsistent',
  nationalIdClash: 'identityNotConfirmed',
  // A credit bureau's report (decision 0099): the borrower hears what it says, never which bureau's code.
  bureauDefaults: 'unpaidLoanReported',
  bureauOverdueLoans: 'overdueLoans',
  bureauManyActiveLoans: 'manyActiveLoans',
};
const IDENTITY_PREFIXES = ['bvn', 'curp', 'document', 'selfie', 'idPhoto', 'face', 'accountName'];

/**
 * The main reasons of a refusal, most decisive first: the operator's reason when a person
 * refused, then the scorecard's (its codes come most decisive first already), without repeats,
 * at most three. A credit refusal the scorecard names no factor for reads "your details taken
 * together", never nothing.
 */
export function refusalReasonsFor(
  scoringReasons: readonly string[],
  operator?: OperatorRefusalCode | null,
): RefusalCode[] {
  const mapped = scoringReasons.map(
    (r): RefusalCode | undefined =>
      FROM_SCORING[r] ?? (IDENTITY_PREFIXES.some((p) => r.startsWith(p)) ? 'identityNotConfirmed' : undefined),
  );
  const codes = [
    ...new Set([...(operator ? [operator] : []), ...mapped.filter((c): c is RefusalCode => c !== undefined)]),
  ];
  if (codes.length === 0) codes.push('overallProfile');
  return codes.slice(0, MAX_REFUSAL_REASONS);
}

interface Explained {
  text: string;
  advice: string;
}

const EN: Record<RefusalCode, Explained> = {
  incomeNotConfirmed: {
    text: 'We could not confirm your income.',
    advice: 'Make sure your work and income details are true and up to date, and that your bank account is your own.',
  },
  identityNotConfirmed: {
    text: 'We could not confirm who you are.',
    advice:
      'Use your own ID, type your name and date of birth exactly as on it, and take a clear selfie in good light.',
  },
  detailsInconsistent: {
    text: 'Some of your answers did not agree with each other.',
    advice: 'Answer every question truly and completely, for example how many loans you have taken and repaid.',
  },
  debtTooHigh: {
    text: 'The loans you already owe are too much for a new one.',
    advice: 'Paying down the loans you have elsewhere helps.',
  },
  teamReview: {
    text: 'A person on our team checked your application and could not approve it this time.',
    advice: 'Check that your details are true and complete before you apply again.',
  },
  underAge: { text: 'You must be 18 or older to borrow.', advice: 'You can apply once you are 18.' },
  activeLoan: { text: 'You already have a loan with us.', advice: 'Repay it first; then you can apply for a new one.' },
  rejectionCooldown: {
    text: 'You applied again too soon after a refusal.',
    advice: 'Wait until the date shown below, then apply again.',
  },
  profileIncomplete: {
    text: 'Your details were not complete.',
    advice: 'Complete every step of your profile before you apply.',
  },
  recentDefault: {
    text: 'You did not repay a loan in the last 6 months.',
    advice: 'Settling that loan and repaying on time from now on helps.',
  },
  overdueWithLender: {
    text: 'You have a loan overdue with another lender.',
    advice: 'Paying your overdue loan elsewhere helps.',
  },
  overdueLoans: { text: 'You have loans that are overdue.', advice: 'Paying your overdue loans elsewhere helps.' },
  pastDelays: {
    text: 'You have repaid loans late before.',
    advice: 'Repaying every loan on or before its due date helps.',
  },
  highDebt: { text: 'The total you owe now is high.', advice: 'Owing less in total helps.' },
  manyActiveLoans: {
    text: 'You have many loans open at once.',
    advice: 'Having fewer loans open at the same time helps.',
  },
  lowIncome: {
    text: 'Your monthly income is low for a loan from us.',
    advice: 'A higher or more regular income helps.',
  },
  noEmploymentIncome: {
    text: 'You told us you have no income from work.',
    advice: 'A job or a business with regular income helps.',
  },
  noCreditHistory: {
    text: 'You have no history of borrowing and repaying yet.',
    advice: 'A record of loans repaid on time helps.',
  },
  productAboveLimit: {
    text: 'The smallest amount of this product is more than we can lend you now.',
    advice: 'Choose a product with a smaller amount.',
  },
  overallProfile: {
    text: 'Your details taken together did not meet what we need to lend.',
    advice: 'A steady income, time in your job and loans repaid on time help.',
  },
  unpaidLoanReported: {
    text: 'A credit bureau reports a loan you did not repay.',
    advice: 'Settling that loan with its lender helps; if the report is wrong, you can dispute it with the bureau.',
  },
};

const ES: Record<RefusalCode, Explained> = {
  incomeNotConfirmed: {
    text: 'No pudimos confirmar tus ingresos.',
    advice:
      'Revisa que tus datos de trabajo e ingresos sean verdaderos y estén al día, y que la cuenta bancaria sea tuya.',
  },
  identityNotConfirmed: {
    text: 'No pudimos confirmar tu identidad.',
    advice:
      'Usa tu propia identificación, escribe tu nombre y fecha de nacimiento tal como aparecen en ella y tómate una selfie clara, con buena luz.',
  },
  detailsInconsistent: {
    text: 'Algunas de tus respuestas no coinciden entre sí.',
    advice: 'Responde cada pregunta con la verdad y por completo; por ejemplo, cuántos préstamos has pedido y pagado.',
  },
  debtTooHigh: {
    text: 'Lo que ya debes es demasiado para un préstamo nuevo.',
    advice: 'Te ayuda pagar los préstamos que tienes en otros lugares.',
  },
  teamReview: {
    text: 'Una persona de nuestro equipo revisó tu solicitud y esta vez no pudo aprobarla.',
    advice: 'Revisa que tus datos sean verdaderos y estén completos antes de volver a solicitar.',
  },
  underAge: {
    text: 'Debes tener 18 años o más para pedir un préstamo.',
    advice: 'Puedes solicitar cuando cumplas 18 años.',
  },
  activeLoan: {
    text: 'Ya tienes un préstamo con nosotros.',
    advice: 'Págalo primero; después puedes solicitar uno nuevo.',
  },
  rejectionCooldown: {
    text: 'Volviste a solicitar muy pronto después de un rechazo.',
    advice: 'Espera hasta la fecha que se muestra abajo y vuelve a solicitar.',
  },
  profileIncomplete: {
    text: 'Tus datos no estaban completos.',
    advice: 'Completa todos los pasos de tu perfil antes de solicitar.',
  },
  recentDefault: {
    text: 'No pagaste un préstamo en los últimos 6 meses.',
    advice: 'Te ayuda liquidar ese préstamo y pagar a tiempo de ahora en adelante.',
  },
  overdueWithLender: {
    text: 'Tienes un préstamo vencido con otra financiera.',
    advice: 'Te ayuda pagar tu préstamo vencido en otro lugar.',
  },
  overdueLoans: {
    text: 'Tienes préstamos vencidos.',
    advice: 'Te ayuda pagar tus préstamos vencidos en otros lugares.',
  },
  pastDelays: {
    text: 'Antes has pagado préstamos con atraso.',
    advice: 'Te ayuda pagar cada préstamo en su fecha o antes.',
  },
  highDebt: { text: 'El total que debes ahora es alto.', advice: 'Te ayuda deber menos en total.' },
  manyActiveLoans: {
    text: 'Tienes muchos préstamos abiertos a la vez.',
    advice: 'Te ayuda tener menos préstamos abiertos al mismo tiempo.',
  },
  lowIncome: {
    text: 'Tu ingreso mensual es bajo para un préstamo nuestro.',
    advice: 'Te ayuda un ingreso más alto o más regular.',
  },
  noEmploymentIncome: {
    text: 'Nos dijiste que no tienes ingresos por trabajo.',
    advice: 'Te ayuda un empleo o negocio con ingresos regulares.',
  },
  noCreditHistory: {
    text: 'Aún no tienes historial de pedir y pagar préstamos.',
    advice: 'Te ayuda un historial de préstamos pagados a tiempo.',
  },
  productAboveLimit: {
    text: 'El monto mínimo de este producto es mayor de lo que podemos prestarte ahora.',
    advice: 'Elige un producto con un monto menor.',
  },
  overallProfile: {
    text: 'Tus datos en conjunto no alcanzaron lo que necesitamos para prestarte.',
    advice: 'Te ayudan un ingreso estable, tiempo en tu trabajo y préstamos pagados a tiempo.',
  },
  unpaidLoanReported: {
    text: 'Una sociedad de información crediticia reporta un préstamo que no pagaste.',
    advice:
      'Te ayuda liquidar ese préstamo con quien te lo dio; si el reporte está mal, puedes aclararlo con la sociedad.',
  },
};

const TEXTS: Record<Language, Record<RefusalCode, Explained>> = { en: EN, es: ES };

export interface RefusalReason {
  code: RefusalCode;
  text: string;
  advice: string;
}

/** The stored codes in the caller's language; a code this version does not know is left out rather than shown raw. */
export function explainRefusal(codes: readonly string[], lang: Language): RefusalReason[] {
  return codes
    .filter((c): c is RefusalCode => (REFUSAL_CODES as readonly string[]).includes(c))
    .map((code) => ({ code, ...TEXTS[lang][code] }));
}
