import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeEnvelope, fetchEnvelope, NetworkFailure, NotAnEnvelope, TIMEOUT_MS } from './fetch-envelope';

const fetchMock = vi.fn<typeof fetch>();
/**
 * A fetch that never answers until its signal aborts, as a silent network does (an aborted signal rejects at once, as
 * fetch does).
 */
const silent = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const aborted = () => reject(new DOMException('aborted', 'AbortError'));
    if (init?.signal?.aborted) aborted();
    init?.signal?.addEventListener('abort', aborted);
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchEnvelope', () => {
  it('answers the status and the envelope, whatever its code', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 400100, msg: 'no', data: { errors: [] } }), { status: 400 }),
    );
    expect(await fetchEnvelope('/x')).toEqual({
      status: 400,
      envelope: { code: 400100, msg: 'no', data: { errors: [] } },
    });
  });

  it("fetch rejecting is a NetworkFailure carrying the browser's message", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await fetchEnvelope('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkFailure);
    expect((error as Error).message).toBe('Failed to fetch');
  });

  it('no answer within the time limit is a NetworkFailure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(silent);
    const pending = fetchEnvelope('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(await pending).toBeInstanceOf(NetworkFailure);
  });

  it('the caller aborting, before or during the call, is a NetworkFailure', async () => {
    fetchMock.mockImplementation(silent);
    const during = new AbortController();
    const pending = fetchEnvelope('/x', {}, during.signal).catch((e: unknown) => e);
    during.abort();
    expect(await pending).toBeInstanceOf(NetworkFailure);
    const before = new AbortController();
    before.abort();
    expect(await fetchEnvelope('/x', {}, before.signal).catch((e: unknown) => e)).toBeInstanceOf(NetworkFailure);
  });

  it('an answer that is not an envelope is NotAnEnvelope with its status, never a network failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await fetchEnvelope('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAnEnvelope);
    expect(error).not.toBeInstanceOf(NetworkFailure);
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway' });
  });

  it('a bug thrown inside fetch that is not a network error passes through as itself', async () => {
    fetchMock.mockRejectedValue(new RangeError('bug'));
    const error = await fetchEnvelope('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
  });
});

describe('decodeEnvelope', () => {
  it('takes an object with a numeric code and refuses anything else', () => {
    expect(decodeEnvelope('{"code":0,"msg":"ok","data":1}', 200)).toEqual({ code: 0, msg: 'ok', data: 1 });
    for (const text of ['', 'null', '[]', '{"code":"0"}', '<html>'])
      expect(() => decodeEnvelope(text, 200)).toThrow(NotAnEnvelope);
  });
});
