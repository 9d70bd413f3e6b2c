import type { Market } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import type { LivenessVerdict } from '../../providers/identity/identity-provider';

/**
 * The market's identity vendor judges the selfie as it arrives (Dojah in Nigeria, ARGOS in
 * Mexico; decision 0105), so noise, a screen or a faceless shot is retaken at once, in the
 * borrower's language, instead of sending the application to review later. A vendor that cannot
 * answer decides nothing here: the photo is kept and the assessment's own liveness check (which
 * queues and retries an outage, decision 0048) is the one that counts. Answers null then.
 */
export async function vendorLiveness(deps: Deps, market: Market, selfie: Buffer): Promise<LivenessVerdict | null> {
  const face = deps.identity[market].face;
  try {
    return await face.liveness(selfie);
  } catch (err) {
    deps.log.warn(
      { vendor: face.vendor, err: err instanceof Error ? err.message : 'unknown' },
      'selfie liveness at upload unavailable',
    );
    return null;
  }
}
