import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { arrived, fakeWithInbox } from './fake-test-kit';
import { paystackTransfersFake } from './paystack-transfers';

const key = FAKE_CREDENTIALS.paystack.secretKey;
const auth = { authorization: `Bearer ${key}` };
let f: Awaited<ReturnType<typeof fakeWithInbox>>;
beforeAll(async () => {
  f = await fakeWithInbox(paystackTransfersFake);
});
afterAll(async () => {
  await f.close();
});

async function recipient(account_number: string) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/paystack/transferrecipient',
    headers: auth,
    payload: { type: 'nuban', name: 'Ada', account_number, bank_code: '058', currency: 'NGN' },
  });
  return res;
}

describe('the Paystack Transfers fake', () => {
  it("refuses a wrong key with Paystack's answer", async () => {
    const res = await f.app.inject({
      method: 'GET',
      url: '/paystack/bank/resolve?account_number=0000014570&bank_code=058',
      headers: { authorization: 'Bearer sk_test_other' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('resolves its test accounts, not one ending 0000 nor an unknown bank', async () => {
    const ok = await f.app.inject({
      method: 'GET',
      url: '/paystack/bank/resolve?account_number=0000014570&bank_code=058',
      headers: auth,
    });
    expect(ok.json()).toMatchObject({
      status: true,
      data: { account_number: '0000014570', account_name: 'PAYSTACK TEST 4570' },
    });
    expect(
      (
        await f.app.inject({
          method: 'GET',
          url: '/paystack/bank/resolve?account_number=0123450000&bank_code=058',
          headers: auth,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await f.app.inject({
          method: 'GET',
          url: '/paystack/bank/resolve?account_number=0000014570&bank_code=999',
          headers: auth,
        })
      ).statusCode,
    ).toBe(400);
    expect((await recipient('0123450000')).statusCode).toBe(422);
    // The match person's own account (README identity test values): her name, as the BVN names her.
    const own = await f.app.inject({
      method: 'GET',
      url: '/paystack/bank/resolve?account_number=0000011990&bank_code=058',
      headers: auth,
    });
    expect(own.json()).toMatchObject({ status: true, data: { account_name: 'ADA NGOZI OKAFOR' } });
  });

  it('refuses reference characters Paystack refuses, answers the same transfer for the same request, refuses the reference for another', async () => {
    const code = (await recipient('0000014570')).json().data.recipient_code as string;
    const transfer = (reference: string, amount = 500_000) =>
      f.app.inject({
        method: 'POST',
        url: '/paystack/transfer',
        headers: auth,
        payload: { source: 'balance', amount, recipient: code, reference, currency: 'NGN' },
      });
    for (const bad of ['PAYPR1N1UPPERCASE00', 'pay:pr1:1-000000000', 'short'])
      expect((await transfer(bad)).statusCode).toBe(400);
    const first = await transfer('paypr261120abcdefn1');
    expect(first.json()).toMatchObject({
      status: true,
      data: { status: 'pending', reference: 'paypr261120abcdefn1', transfer_code: expect.stringMatching(/^TRF_/) },
    });
    const again = await transfer('paypr261120abcdefn1');
    expect(again.json().data.transfer_code).toBe(first.json().data.transfer_code);
    expect((await transfer('paypr261120abcdefn1', 600_000)).json()).toEqual({
      status: false,
      message: 'Duplicate Transfer Reference',
    });
  });

  it('signs transfer.success with HMAC-SHA512 of the body under the secret key, and reverses on request', async () => {
    const code = (await recipient('0000014570')).json().data.recipient_code as string;
    await f.app.inject({
      method: 'POST',
      url: '/paystack/transfer',
      headers: auth,
      payload: { source: 'balance', amount: 250_000, recipient: code, reference: 'paypr261120reversn1' },
    });
    const success = await arrived(f.inbox, 'paypr261120reversn1');
    expect(success.url).toBe('/api/webhooks/paystack');
    expect(success.headers['x-paystack-signature']).toBe(createHmac('sha512', key).update(success.body).digest('hex'));
    expect(JSON.parse(success.body)).toMatchObject({
      event: 'transfer.success',
      data: { reference: 'paypr261120reversn1', amount: 250_000, status: 'success' },
    });

    const reversed = await f.app.inject({
      method: 'POST',
      url: '/paystack/_fake/transfers/paypr261120reversn1/reverse',
    });
    expect(reversed.json()).toEqual({ reversed: true, delivered: 200 });
    expect(JSON.parse(f.inbox.at(-1)!.body)).toMatchObject({
      event: 'transfer.reversed',
      data: { status: 'reversed' },
    });
    const verify = await f.app.inject({
      method: 'GET',
      url: '/paystack/transfer/verify/paypr261120reversn1',
      headers: auth,
    });
    expect(verify.json().data.status).toBe('reversed');
    expect(
      (await f.app.inject({ method: 'POST', url: '/paystack/_fake/transfers/paypr261120reversn1/reverse' })).statusCode,
    ).toBe(409);
    expect(
      (await f.app.inject({ method: 'GET', url: '/paystack/transfer/verify/paynothingatall0n1', headers: auth }))
        .statusCode,
    ).toBe(404);
  });

  it('fails a transfer to an account ending 9999 with transfer.failed', async () => {
    const code = (await recipient('0000019999')).json().data.recipient_code as string;
    await f.app.inject({
      method: 'POST',
      url: '/paystack/transfer',
      headers: auth,
      payload: { source: 'balance', amount: 250_000, recipient: code, reference: 'paypr261120failsn1' },
    });
    const failed = await arrived(f.inbox, 'paypr261120failsn1');
    expect(JSON.parse(failed.body)).toMatchObject({ event: 'transfer.failed', data: { status: 'failed' } });
  });
});
