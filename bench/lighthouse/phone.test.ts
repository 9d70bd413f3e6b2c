import { describe, expect, it } from 'vitest';
import { cpuMultiplier, GATE_PHONE_INDEX, phoneFromEnv, SLOW_PHONE_INDEX } from './phone';

describe('the emulated phone', () => {
  it('is ×4 for the gate and ×6 for the slow phone on a quiet machine of this project', () => {
    expect(cpuMultiplier(2640, GATE_PHONE_INDEX)).toBe(4);
    expect(cpuMultiplier(2640, SLOW_PHONE_INDEX)).toBe(6);
  });

  it('slows a fast machine more and a slow one less, so the page meets the same phone', () => {
    expect(cpuMultiplier(3300, GATE_PHONE_INDEX)).toBe(5);
    expect(cpuMultiplier(1320, GATE_PHONE_INDEX)).toBe(2);
  });

  it('never speeds the page up and refuses nonsense indexes', () => {
    expect(cpuMultiplier(300, GATE_PHONE_INDEX)).toBe(1);
    expect(() => cpuMultiplier(0, GATE_PHONE_INDEX)).toThrow(/positive/);
    expect(() => cpuMultiplier(Number.NaN, GATE_PHONE_INDEX)).toThrow(/positive/);
  });

  it('is chosen from the environment: the gate by default, a fixed multiplier or another phone on demand', () => {
    expect(phoneFromEnv({})).toEqual({ kind: 'calibrated', phoneIndex: GATE_PHONE_INDEX });
    expect(phoneFromEnv({ LH_PHONE: 'slow' })).toEqual({ kind: 'calibrated', phoneIndex: SLOW_PHONE_INDEX });
    expect(phoneFromEnv({ LH_PHONE_INDEX: '264' })).toEqual({ kind: 'calibrated', phoneIndex: 264 });
    expect(phoneFromEnv({ LH_CPU: '6', LH_PHONE: 'slow' })).toEqual({ kind: 'fixed', multiplier: 6 });
    expect(() => phoneFromEnv({ LH_PHONE: 'fast' })).toThrow(/slow or gate/);
    expect(() => phoneFromEnv({ LH_CPU: 'x' })).toThrow(/LH_CPU/);
  });
});
