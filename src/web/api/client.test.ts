// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../domain/api/codes';

// The session's end is the one step of `call` that reaches outside it; a test makes it throw.
const endSession = vi.fn(async (_message: string, _code: number) => {});
vi.mock('./session-end', () => ({ endSession: (message: string, code: number) => endSession(message, code) }));

const { call, request, ApiFailure, TIMEOUT_MS } = await import('./client');
const { queryClient } = await import('./query-client');
const { i18n, loadNamespace } = await import('../i18n/i18n');

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });
let errors: unknown[][];

beforeAll(async () => {
  await loadNamespace('en', 'messages');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  endSession.mockReset();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  window.location.hash = '#/repay/repay_detail?orderNo=ORD123';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const networkMessage = () => i18n.t('messages:code.NETWORK');
const ourMessage = () => i18n.t('messages:code.INTERNAL');

describe('call: network failures are network failures', () => {
  it("fetch rejecting (offline, refused, reset) is code -1 with SPEC's message, and nothing is reported", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const envelope = await call('/loan/loan-order/latest');
    expect(envelope).toEqual({ code: CODES.NETWORK, msg: networkMessage(), data: null });
    expect(networkMessage()).not.toBe('code.NETWORK');
    expect(errors).toEqual([]);
  });

  it('no answer within the time limit is a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = call('/loan/loan-order/latest');
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect((await pending).code).toBe(CODES.NETWORK);
    expect(errors).toEqual([]);
  });

  it('the connection dropping while the answer is read is a network failure', async () => {
    const broken = answer('');
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(broken);
    expect((await call('/loan/loan-order/latest')).code).toBe(CODES.NETWORK);
    expect(errors).toEqual([]);
  });

  it('queries retry a network failure', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiFailure(CODES.NETWORK, networkMessage(), null))).toBe(true);
  });
});

describe('call: anything else is a bug, reported with the screen it happened on', () => {
  it("an answer that is not JSON (a proxy's page) is reported, and the borrower reads it is ours, not their network", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const envelope = await call('/loan/loan-order/latest');
    expect(envelope).toEqual({ code: CODES.INTERNAL, msg: ourMessage(), data: null });
    expect(envelope.msg).not.toBe(networkMessage());
    expect(errors).toHaveLength(1);
    expect(String(errors[0][0])).toContain('/repay/repay_detail');
    // The query (an order number) stays out of the report.
    expect(errors[0].map(String).join(' ')).not.toContain('ORD123');
    expect(errors[0][1]).toBeInstanceOf(Error);
  });

  it('JSON that is not an envelope is reported', async () => {
    fetchMock.mockResolvedValue(answer('{"ok":true}'));
    expect((await call('/loan/loan-order/latest')).code).toBe(CODES.INTERNAL);
    expect(errors).toHaveLength(1);
  });

  it('a throw while handling the answer is reported, not taken for a network failure', async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ code: CODES.TOKEN_EXPIRED, msg: 'expired', data: null })));
    endSession.mockRejectedValue(new RangeError('a bug in the session end'));
    window.location.hash = '#/user/login';
    const envelope = await call('/loan/loan-order/latest');
    expect(envelope.code).toBe(CODES.INTERNAL);
    expect(String(errors[0][0])).toContain('/user/login');
    expect(errors[0][1]).toBeInstanceOf(RangeError);
  });

  it('on Home (no hash) the screen is /', async () => {
    window.location.hash = '';
    fetchMock.mockResolvedValue(answer('not json'));
    await call('/loan/loan-order/latest');
    expect(String(errors[0][0])).toMatch(/screen \/:/);
  });

  it('request rejects with the error code, which queries do not retry', async () => {
    fetchMock.mockResolvedValue(answer('not json'));
    const failure = await request('/loan/loan-order/latest').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as InstanceType<typeof ApiFailure>).code).toBe(CODES.INTERNAL);
    const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, failure)).toBe(false);
  });
});

describe('call: an answer', () => {
  it('a good answer passes through unchanged', async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ code: 0, msg: 'ok', data: { a: 1 } })));
    expect(await call('/loan/loan-order/latest')).toEqual({ code: 0, msg: 'ok', data: { a: 1 } });
    expect(errors).toEqual([]);
  });
});
