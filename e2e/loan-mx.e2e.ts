import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  approvedPath,
  cancelPath,
  editMxBank,
  payFailPath,
  rejectedPath,
  type ScenarioTexts,
} from './support/loan-scenarios';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a Mexican borrower reads, in Spanish; the yearly cost is the CAT. */
const ES: ScenarioTexts = {
  language: 'es',
  continue: 'Continuar',
  getMoney: 'Recibir dinero',
  pay: 'Pagar',
  edit: 'Editar',
  detail: 'Detalle',
  agreeRequired: 'Por favor acepta el contrato de préstamo',
  rejected: 'Solicitud rechazada',
  banners: {
    approvedGetMoney: /^¡Aprobado! Toca Recibir dinero para obtener tu préstamo\.$/,
    rejectedRetry: /^Solicitud rechazada\. Puedes volver a solicitar en 30 días, a partir del \d{1,2} \S+ \d{4}\.$/,
    accountUnsupported: /^Tu cuenta bancaria no pudo recibir el dinero\. Edita la cuenta bancaria\.$/,
  },
  keys: {
    incomplete: 'Incompleta',
    repaying: 'Por pagar',
    rejected: 'Rechazada',
    failed: 'Depósito fallido',
    cancelled: 'Cancelada',
  },
  tips: {
    continueConfirmation: '¡Aprobado! Confirma tu préstamo para recibir el dinero.',
    repaying: /^Tu préstamo está activo\. Paga \$[\d,]+(\.\d\d)? a más tardar el \d{1,2} \S+ \d{4}\.$/,
    rejected: 'Solicitud rechazada. Puedes volver a solicitar en 30 días.',
    paymentFailed: 'El depósito falló. Vuelve a solicitar y revisa tu cuenta bancaria.',
    disbursing: 'El dinero va en camino a tu cuenta (10-60 minutos).',
    cancelled: 'Esta solicitud se canceló.',
  },
  cost: 'CAT',
  accountUnchanged: 'El banco no pudo recibir el dinero en esta cuenta. Edita tu cuenta bancaria y vuelve a intentarlo',
  confirmYes: 'Sí, continuar',
  agreementHeading: /^Contrato de préstamo$/,
  approvedTitle: 'Tu préstamo fue aprobado',
  approvedText:
    /Puedes pedir hasta \$[\d,]+\. Elige tu monto y confirma antes del \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.|\.)/, // one full stop: 'p. m.' ends the sentence too (issue 21.8)
  lendingWindow: 'El dinero suele llegar en 10 a 60 minutos',
  repayBy: (date) => `por pagar a más tardar el ${date}`,
  daysLeft: /^Faltan \d+ días$/,
  dueOn: (date) => `Vence el ${date}`,
  applyAgainFrom: /^Puedes volver a solicitar a partir del \d{1,2} \S+ \d{4}\.$/,
  rejectedReview:
    /^Esta vez no podemos ofrecerte un préstamo\. Puedes volver a solicitar en 30 días, a partir del \d{1,2} \S+ \d{4}\.$/,
  refusalHeading: /^Los motivos principales/,
  agreementRow: /Contrato de préstamo · loan-v3/,
  acceptedOn: /^Aceptado el \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.)?$/,
  signedMeta: /^Versión loan-v3 · aceptado el \d{1,2} \S+ \d{4}, \d{1,2}:\d{2}(\s?[ap]\.\s?m\.)?$/,
  costValue: /^\d+\.\d%$/,
  recommendTitle: 'Otras financieras pueden ayudarte',
  apply: 'Solicitar',
  cancelReasonRequired: 'Selecciona por qué quieres cancelar',
  cancelRemark: 'Encontré una oferta más barata',
  cancelYes: 'Sí, cancelar',
  editBank: editMxBank,
};

describe('préstamos, México, en español', () => {
  it(
    'enviar → aprobado en segundos → monto, contrato, código → depósito → por pagar; Inicio e Historial en cada paso',
    () => approvedPath(browser, 'mx', ES),
    180_000,
  );
  it(
    'rechazada: "Solicitud rechazada", volver a solicitar en 30 días con la fecha; recomendación solo si el servidor lo dice',
    () => rejectedPath(browser, 'mx', ES),
    120_000,
  );
  it(
    'depósito rechazado (CLABE terminada en 9999): PayFail → editar la cuenta → reintentar → por pagar',
    () => payFailPath(browser, 'mx', ES),
    180_000,
  );
  it(
    'un acreditado aprobado cancela con un motivo; Inicio ofrece Solicitar de nuevo; Historial la muestra cancelada',
    () => cancelPath(browser, 'mx', ES),
    120_000,
  );
});
