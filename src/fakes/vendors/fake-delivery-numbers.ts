/**
 * Test numbers the SMS fakes treat specially, the same for every SMS vendor (README):
 * - ending 0000: the vendor takes the message, then reports it undelivered (a call: not answered);
 * - ending 9999: every SMS vendor refuses the number at once (its "invalid number" answer);
 * - ending 8888: only Termii refuses it; ending 7777: only Twilio does (a failover to the other).
 * Any other valid number is delivered.
 */
export type FakeFate = 'delivered' | 'undelivered' | 'refused';

export function fakeFate(e164: string, vendor: 'termii' | 'twilio'): FakeFate {
  if (e164.endsWith('9999') || e164.endsWith(vendor === 'termii' ? '8888' : '7777')) return 'refused';
  if (e164.endsWith('0000')) return 'undelivered';
  return 'delivered';
}

/** Answers a vendor sends a status callback again on (Twilio's error 17580); a network failure (0) too. */
const RETRIED = new Set([0, 408, 425, 429]);

/**
 * A report is sent shortly after the vendor's answer — it can reach the product before the product
 * has stored the id of the message it took — and again, up to three times, only on an answer the
 * vendor retries: a 5xx, 408, 425 or 429. Any other 4xx is final (Twilio; Termii publishes no policy).
 */
export async function reportLater(send: () => Promise<number>, delayMs = 50, retries = 3): Promise<void> {
  for (let i = 0; i <= retries; i++) {
    await new Promise((r) => setTimeout(r, delayMs * (i + 1)));
    const status = await send();
    if (!RETRIED.has(status) && status < 500) return;
  }
}
