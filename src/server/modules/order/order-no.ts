import { randomBytes } from 'node:crypto';
import type { Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 8 base32 characters: 40 random bits from the CSPRNG. */
function randomBase32(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 7; i >= 0; i--) out += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/**
 * A server-made order number such as 'PR261120K7QX2MZA': a prefix, the market's calendar day
 * (yymmdd, so support staff read its age at a glance) and 40 random bits, so numbers can be
 * neither guessed nor enumerated. The unique index catches the rare repeat; the caller retries.
 */
export function makeOrderNo(market: Market, now: Date): string {
  return `PR${marketToday(market, now).slice(2).replaceAll('-', '')}${randomBase32()}`;
}
