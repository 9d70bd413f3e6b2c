export interface LivenessImage {
  /** The stored (re-encoded, upright) face photo. */
  buffer: Buffer;
  width: number;
  height: number;
}

export interface LivenessResult {
  passed: boolean;
  /** 0–100: how sure the provider is that a live person is in the photo. */
  score: number;
}

/**
 * Decides whether a face photo shows a live person. Production needs a vendor adapter (a
 * liveness/face-match service); the sandbox only screens out photos that cannot be a face.
 */
export interface LivenessProvider {
  checkLiveness(image: LivenessImage): Promise<LivenessResult>;
}
