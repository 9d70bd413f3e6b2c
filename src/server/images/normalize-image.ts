import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { sniffImage } from './sniff-image';

export type ImageRejection =
  | { reason: 'notAnImage' }
  | { reason: 'undecodable' }
  | { reason: 'tooSmall'; width: number; height: number; min: number };

export class ImageRejected extends Error {
  constructor(readonly rejection: ImageRejection) {
    super(`image rejected: ${rejection.reason}`);
  }
}

export interface ImageRules {
  /** The shorter side must have at least this many pixels, or the photo cannot be read. */
  minShortSide: number;
}

export interface NormalizedImage {
  data: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
  sha256: string;
}

/** Re-encoding settings: a readable ID at a fraction of a phone photo's size. */
const OUTPUT = { maxLongSide: 1600, quality: 85 } as const;
/**
 * Decoded pixels allowed (about 50 megapixels): a few-kilobyte file may declare a huge canvas,
 * and this refuses it from its header before any memory is spent.
 */
const MAX_INPUT_PIXELS = 50_000_000;
// 'error' refuses corrupt and truncated files but accepts the harmless warnings some phone cameras produce.
const DECODE = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 } as const;

/**
 * Turns an uploaded photo into the file we keep: checked by magic bytes, decoded, turned upright
 * (EXIF orientation applied), bounded in size and re-encoded as JPEG. Only pixels survive: sharp
 * writes no metadata unless asked, so EXIF, GPS, XMP and ICC profiles are dropped.
 */
export async function normalizeImage(input: Buffer, rules: ImageRules): Promise<NormalizedImage> {
  const format = sniffImage(input);
  if (!format) throw new ImageRejected({ reason: 'notAnImage' });

  let meta: Metadata;
  try {
    meta = await sharp(input, DECODE).metadata();
  } catch {
    throw new ImageRejected({ reason: 'undecodable' });
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new ImageRejected({ reason: 'undecodable' });
  if (Math.min(meta.width, meta.height) < rules.minShortSide) {
    throw new ImageRejected({ reason: 'tooSmall', width: meta.width, height: meta.height, min: rules.minShortSide });
  }

  try {
    const { data, info } = await sharp(input, DECODE)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: OUTPUT.maxLongSide, height: OUTPUT.maxLongSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: OUTPUT.quality })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: 'image/jpeg',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    // Headers can be fine while the pixel data is cut short or corrupt.
    throw new ImageRejected({ reason: 'undecodable' });
  }
}
