import { describe, expect, it } from 'vitest';
import { reportLater } from './fake-delivery-numbers';

/** The answers a status callback gets in turn; what reportLater did with them. */
async function sendsFor(answers: number[]): Promise<number> {
  let sent = 0;
  await reportLater(async () => answers[sent++] ?? 200, 1);
  return sent;
}

describe('the SMS fakes send a delivery report again as Twilio does', () => {
  it('on a 5xx, 408, 425, 429 or no answer, three times at most', async () => {
    expect(await sendsFor([503, 200])).toBe(2);
    expect(await sendsFor([408, 425, 429, 200])).toBe(4);
    expect(await sendsFor([0, 500, 502, 504])).toBe(4);
  });

  it('never on another 4xx: a refused report is not sent again', async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(await sendsFor([status])).toBe(1);
    expect(await sendsFor([200])).toBe(1);
  });
});
