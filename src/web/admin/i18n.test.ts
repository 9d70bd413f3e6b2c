// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18n';
import { CONSOLE_NS } from './i18n';

describe("console texts in the app's translation runtime", () => {
  it('fill {{values}} in both languages, fall back to a default or the key', () => {
    expect(translate('en', [CONSOLE_NS], 'order.title', { orderNo: 'N1' })).toBe('Order N1');
    expect(translate('es', [CONSOLE_NS], 'order.title', { orderNo: 'N1' })).toBe('Solicitud N1');
    expect(translate('en', [CONSOLE_NS], 'operationsAlerts.jobsFailed', { count: 2 })).toBe(
      '2 background job(s) gave up in the last 24 hours: see the runbook.',
    );
    expect(translate('es', [CONSOLE_NS], 'status.4')).toBe('Liquidado');
    expect(translate('es', [CONSOLE_NS], 'order.photoViewsLeft', { remaining: 3, limit: 20 })).toBe(
      'Cada vista de un lado del INE cuenta como un identificador revelado y queda en la bitácora: te quedan 3 de 20 en esta hora.',
    );
    expect(translate('es', [CONSOLE_NS], 'order.photoLimit', { limit: 20, at: '07:00' })).toBe(
      'Ya usaste los 20 identificadores revelados y vistas de fotos de identificación de esta hora. Podrás ver las fotos de nuevo después de las 07:00.',
    );
    expect(translate('es', [CONSOLE_NS], 'identity.documentUnread')).toMatch(/^Documento no leído: /);
    expect(translate('en', [CONSOLE_NS], 'identity.reasons.somethingNew', { defaultValue: 'somethingNew' })).toBe(
      'somethingNew',
    );
    expect(translate('en', [CONSOLE_NS], 'status.99')).toBe('status.99');
  });
});
