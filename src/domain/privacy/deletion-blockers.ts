import type { Language } from '../markets/market';

/**
 * Why an account cannot be closed yet (issue 28.4, decision 0084), each with what the borrower
 * can do about it, in their language. Closing erases the bank account a payout or a refund
 * would go to and the number a reminder would reach, so nothing may be in motion.
 */
export const DELETION_BLOCKERS = ['loanOpen', 'moneyOwed', 'orderInProgress', 'creditHeld'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

interface Explained {
  text: string;
  advice: string;
}

const EN: Record<DeletionBlocker, Explained> = {
  loanOpen: {
    text: 'You have a loan that is not repaid yet.',
    advice: 'Repay it in full from Records; then you can close your account.',
  },
  moneyOwed: {
    text: 'You still owe money on a past loan.',
    advice: 'Contact customer service to pay what is left; then you can close your account.',
  },
  orderInProgress: {
    text: 'You have an application or a payout in progress.',
    advice:
      'If it is not submitted yet, cancel it with the cancellation form; otherwise wait until it is decided and any loan is repaid. Then you can close your account.',
  },
  creditHeld: {
    text: 'We hold money of yours: you paid more than you owed, or a refund is on its way.',
    advice: 'Contact customer service so we send it back to your bank account; then you can close your account.',
  },
};

const ES: Record<DeletionBlocker, Explained> = {
  loanOpen: {
    text: 'Tienes un préstamo que aún no está pagado.',
    advice: 'Págalo completo desde Registros; después podrás cerrar tu cuenta.',
  },
  moneyOwed: {
    text: 'Aún debes dinero de un préstamo anterior.',
    advice: 'Contacta a atención al cliente para pagar lo que falta; después podrás cerrar tu cuenta.',
  },
  orderInProgress: {
    text: 'Tienes una solicitud o un depósito en curso.',
    advice:
      'Si aún no la enviaste, cancélala con el formulario de cancelación; si no, espera a que se decida y a que el préstamo esté pagado. Después podrás cerrar tu cuenta.',
  },
  creditHeld: {
    text: 'Tenemos dinero tuyo: pagaste más de lo que debías, o hay una devolución en camino.',
    advice:
      'Contacta a atención al cliente para que lo enviemos a tu cuenta bancaria; después podrás cerrar tu cuenta.',
  },
};

const TEXTS: Record<Language, Record<DeletionBlocker, Explained>> = { en: EN, es: ES };

export interface ExplainedBlocker {
  code: DeletionBlocker;
  text: string;
  advice: string;
}

export function explainBlockers(codes: readonly DeletionBlocker[], lang: Language): ExplainedBlocker[] {
  return codes.map((code) => ({ code, ...TEXTS[lang][code] }));
}
