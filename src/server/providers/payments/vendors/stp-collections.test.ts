import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { StpCollections } from './stp-collections';

describe('StpCollections', () => {
  it('gives each instrument a CLABE of our STP cost centre with a valid control digit', async () => {
    let serial = 41;
    const stp = new StpCollections({ clabePrefix: '6461801570' }, async () => ++serial);
    const req = { method: 'stp_clabe' as const, orderNo: 'PR7', amount: null, currency: 'MXN' as const, customer: { userId: 1, name: 'Ana', email: null }, expiresAt: null, returnUrl: '/' };
    const a = await stp.createInstrument({ ...req, reference: 'col:PR7:1' });
    const b = await stp.createInstrument({ ...req, reference: 'col:PR7:2' });
    expect(a.clabe).toMatch(/^6461801570000004\d\d$/);
    expect(a.clabe).not.toBe(b.clabe);
    for (const v of [a.clabe, b.clabe]) expect(clabe.validate(v ?? '')).toMatchObject({ ok: true, tag: 'STP' });
    expect(a).toMatchObject({ kind: 'account', amount: null, account: { bankName: 'STP', accountNumber: a.clabe } });
  });

  it('confirms only STP deposit notifications, which it cannot re-fetch', async () => {
    const stp = new StpCollections({ clabePrefix: '6461801570' }, async () => 1);
    const p = { vendor: 'stp' as const, eventId: '3191365', method: 'stp_clabe' as const, reference: null, accountNumber: '646180157000000004', amount: 100, currency: 'MXN', providerRef: 'x', paidAt: new Date() };
    expect(await stp.confirmPayment(p)).toBe(p);
    expect(await stp.confirmPayment({ ...p, vendor: 'paystack' })).toBeNull();
  });
});
