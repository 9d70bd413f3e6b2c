import type { Language, Market } from '../markets/market';

/**
 * The authorisation a borrower gives before a bureau is consulted (decision 0099). Mexico: the
 * Ley para Regular las Sociedades de Información Crediticia (art. 28) lets a lender consult only
 * with the person's express authorisation, signed — here with a code sent by SMS, the NIP the
 * bureaus accept in place of a handwritten signature — and kept. Nigeria: the Credit Reporting
 * Act 2017 (s. 9) asks for the subject's consent to an enquiry. The wording is ours; its version
 * is stored with every authorisation, so a changed text is a new version, never an edit.
 */
export interface BureauConsentText {
  version: string;
  /** 'code': authorised by typing the code the SMS carried (Mexico's NIP); 'accept': by an explicit yes. */
  method: 'code' | 'accept';
  title: string;
  body: string;
}

type Texts = Record<Language, Omit<BureauConsentText, 'version' | 'method'>>;

const MX: Texts = {
  es: {
    title: 'Autorización para consultar tu historial crediticio',
    body:
      'Autorizo expresamente a {lender} a solicitar a las sociedades de información crediticia la consulta de mi historial crediticio. ' +
      'Conozco la naturaleza y el alcance de la información que se pedirá, el uso que {lender} le dará (evaluar esta solicitud de préstamo) ' +
      'y que podrá consultarla de nuevo mientras tenga una relación jurídica conmigo. Esta autorización vale por tres años desde hoy. ' +
      'La firmo con el código de seis dígitos que recibo por SMS, que {lender} guarda como prueba de mi autorización.',
  },
  en: {
    title: 'Authorisation to consult your credit history',
    body:
      'I expressly authorise {lender} to ask the credit information companies for my credit history. ' +
      'I know what information will be asked for, what {lender} will use it for (assessing this loan application) ' +
      'and that it may consult it again while we have a legal relationship. This authorisation lasts three years from today. ' +
      'I sign it with the six-digit code I receive by SMS, which {lender} keeps as proof of my authorisation.',
  },
};

const NG: Texts = {
  en: {
    title: 'Consent to check your credit report',
    body:
      'I consent to {lender} obtaining my credit report from {bureau}, a credit bureau licensed by the Central Bank of Nigeria, ' +
      'found by my BVN. The report shows my loans with other lenders, whether any are overdue or written off, and who asked about me recently. ' +
      '{lender} uses it only to assess this loan application. This consent lasts 30 days from today. ' +
      'I also consent to {lender} reporting this loan and how I repay it to the licensed credit bureaus every month, as the Credit Reporting Act 2017 provides.',
  },
  es: {
    title: 'Consentimiento para consultar tu reporte de crédito',
    body:
      'Acepto que {lender} obtenga mi reporte de crédito de {bureau}, un buró de crédito autorizado por el Banco Central de Nigeria, ' +
      'buscado con mi BVN. El reporte muestra mis préstamos con otros prestamistas, si alguno está vencido o castigado, y quién me consultó hace poco. ' +
      '{lender} lo usa solo para evaluar esta solicitud de préstamo. Este consentimiento vale por 30 días desde hoy. ' +
      'También acepto que {lender} informe cada mes este préstamo y cómo lo pago a los burós autorizados, como dispone la Credit Reporting Act 2017.',
  },
};

/**
 * The version in force per market; a new wording gets a new version here. Nigeria's b names the
 * bureau, what its report holds and how long the consent lasts (decision 0100).
 */
export const BUREAU_CONSENT_VERSION: Record<Market, string> = { mx: 'mx-sic-2026-11', ng: 'ng-cra-2026-11b' };

/** The bureaus' names as a borrower reads them. */
export const BUREAU_NAMES = { circulo: 'Círculo de Crédito', firstcentral: 'FirstCentral Credit Bureau' } as const;

const TEXTS: Record<Market, Texts> = { mx: MX, ng: NG };
const METHOD: Record<Market, BureauConsentText['method']> = { mx: 'code', ng: 'accept' };

/**
 * The text the borrower reads, in their language, with the lender's (app's) and the consulted bureau's names put in.
 */
export function bureauConsentText(
  market: Market,
  lang: Language,
  lender: string,
  bureau: keyof typeof BUREAU_NAMES,
): BureauConsentText {
  const { title, body } = TEXTS[market][lang];
  return {
    version: BUREAU_CONSENT_VERSION[market],
    method: METHOD[market],
    title,
    body: body.replaceAll('{lender}', lender).replaceAll('{bureau}', BUREAU_NAMES[bureau]),
  };
}
