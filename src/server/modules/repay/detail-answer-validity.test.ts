import { describe, expect, it } from 'vitest';
import type { DetailRead } from './detail-read';
import { answerValidUntil } from './detail-service';

const coupon = (expiresAt: string) => ({ expiresAt: new Date(expiresAt) }) as DetailRead['available'][number];
const read = (available: string[], reserved?: string) => ({ available: available.map(coupon), reserved: reserved ? coupon(reserved) : null }) as DetailRead;
const at = (iso: string) => new Date(iso);

describe('a repay detail answer is reused only while nothing it shows can have moved (decision 0031)', () => {
  it('until the next minute, when the market\'s date may turn', () => {
    expect(answerValidUntil(read([]), at('2027-02-19T22:59:30.500Z'))).toBe(at('2027-02-19T23:00:00Z').getTime());
  });

  it('until the first of its coupons expires, if that comes sooner', () => {
    const now = at('2027-02-19T10:00:10Z');
    expect(answerValidUntil(read(['2027-02-19T10:00:40Z', '2027-02-19T10:00:20Z']), now)).toBe(at('2027-02-19T10:00:20Z').getTime());
    expect(answerValidUntil(read([], '2027-02-19T10:00:45Z'), now)).toBe(at('2027-02-19T10:00:45Z').getTime());
    // Already expired, or after the minute: the minute decides.
    expect(answerValidUntil(read(['2027-02-19T10:00:00Z', '2027-03-01T00:00:00Z']), now)).toBe(at('2027-02-19T10:01:00Z').getTime());
  });
});
