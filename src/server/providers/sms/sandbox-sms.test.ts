import { describe, expect, it } from 'vitest';
import { codeInMessage, SandboxSms } from './sandbox-sms';

describe('SandboxSms', () => {
  it('keeps texts and voice calls apart in the outbox, newest first', async () => {
    const sms = new SandboxSms();
    await sms.send({
      to: '+2348030000001',
      text: 'Presta: your verification code is 123456.',
      purpose: 'login',
      lang: 'en',
    });
    await sms.voice({
      to: '+2348030000001',
      text: 'This is Presta. Your verification code is 6 5 4 3 2 1.',
      purpose: 'login',
      lang: 'en',
    });
    expect(sms.messagesTo('+2348030000001').map((m) => [m.channel, codeInMessage(m.text)])).toEqual([
      ['voice', '654321'],
      ['sms', '123456'],
    ]);
  });

  it('reads a code together or spaced out, and nothing from a text without one', () => {
    expect(codeInMessage('code 012345. It expires in 10 minutes')).toBe('012345');
    expect(codeInMessage('es 0 1 2 3 4 5. Repito')).toBe('012345');
    expect(codeInMessage('expires in 10 minutes')).toBeNull();
    expect(codeInMessage(undefined)).toBeNull();
  });
});
