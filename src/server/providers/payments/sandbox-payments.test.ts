import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { SandboxPayments } from './sandbox-payments';

describe('SandboxPayments.verifyAccount', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let p: SandboxPayments;
  beforeAll(async () => {
    database = await createTestDatabase();
    p = new SandboxPayments({ db: database.db });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers the holder hint in upper case', async () => {
    expect(
      await p.verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0000014570', holderHint: 'Ada  Okafor' }),
    ).toEqual({ found: true, accountName: 'ADA OKAFOR' });
    expect(
      await p.verifyAccount({
        market: 'mx',
        bankCode: '002',
        accountNumber: '002010077777777771',
        holderHint: 'José Núñez',
      }),
    ).toEqual({ found: true, accountName: 'JOSÉ NÚÑEZ' });
  });

  it('knows no account ending in 0000 and has a placeholder name without a hint', async () => {
    expect(await p.verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '1234560000' })).toEqual({
      found: false,
    });
    expect(await p.verifyAccount({ market: 'ng', bankCode: '058', accountNumber: '0000014570' })).toEqual({
      found: true,
      accountName: 'SANDBOX ACCOUNT HOLDER',
    });
  });
});
