export interface OcrResult {
  text: string;
  /** 0–100: the engine's mean confidence over the words it read. */
  confidence: number;
}

/** Reads the printed text of an image (the ID front). */
export interface OcrProvider {
  /** The text, or null when no engine is available or it failed: the borrower then types what it would have read. */
  recognize(image: Buffer): Promise<OcrResult | null>;
  /** Stops any engine worker, so the process can exit. */
  close(): Promise<void>;
}
