import { describe, expect, it } from 'vitest';
import { reviewSmsText } from './review-sms';

describe('the SMS of an answered review (decision 0083)', () => {
  it("says the outcome in the borrower's language, with the app and the application, never the reviewer's words", () => {
    const vars = { app: 'Presta', orderNo: 'PR123' };
    expect(reviewSmsText('en', 'upheld', vars)).toBe(
      'Presta: a person reviewed the decision on your application PR123. The refusal stands. You can read the reasons in the Presta app.',
    );
    expect(reviewSmsText('es', 'reversed', vars)).toBe(
      'Presta: una persona revisó tu solicitud PR123 y la aprobó. Abre la app Presta en las próximas 24 horas para elegir tu monto y confirmar.',
    );
    for (const lang of ['en', 'es'] as const) {
      for (const outcome of ['upheld', 'reversed'] as const)
        expect(reviewSmsText(lang, outcome, vars).length).toBeLessThanOrEqual(160);
    }
  });
});
