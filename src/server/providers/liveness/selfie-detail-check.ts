import sharp from 'sharp';
import type { LivenessImage, LivenessProvider, LivenessResult } from './liveness-provider';

/** Below this a face cannot be judged; the upload's own minimum is the same. */
export const MIN_FACE_SIDE = 200;
/** A photo of anything has texture; a blank or flat-colour frame (lens covered, no camera) does not. */
const MIN_STDEV = 8;
const MIN_ENTROPY = 2;
const PASS_SCORE = 50;

/**
 * The selfie's check at upload, in every mode: deterministic, no network. Passes a real,
 * decodable, face-sized photo with some detail; fails a blank or uniform one, so the borrower
 * retakes it at once. Liveness itself and the face match are the identity vendor's, in the
 * assessment (decision 0048). Its score grows with the photo's detail
 * (greyscale entropy, 0–8 bits), so the same image always scores the same.
 */
export class SelfieDetailCheck implements LivenessProvider {
  async checkLiveness(image: LivenessImage): Promise<LivenessResult> {
    if (Math.min(image.width, image.height) < MIN_FACE_SIDE) return { passed: false, score: 0 };
    const stats = await sharp(image.buffer).stats();
    const stdev = Math.max(...stats.channels.map((c) => c.stdev));
    if (stdev < MIN_STDEV || stats.entropy < MIN_ENTROPY) return { passed: false, score: 0 };
    const score = Math.min(100, Math.round(PASS_SCORE + (stats.entropy - MIN_ENTROPY) * (50 / 6)));
    return { passed: score >= PASS_SCORE, score };
  }
}
