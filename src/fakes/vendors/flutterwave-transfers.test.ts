import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { arrived, fakeWithInbox } from './fake-test-kit';
import { flutterwaveTransfersFake } from './flutterwave-transfers';

const { secretKey, secretHash } = FAKE_CREDENTIALS.flutterwave;
const auth = { authorization: `Bearer ${secretKey}` };
let f: Awaited<ReturnType<typeof fakeWithInbox>>;
beforeAll(async () => {
  f = await fakeWithInbox(flutterwaveTransfersFake);
});
afterAll(async () => {
  await f.close();
});

const transfer = (reference: string, account_number = '0000014570', amount: unknown = 9484) =>
  f.app.inject({
    method: 'POST',
    url: '/flutterwave/v3/transfers',
    headers: auth,
    payload: {
      account_bank: '058',
      account_number,
      amount,
      narration: 'Loan',
      currency: 'NGN',
      debit_currency: 'NGN',
      reference,
    },
  });

describe('the Flutterwave Transfers fake', () => {
  it('refuses a wrong key and resolves its test accounts only', async () => {
    expect(
      (
        await f.app.inject({
          method: 'POST',
          url: '/flutterwave/v3/accounts/resolve',
          payload: { account_number: '0000014570', account_bank: '058' },
        })
      ).statusCode,
    ).toBe(401);
    const ok = await f.app.inject({
      method: 'POST',
      url: '/flutterwave/v3/accounts/resolve',
      headers: auth,
      payload: { account_number: '0000014570', account_bank: '058' },
    });
    expect(ok.json()).toEqual({
      status: 'success',
      message: 'Account details fetched',
      data: { account_number: '0000014570', account_name: 'FLUTTERWAVE TEST 4570' },
    });
    const no = await f.app.inject({
      method: 'POST',
      url: '/flutterwave/v3/accounts/resolve',
      headers: auth,
      payload: { account_number: '0123450000', account_bank: '058' },
    });
    expect(no.statusCode).toBe(400);
    expect(no.json()).toMatchObject({ status: 'error', data: null });
  });

  it('refuses bad references, amounts that are not money, and a reference used before', async () => {
    expect((await transfer('PAY:PR1:1')).statusCode).toBe(400);
    expect((await transfer('PAYPR1N1', '0000014570', 94.845)).statusCode).toBe(400);
    expect((await transfer('PAYPR1N1', '0000014570', '9484')).statusCode).toBe(400);
    expect((await transfer('PAYPR1N1')).json()).toMatchObject({
      status: 'success',
      data: { status: 'NEW', reference: 'PAYPR1N1', amount: 9484 },
    });
    expect((await transfer('PAYPR1N1')).json()).toEqual({
      status: 'error',
      message: 'Transfer with this reference already exists',
      data: null,
    });
    const listed = await f.app.inject({
      method: 'GET',
      url: '/flutterwave/v3/transfers?reference=PAYPR1N1',
      headers: auth,
    });
    expect(listed.json().data).toHaveLength(1);
  });

  it('sends transfer.completed with the secret hash in verif-hash: SUCCESSFUL, or FAILED for an account ending 9999', async () => {
    await transfer('PAYPR2N1');
    const ok = await arrived(f.inbox, 'PAYPR2N1');
    expect(ok.url).toBe('/api/webhooks/flutterwave');
    expect(ok.headers['verif-hash']).toBe(secretHash);
    expect(JSON.parse(ok.body)).toMatchObject({
      event: 'transfer.completed',
      data: { reference: 'PAYPR2N1', status: 'SUCCESSFUL' },
    });
    await transfer('PAYPR3N1', '0000019999');
    expect(JSON.parse((await arrived(f.inbox, 'PAYPR3N1')).body)).toMatchObject({ data: { status: 'FAILED' } });
  });
});
