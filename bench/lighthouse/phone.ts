/**
 * The phone the Lighthouse gate emulates, the same on any machine (issue 34.4).
 *
 * Lighthouse slows the page's main thread by a CPU multiplier; a fixed ×4 is a faster phone on a
 * fast machine than on a slow one, so the gate passed or failed with the machine's mood. As Chrome
 * DevTools' CPU calibration does, the multiplier is the machine's benchmark index (Lighthouse's own
 * measure, taken just before each run) divided by the index of the phone to emulate.
 */

/** The phone ×4 emulated on this project's machine, quiet (index ≈ 2,640): the gate's phone. */
export const GATE_PHONE_INDEX = 660;
/** A slower phone (×6 on the same machine): the slow-phone bar of issue 34.2. */
export const SLOW_PHONE_INDEX = 440;

/** Never faster than the machine itself, nor a multiplier Lighthouse would refuse. */
const MIN_MULTIPLIER = 1;
const MAX_MULTIPLIER = 20;

/** The CPU multiplier that makes this machine, at its measured index, run like the phone. */
export function cpuMultiplier(machineIndex: number, phoneIndex: number): number {
  if (!(machineIndex > 0) || !(phoneIndex > 0))
    throw new Error(`cpuMultiplier: indexes must be positive (machine ${machineIndex}, phone ${phoneIndex})`);
  const raw = machineIndex / phoneIndex;
  return Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, raw)) * 100) / 100;
}

export type PhoneChoice = { kind: 'calibrated'; phoneIndex: number } | { kind: 'fixed'; multiplier: number };

/**
 * LH_CPU=n keeps a fixed multiplier (to compare with figures taken before calibration);
 * LH_PHONE_INDEX=n (or LH_PHONE=slow) names another phone; the default is the gate's phone.
 */
export function phoneFromEnv(env: Record<string, string | undefined>): PhoneChoice {
  if (env.LH_CPU) {
    const multiplier = Number(env.LH_CPU);
    if (!(multiplier >= 1)) throw new Error(`LH_CPU must be a number ≥ 1, not ${env.LH_CPU}`);
    return { kind: 'fixed', multiplier };
  }
  if (env.LH_PHONE_INDEX) {
    const phoneIndex = Number(env.LH_PHONE_INDEX);
    if (!(phoneIndex > 0)) throw new Error(`LH_PHONE_INDEX must be a positive number, not ${env.LH_PHONE_INDEX}`);
    return { kind: 'calibrated', phoneIndex };
  }
  if (env.LH_PHONE && env.LH_PHONE !== 'slow' && env.LH_PHONE !== 'gate')
    throw new Error(`LH_PHONE is slow or gate, not ${env.LH_PHONE}`);
  return { kind: 'calibrated', phoneIndex: env.LH_PHONE === 'slow' ? SLOW_PHONE_INDEX : GATE_PHONE_INDEX };
}

export function describePhone(choice: PhoneChoice): string {
  return choice.kind === 'fixed'
    ? `CPU ×${choice.multiplier} (fixed)`
    : `a phone of index ${choice.phoneIndex} (CPU × machine index ÷ ${choice.phoneIndex})`;
}
