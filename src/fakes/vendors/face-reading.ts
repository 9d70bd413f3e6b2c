import sharp, { type Sharp } from 'sharp';
import { ID_PORTRAIT, TEST_PERSON_IDS, testPersonPhoto, type TestPersonId } from './test-persons';

/**
 * What a fake face vendor sees in a picture, decided by its content (decision 0094):
 * - `blank`: no detail at all (lens covered, a flat frame);
 * - `noise`: detail without structure (neighbouring pixels unrelated, as in random noise);
 * - `screen`: large areas of exactly flat pixels (a screenshot or a screen's UI), which a camera never gives;
 * - `person`: the face of one of the test persons, recognised by a perceptual signature;
 * - `unknown`: a picture with no face the fake knows — a real vendor would find none either.
 */
export type FaceReading =
  { kind: 'blank' | 'noise' | 'screen' | 'unknown' } | { kind: 'person'; person: TestPersonId; similarity: number };

const SIG = 24;
/** Correlation of the signatures above which two pictures show the same test person. */
const SAME_PERSON = 0.9;
const FLAT_BLOCKS_FOR_SCREEN = 0.15;

/** The picture's perceptual signature: a tiny greyscale thumbnail, centred and scaled to unit length. */
async function signature(image: Buffer | Sharp): Promise<Float64Array> {
  const px = await (Buffer.isBuffer(image) ? sharp(image) : image)
    .greyscale()
    .resize(SIG, SIG, { fit: 'fill' })
    .raw()
    .toBuffer();
  const v = Float64Array.from(px);
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += (v[i] -= mean) ** 2;
  const len = Math.sqrt(norm) || 1;
  return v.map((x) => x / len);
}

const correlation = (a: Float64Array, b: Float64Array) => a.reduce((s, x, i) => s + x * b[i], 0);

let references: Promise<[TestPersonId, Float64Array][]> | null = null;
/** The registered face of each test person: their seed-0 photo, as a vendor enrols it. */
function referenceSignatures() {
  references ??= Promise.all(
    TEST_PERSON_IDS.map(
      async (id) => [id, await signature(await testPersonPhoto(id, { seed: 0 }))] as [TestPersonId, Float64Array],
    ),
  );
  return references;
}

/** Greyscale statistics at a fixed working size: spread, neighbour correlation, share of flat 8×8 blocks. */
async function texture(image: Buffer): Promise<{ stdev: number; neighbour: number; flatBlocks: number }> {
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: 256, height: 256, fit: 'inside', kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const n = data.length;
  const mean = data.reduce((s, x) => s + x, 0) / n;
  let variance = 0;
  let covariance = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = data[y * width + x] - mean;
      variance += d * d;
      if (x + 1 < width) covariance += d * (data[y * width + x + 1] - mean);
    }
  }
  let blocks = 0;
  let flat = 0;
  for (let by = 0; by + 8 <= height; by += 8) {
    for (let bx = 0; bx + 8 <= width; bx += 8) {
      let lo = 255;
      let hi = 0;
      for (let y = by; y < by + 8; y++)
        for (let x = bx; x < bx + 8; x++) {
          const v = data[y * width + x];
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      blocks++;
      if (hi - lo <= 1) flat++;
    }
  }
  return {
    stdev: Math.sqrt(variance / n),
    neighbour: variance ? covariance / variance : 0,
    flatBlocks: blocks ? flat / blocks : 1,
  };
}

async function whoIs(image: Buffer | Sharp): Promise<FaceReading> {
  const sig = await signature(image);
  let best: { person: TestPersonId; similarity: number } | null = null;
  for (const [person, ref] of await referenceSignatures()) {
    const similarity = correlation(sig, ref);
    if (!best || similarity > best.similarity) best = { person, similarity };
  }
  return best && best.similarity >= SAME_PERSON ? { kind: 'person', ...best } : { kind: 'unknown' };
}

/** Reads a selfie (or any picture said to be a face): blank, noise, a screen, a known person or nobody known. */
export async function readFace(image: Buffer): Promise<FaceReading> {
  const t = await texture(image);
  if (t.stdev < 4) return { kind: 'blank' };
  if (t.neighbour < 0.5) return { kind: 'noise' };
  if (t.flatBlocks >= FLAT_BLOCKS_FOR_SCREEN) return { kind: 'screen' };
  return whoIs(image);
}

/** The holder's face on an ID front: the face in the card's portrait window (test-persons.ts). */
export async function readPortrait(card: Buffer): Promise<FaceReading> {
  const { width = 0, height = 0 } = await sharp(card).metadata();
  const region = {
    left: Math.round(width * ID_PORTRAIT.left),
    top: Math.round(height * ID_PORTRAIT.top),
    width: Math.round(width * ID_PORTRAIT.width),
    height: Math.round(height * ID_PORTRAIT.height),
  };
  if (region.width < 8 || region.height < 8) return { kind: 'unknown' };
  return whoIs(sharp(card).extract(region));
}

/** Whether the whole picture looks like a capture of a screen (flat regions) or has no detail. */
export async function readDocumentSurface(card: Buffer): Promise<'blank' | 'noise' | 'screen' | 'paper'> {
  const t = await texture(card);
  if (t.stdev < 4) return 'blank';
  if (t.neighbour < 0.5) return 'noise';
  return t.flatBlocks >= FLAT_BLOCKS_FOR_SCREEN ? 'screen' : 'paper';
}

/** An image a vendor was sent as bare base64: its bytes, or why it is none (a data: URL is not bare base64). */
export async function imageFromBase64(value: unknown): Promise<Buffer | 'missing' | 'unreadable'> {
  if (typeof value !== 'string' || value === '') return 'missing';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return 'unreadable';
  const bytes = Buffer.from(value, 'base64');
  try {
    await sharp(bytes).metadata();
    return bytes;
  } catch {
    return 'unreadable';
  }
}
