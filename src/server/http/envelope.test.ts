import { describe, expect, it } from 'vitest';
import { ok, okBody } from './envelope';

describe('okBody', () => {
  it('serialises a frozen answer once per language, exactly as Fastify would serialise the envelope', () => {
    const answer = Object.freeze({ order: { orderNo: 'P1', amount: 1_000_000 } });
    const en = okBody('en', answer);
    expect(en).toBe(JSON.stringify(ok('en', answer)));
    expect(okBody('en', answer)).toBe(en);
    expect(okBody('es', answer)).toBe(JSON.stringify(ok('es', answer)));
    expect(okBody('es', answer)).not.toBe(en);
  });

  it('leaves any other answer an object', () => {
    const answer = { order: null };
    expect(okBody('en', answer)).toEqual(ok('en', answer));
    expect(okBody('en', null)).toEqual(ok('en', null));
  });
});
