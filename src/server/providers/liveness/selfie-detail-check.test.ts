import { describe, expect, it } from 'vitest';
import { blankImage, noiseImage } from '../../test/test-images';
import { SelfieDetailCheck } from './selfie-detail-check';

const liveness = new SelfieDetailCheck();
const check = async (buffer: Buffer, width: number, height: number) =>
  liveness.checkLiveness({ buffer, width, height });

describe('SelfieDetailCheck', () => {
  it('passes a real, detailed, face-sized photo, with the same score every time', async () => {
    const photo = await noiseImage(400, 400);
    const first = await check(photo, 400, 400);
    expect(first.passed).toBe(true);
    expect(first.score).toBeGreaterThanOrEqual(50);
    expect(first.score).toBeLessThanOrEqual(100);
    expect(await check(photo, 400, 400)).toEqual(first);
  });

  it('fails a blank, single-colour photo', async () => {
    expect(await check(await blankImage(400, 400), 400, 400)).toEqual({ passed: false, score: 0 });
  });

  it('fails a photo too small to show a face', async () => {
    expect(await check(await noiseImage(199, 400), 199, 400)).toEqual({ passed: false, score: 0 });
  });
});
