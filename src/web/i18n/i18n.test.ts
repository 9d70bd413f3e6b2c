import { describe, expect, it } from 'vitest';
import en from './locales/en/common';
import es from './locales/es/common';
import { isLoaded, loadNamespace, translate } from './i18n';

describe('the text runtime', () => {
  it('loads a namespace once per language and translates dotted keys with variables', async () => {
    expect(isLoaded('es', 'common')).toBe(false);
    await Promise.all([loadNamespace('es', 'common'), loadNamespace('es', 'common'), loadNamespace('en', 'common')]);
    expect(isLoaded('es', 'common')).toBe(true);
    expect(translate('es', ['common'], 'home.days', { count: 91 })).toBe(es.home.days.replace('{{count}}', '91'));
    expect(translate('en', ['common'], 'home.days', { count: 7 })).toBe(en.home.days.replace('{{count}}', '7'));
  });

  it('searches the namespaces in order, honours ns: prefixes, and falls back to defaultValue or the key', async () => {
    await Promise.all([loadNamespace('en', 'loan'), loadNamespace('en', 'messages')]);
    expect(translate('en', ['loan', 'common'], 'home.days', { count: 3 })).toBe(en.home.days.replace('{{count}}', '3'));
    expect(translate('en', ['loan'], 'common:home.days', { count: 3 })).toBe(en.home.days.replace('{{count}}', '3'));
    expect(translate('en', ['common'], 'code.NETWORK', { ns: 'messages' })).not.toBe('code.NETWORK');
    expect(translate('en', ['common'], 'no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
    expect(translate('en', ['common'], 'no.such.key')).toBe('no.such.key');
    expect(translate('en', ['common'], 'home', { returnObjects: true })).toEqual(en.home);
  });

  it('writes one full stop when a value that ends in one ("10:00 a.m.") closes a sentence', async () => {
    await loadNamespace('es', 'loan');
    const text = translate('es', ['loan'], 'loan:review.approvedText', {
      limit: '$3,000',
      time: '25 feb 2027, 10:00 a.m.',
    });
    expect(text).toContain('10:00 a.m.');
    expect(text).not.toContain('a.m..');
    expect(translate('es', ['loan'], 'loan:review.approvedText', { limit: '$3,000.', time: '10:00' })).toContain(
      '$3,000.',
    );
  });

  it('leaves a variable that was not given visible rather than blank', () => {
    expect(translate('en', ['common'], 'home.days')).toContain('{{count}}');
  });

  it("chooses plural keys (key_one, key_other) by the language's rules from count", async () => {
    await Promise.all([loadNamespace('en', 'repay'), loadNamespace('es', 'repay')]);
    expect(translate('en', ['repay'], 'detail.overdueDays', { count: 1 })).toBe('Overdue by 1 day');
    expect(translate('en', ['repay'], 'detail.overdueDays', { count: 2 })).toBe('Overdue by 2 days');
    expect(translate('es', ['repay'], 'detail.overdueDays', { count: 2 })).toBe('2 días de atraso');
  });
});
