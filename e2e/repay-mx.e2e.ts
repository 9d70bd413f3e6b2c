import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  overdue,
  partialPayment,
  proofConfirmed,
  repayInFull,
  rollover,
  type RepayTexts,
} from './support/repay-scenarios';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a Mexican borrower reads, in Spanish. */
const ES: RepayTexts = {
  language: 'es',
  finishedTitle: 'Préstamo liquidado',
  dueWas: (date) => `Venció el ${date} · 2 días de atraso`,
  limitOnTime: 'Pagaste a tiempo: tu límite puede aumentar para tu próximo préstamo.',
  limitLate:
    'Este préstamo se pagó con atraso, así que tu límite no cambia. Si pagas a tiempo tu próximo préstamo, puede aumentar.',
  reloan: 'Pedir de nuevo',
  proofPending: 'En revisión',
  proofConfirmed: 'Confirmado',
  rolloverDone: (date) => `Prórroga lista: tu nuevo vencimiento es el ${date}`,
  amountMin: (min) => `El monto a pagar no puede ser menor que ${min}`,
  amountInteger: 'El monto a pagar debe ser un número entero',
  copied: 'Copiado',
  cashierNext: {
    account:
      'Después recibes un número de cuenta propio para transferir desde la app de tu banco. Suele llegar en minutos.',
    cashReference:
      'Después recibes una referencia y un código de barras para pagar en efectivo en cualquier tienda OXXO antes de que venza.',
    checkout: 'Después se abre la página de pago; al terminar vuelves aquí y revisamos el pago.',
  },
};

describe('repayment, Mexico, in Spanish', () => {
  for (const method of ['stp_clabe', 'oxxo'] as const) {
    it(
      `repay in full by ${method} through the sandbox → 4 Finish on screen → reloan taken`,
      () => repayInFull(browser, 'mx', method, ES),
      150_000,
    );
  }
  it(
    'a partial payment by OXXO is kept and shown; refusals by the cashier rule',
    () => partialPayment(browser, 'mx', 'oxxo', ES),
    150_000,
  );
  it(
    'rollover paid by SPEI: fee and due + 7 days, the agreement with real figures, the date moves once the fee arrives',
    () => rollover(browser, 'mx', 'stp_clabe', ES),
    150_000,
  );
  it(
    'a repayment proof, confirmed by an operator, finishes the loan',
    () => proofConfirmed(browser, 'mx', ES),
    150_000,
  );
  // Moves the server's clock past the due date: keep it last.
  it(
    'overdue: status 3 with its penalty after the due date, Home pay-now, paid in full',
    () => overdue(browser, 'mx', 'stp_clabe', ES),
    150_000,
  );
});
