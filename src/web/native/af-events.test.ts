import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client is replaced by a recorder: these tests are about when the shell hears of an
// event, given what the server answered.
const calls: { path: string; input: unknown }[] = [];
const answers = new Map<string, () => unknown>();
vi.mock('../api/client', () => {
  class ApiFailure extends Error {
    constructor(
      readonly code: number,
      message: string,
      readonly data: unknown,
    ) {
      super(message);
    }
    get fieldErrors() {
      return [];
    }
  }
  const answer = (path: string, input: unknown) => {
    calls.push({ path, input });
    return answers.get(path)?.();
  };
  return {
    ApiFailure,
    call: async (path: string, input: unknown) => answer(path, input),
    request: async (path: string, input: unknown) => answer(path, input),
  };
});

const { ApiFailure } = await import('../api/client');
const { registerMobile } = await import('../features/user/api/register');
const { submitOrder } = await import('../features/onboarding/api/submit');
const { confirmLoan, WrongLoanCode } = await import('../features/loan/api/get-money');

type Posted = { action: string; data: { eventName: string; values: Record<string, unknown> } };
let posted: Posted[];

beforeEach(() => {
  posted = [];
  calls.length = 0;
  answers.clear();
  (globalThis as unknown as { window: unknown }).window = {
    PrestaNative: { postMessage: (json: string) => posted.push(JSON.parse(json)) },
  };
});
afterEach(() => {
  delete (globalThis as unknown as { window?: unknown }).window;
});

const afEvents = () => posted.filter((m) => m.action === 'logEventByAF').map((m) => m.data);
const loanInput = { agreed: true as const, orderNo: 'PR100', amount: 500_000, days: 91, code: '123456' };

describe('logEventByAF at the moments decision 0027 names', () => {
  it('register: only once the server created the account, and without the number', async () => {
    answers.set('/security/register', () => ({ code: 400201, msg: 'wrong code', data: null }));
    await registerMobile('08031234567', '000000');
    expect(afEvents()).toEqual([]);
    answers.set('/security/register', () => ({ code: 0, msg: 'OK', data: { token: 't' } }));
    await registerMobile('08031234567', '123456');
    expect(afEvents()).toEqual([{ eventName: 'af_complete_registration', values: { method: 'mobile' } }]);
    expect(JSON.stringify(posted)).not.toContain('08031234567');
  });

  it('submit: after /user/submit answered, with the order number; not when it failed', async () => {
    answers.set('/user/submit', () => {
      throw new ApiFailure(400100, 'missing', null);
    });
    await expect(submitOrder('PR7')).rejects.toThrow('missing');
    expect(afEvents()).toEqual([]);
    answers.set('/user/submit', () => ({ orderNo: 'PR7', status: 1 }));
    await submitOrder('PR7');
    expect(afEvents()).toEqual([{ eventName: 'af_submit_application', values: { orderNo: 'PR7' } }]);
  });

  it('loan taken: code checked first; a wrong code never reaches get-money nor the shell', async () => {
    answers.set('/loan/validateVerifyCode', () => {
      throw new ApiFailure(400201, 'Invalid verification code', null);
    });
    const wrong = await confirmLoan(loanInput).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(WrongLoanCode);
    expect(calls.map((c) => c.path)).toEqual(['/loan/validateVerifyCode']);
    expect(afEvents()).toEqual([]);

    calls.length = 0;
    answers.set('/loan/validateVerifyCode', () => ({ valid: true }));
    answers.set('/loan/get-money', () => ({ orderNo: 'PR100', status: 7, route: null }));
    await confirmLoan(loanInput);
    expect(calls.map((c) => c.path)).toEqual(['/loan/validateVerifyCode', '/loan/get-money']);
    expect(calls[0].input).toEqual({ code: '123456' });
    expect(afEvents()).toEqual([
      { eventName: 'af_loan_taken', values: { orderNo: 'PR100', amount: 500_000, days: 91 } },
    ]);
  });

  it('get-money refused after a good code: no loan-taken event', async () => {
    answers.set('/loan/validateVerifyCode', () => ({ valid: true }));
    answers.set('/loan/get-money', () => {
      throw new ApiFailure(400702, 'expired', null);
    });
    await expect(confirmLoan(loanInput)).rejects.toThrow('expired');
    expect(afEvents()).toEqual([]);
  });

  it('without a shell the events are a no-op', async () => {
    (globalThis as unknown as { window: unknown }).window = {};
    answers.set('/user/submit', () => ({ orderNo: 'PR8', status: 1 }));
    await expect(submitOrder('PR8')).resolves.toMatchObject({ orderNo: 'PR8' });
    expect(posted).toEqual([]);
  });
});
