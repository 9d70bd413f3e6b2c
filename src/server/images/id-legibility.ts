import sharp from 'sharp';

/**
 * Below these an ID photo shows no readable text: a flat or blank frame (lens covered, a grey
 * sheet) has no contrast, a shaken or out-of-focus one has no sharp edges. Measured on rendered
 * ID fronts (contrast ≈ 34, edges ≈ 18), blurred copies and smooth gradients (edges < 1) and flat frames (0).
 */
const MIN_CONTRAST = 10;
const MIN_EDGES = 3;

/** A 3×3 Laplacian: its response is the photo's edges, which blur and flat colour lack. */
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 };

export interface Legibility {
  legible: boolean;
  /** Greyscale standard deviation (0–128). */
  contrast: number;
  /** Standard deviation of the Laplacian: how much sharp detail (text edges) the photo holds. */
  edges: number;
}

/**
 * Whether an ID photo can be read at all, before anything is stored: the same question for an
 * ID whose numbers are typed (Nigeria) as for one OCR reads (Mexico). Deterministic and offline.
 */
export async function idLegibility(image: Buffer): Promise<Legibility> {
  const grey = sharp(image).greyscale();
  // stats() reads the decoded input, not the pipeline: the edge image is rendered first.
  const edgeImage = await grey.clone().convolve(LAPLACIAN).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = edgeImage.info;
  const [stats, edgeStats] = await Promise.all([
    grey.clone().stats(),
    sharp(edgeImage.data, { raw: { width, height, channels } }).stats(),
  ]);
  const contrast = stats.channels[0].stdev;
  const edges = edgeStats.channels[0].stdev;
  return { legible: contrast >= MIN_CONTRAST && edges >= MIN_EDGES, contrast, edges };
}
