import sharp, { type Sharp } from 'sharp';
import type { ImageFormat } from '../images/sniff-image';

/** Test fixtures: images made on the fly, so no binary files live in the repository. */

/** Deterministic noise (an LCG), so a fixture is the same image on every run. */
function noise(width: number, height: number): Buffer {
  const px = Buffer.alloc(width * height * 3);
  let seed = 0x2545f491;
  for (let i = 0; i < px.length; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    px[i] = seed >>> 24;
  }
  return px;
}

const encoders: Record<ImageFormat, (s: Sharp) => Sharp> = {
  jpeg: (s) => s.jpeg({ quality: 90 }),
  png: (s) => s.png(),
  webp: (s) => s.webp({ quality: 90 }),
};

/** A noisy photo-like image: decodable, not blank. */
export function noiseImage(
  width: number,
  height: number,
  format: ImageFormat = 'jpeg',
  edit: (s: Sharp) => Sharp = (s) => s,
): Promise<Buffer> {
  return encoders[format](edit(sharp(noise(width, height), { raw: { width, height, channels: 3 } }))).toBuffer();
}

/** One flat colour: decodes fine, but shows no face. */
export function blankImage(width: number, height: number, format: ImageFormat = 'jpeg'): Promise<Buffer> {
  return encoders[format](sharp({ create: { width, height, channels: 3, background: '#808080' } })).toBuffer();
}

/** A PNG that carries EXIF, including a GPS position, as a phone's photo would. */
export function pngWithExif(width: number, height: number): Promise<Buffer> {
  return noiseImage(width, height, 'png', (s) =>
    s.withExif({
      IFD0: { Make: 'PrestaTestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 8/1 0/1' },
    }),
  );
}

/** A picture of an ID front with a name and a CURP printed on it in sharp type, readable by the OCR. */
export function idFrontWithText(curp: string, name = 'GOMEZ DIAZ ERNESTO'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630">
    <rect width="100%" height="100%" fill="#eef2ee"/>
    <rect x="30" y="150" width="230" height="300" fill="#99a"/>
    <text x="30" y="70" font-family="sans-serif" font-size="32" fill="#222">INSTITUTO NACIONAL ELECTORAL</text>
    <text x="300" y="220" font-family="sans-serif" font-size="26" fill="#111">${name}</text>
    <text x="300" y="330" font-family="sans-serif" font-size="22" fill="#444">CURP</text>
    <text x="380" y="330" font-family="monospace" font-size="30" fill="#111">${curp}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The start of a Linux executable, to be sent named photo.jpg with an image/jpeg type. */
export const ELF_BYTES = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(4096, 0x90),
]);
