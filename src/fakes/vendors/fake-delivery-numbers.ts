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

/** A report is sent shortly after the vendor's answer, and again on a failed delivery, as vendors retry. */
export async function reportLater(send: () => Promise<number>, delayMs = 50, tries = 5): Promise<void> {
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, delayMs * (i + 1)));
    const status = await send();
    if (status >= 200 && status < 300) return;
    if (status === 400 || status === 401 || status === 403) return;
  }
}
