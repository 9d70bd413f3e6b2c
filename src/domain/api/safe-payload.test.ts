import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_DEPTH, payloadProblem } from './safe-payload';

describe('payloadProblem', () => {
  it('passes ordinary text, accents, emoji pairs, tabs and new lines', () => {
    expect(
      payloadProblem({ name: 'Gómez Díaz', note: 'line 1\nline 2\tend\r', emoji: '👍🏽', list: ['a', 1, null, true] }),
    ).toBeNull();
  });

  it('names the field holding NUL, another control character or a lone surrogate', () => {
    expect(payloadProblem({ orderNo: 'PR\u0000' })).toEqual({ field: 'orderNo', problem: 'badCharacters' });
    expect(payloadProblem({ payload: { sms: [{ body: 'ok' }, { body: '\u001B[2J' }] } })).toEqual({
      field: 'payload.sms.1.body',
      problem: 'badCharacters',
    });
    expect(payloadProblem({ address: 'x\uD800' })).toEqual({ field: 'address', problem: 'badCharacters' });
    expect(payloadProblem({ address: '\uDC00y' })).toEqual({ field: 'address', problem: 'badCharacters' });
    expect(payloadProblem({ 'k\u0000': 1 })).toEqual({ field: 'body', problem: 'badCharacters' });
    expect(payloadProblem({ c1: '\u0085' })).toEqual({ field: 'c1', problem: 'badCharacters' });
  });

  it('refuses nesting deeper than the bound without recursing (5,000 levels)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = { a: deep };
    expect(payloadProblem({ payload: deep })).toEqual({ field: 'payload', problem: 'tooDeep' });
    let fine: unknown = 1;
    for (let i = 0; i < MAX_PAYLOAD_DEPTH - 1; i++) fine = [fine];
    expect(payloadProblem(fine)).toBeNull();
  });
});
