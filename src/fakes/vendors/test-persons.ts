import sharp from 'sharp';

/**
 * The fixed set of people the fake identity vendors know by face (decision 0094). Each is drawn
 * the same way every time (no binary files in the repository); a "shot" of a person adds its own
 * camera grain and light, so no two uploads are the same bytes, yet the fakes recognise the
 * person by what the picture shows — never by a size, a name or any marker the product carries.
 */
export type TestPersonId = 'ada' | 'chukwuemeka' | 'emma' | 'rosa';

interface Look {
  /** Background gradient: from, to, and its direction (x2, y2 of a 0..1 box). */
  bg: [string, string, number, number];
  skin: [string, string];
  hair: string;
  /** Hair as SVG in a 400×400 box. */
  hairShape: string;
  /** Face centre and radii in the 400×400 box. */
  face: [number, number, number, number];
  shirt: string;
}

const LOOKS: Record<TestPersonId, Look> = {
  ada: {
    bg: ['#d9e4f5', '#5a6f96', 1, 1],
    skin: ['#8d5a3b', '#5b3521'],
    hair: '#1b1410',
    shirt: '#c2410c',
    hairShape: '<circle cx="200" cy="120" r="120"/>',
    face: [200, 190, 92, 118],
  },
  chukwuemeka: {
    bg: ['#3b4a3a', '#c9d6a3', 0, 1],
    skin: ['#6b4128', '#3d2314'],
    hair: '#0d0b0a',
    shirt: '#1e3a8a',
    hairShape: '<rect x="110" y="50" width="180" height="70" rx="30"/>',
    face: [170, 200, 100, 126],
  },
  emma: {
    bg: ['#f3e3c3', '#8a5a44', 1, 0],
    skin: ['#e0b48f', '#a87454'],
    hair: '#4a2a12',
    shirt: '#047857',
    hairShape: '<path d="M90 330 Q70 60 220 60 Q350 60 330 330 L290 330 Q300 130 210 120 Q130 130 140 330 Z"/>',
    face: [215, 200, 85, 112],
  },
  rosa: {
    bg: ['#2d2240', '#e9b9d0', 1, 0.3],
    skin: ['#c98e6a', '#8b5a3c'],
    hair: '#141010',
    shirt: '#7e22ce',
    hairShape:
      '<path d="M110 170 Q110 40 200 40 Q300 40 300 170 Q250 90 200 95 Q150 90 110 170 Z"/><circle cx="300" cy="80" r="42"/>',
    face: [195, 210, 96, 110],
  },
};

export const TEST_PERSON_IDS = Object.keys(LOOKS) as TestPersonId[];

function svg(id: TestPersonId): string {
  const l = LOOKS[id];
  const [cx, cy, rx, ry] = l.face;
  const eyeY = cy - ry * 0.18;
  const eyeDx = rx * 0.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" preserveAspectRatio="none">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="${l.bg[2]}" y2="${l.bg[3]}"><stop offset="0" stop-color="${l.bg[0]}"/><stop offset="1" stop-color="${l.bg[1]}"/></linearGradient>
      <radialGradient id="skin" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${l.skin[0]}"/><stop offset="1" stop-color="${l.skin[1]}"/></radialGradient>
    </defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <g fill="${l.hair}">${l.hairShape}</g>
    <path d="M${cx - 150} 400 Q${cx} ${cy + ry - 10} ${cx + 150} 400 Z" fill="${l.shirt}"/>
    <rect x="${cx - rx * 0.35}" y="${cy + ry * 0.7}" width="${rx * 0.7}" height="${ry * 0.5}" fill="${l.skin[1]}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#skin)"/>
    <ellipse cx="${cx - eyeDx}" cy="${eyeY}" rx="${rx * 0.16}" ry="${ry * 0.07}" fill="#f5f0ea"/>
    <ellipse cx="${cx + eyeDx}" cy="${eyeY}" rx="${rx * 0.16}" ry="${ry * 0.07}" fill="#f5f0ea"/>
    <circle cx="${cx - eyeDx}" cy="${eyeY}" r="${ry * 0.055}" fill="#1a120c"/>
    <circle cx="${cx + eyeDx}" cy="${eyeY}" r="${ry * 0.055}" fill="#1a120c"/>
    <path d="M${cx - eyeDx - 18} ${eyeY - 20} q18 -10 36 0 M${cx + eyeDx - 18} ${eyeY - 20} q18 -10 36 0" stroke="${l.hair}" stroke-width="7" fill="none"/>
    <path d="M${cx} ${eyeY + 8} l-10 ${ry * 0.35} h20" stroke="${l.skin[1]}" stroke-width="5" fill="none"/>
    <path d="M${cx - rx * 0.35} ${cy + ry * 0.45} q${rx * 0.35} ${ry * 0.18} ${rx * 0.7} 0" stroke="#5b1f1f" stroke-width="8" fill="none"/>
  </svg>`;
}

/** A small deterministic generator, so a shot is the same image for the same seed. */
function lcg(seed: number): () => number {
  let s = (seed * 2_654_435_761) >>> 0 || 1;
  return () => (s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
}

/** The person drawn flat at a size: what a screen shows (no grain). */
function drawn(id: TestPersonId, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(id)))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Camera grain and a light shift over raw RGB, as a phone's sensor would add. */
function grain(raw: Buffer, seed: number): Buffer {
  const rnd = lcg(seed);
  const light = Math.round((rnd() - 0.5) * 16);
  const out = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++)
    out[i] = Math.max(0, Math.min(255, raw[i] + light + Math.round((rnd() - 0.5) * 24)));
  return out;
}

export interface ShotOptions {
  width?: number;
  height?: number;
  seed?: number;
}

/** A camera photo of the person (JPEG): grain and light differ with the seed, the face does not. */
export async function testPersonPhoto(
  id: TestPersonId,
  { width = 640, height = 640, seed = 1 }: ShotOptions = {},
): Promise<Buffer> {
  const raw = grain(await drawn(id, width, height), seed);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A screenshot of a phone showing the person's photo: flat status and title bars, a flat page and
 * button around the picture, pixels exactly as the screen drew them. What a replay attack sends.
 */
export async function testPersonScreenshot(id: TestPersonId): Promise<Buffer> {
  const face = await sharp(await drawn(id, 600, 600), { raw: { width: 600, height: 600, channels: 3 } })
    .png()
    .toBuffer();
  const ui = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280">
    <rect width="720" height="1280" fill="#ffffff"/><rect width="720" height="64" fill="#111827"/>
    <rect y="64" width="720" height="112" fill="#2563eb"/><rect x="60" y="1040" width="600" height="120" rx="24" fill="#2563eb"/>
  </svg>`);
  return sharp(ui)
    .composite([{ input: face, left: 60, top: 240 }])
    .png()
    .toBuffer();
}

/**
 * Pictures with no face in them, as a fraudster or a covered lens sends: one flat colour, random
 * noise, or a faceless camera shot (a gradient under grain, like a wall).
 */
export async function testNonFace(
  kind: 'blank' | 'noise' | 'wall',
  width = 640,
  height = 640,
  seed = 5,
): Promise<Buffer> {
  if (kind === 'blank')
    return sharp({ create: { width, height, channels: 3, background: '#808080' } })
      .jpeg({ quality: 90 })
      .toBuffer();
  const rnd = lcg(seed);
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (kind === 'noise') {
        px[i] = rnd() * 256;
        px[i + 1] = rnd() * 256;
        px[i + 2] = rnd() * 256;
      } else {
        px[i] = (x / width) * 200 + rnd() * 40;
        px[i + 1] = (y / height) * 200 + rnd() * 40;
        px[i + 2] = 120 + rnd() * 60;
      }
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Where the portrait sits on an ID front, as fractions of the card (the INE's photo window, left;
 * the app's test cards print it there too): the fakes look for the holder's face in it.
 */
export const ID_PORTRAIT = { left: 0.03, top: 0.238, width: 0.23, height: 0.476 } as const;

/** The card with the person's photo in its portrait window, as a camera sees the printed card. */
export async function withPortrait(card: Buffer, id: TestPersonId, seed = 7): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(card).metadata();
  const w = Math.round(width * ID_PORTRAIT.width);
  const h = Math.round(height * ID_PORTRAIT.height);
  const portrait = await testPersonPhoto(id, { width: w, height: h, seed });
  return sharp(card)
    .composite([
      { input: portrait, left: Math.round(width * ID_PORTRAIT.left), top: Math.round(height * ID_PORTRAIT.top) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A printed ID card photographed: paper texture (grain), the portrait, no text. For uploads that need no reading. */
export async function testIdCard(id: TestPersonId, seed = 3): Promise<Buffer> {
  const width = 1000;
  const height = 630;
  const paper = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8ece4"/><stop offset="1" stop-color="#b9c4cf"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#p)"/><rect x="300" y="190" width="560" height="26" fill="#6b7280"/><rect x="300" y="300" width="420" height="22" fill="#6b7280"/>
  </svg>`),
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  const card = await sharp(grain(paper, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return withPortrait(card, id, seed + 1);
}

export interface PrintedIne {
  /** The CURP line as printed (a test may print look-alike letters, as a worn card reads). */
  curp: string;
  /** The name block, surnames first as the INE prints it. */
  name: string;
}

/**
 * An INE front as a camera sees the printed card: paper grain, the person in the portrait window,
 * the name and the CURP in sharp type an OCR engine reads. Grain over the whole card, as on a
 * real photo: a flat, grainless card is what a screen shows, and the fakes' ID Liveness says so.
 */
export async function testIneFront(id: TestPersonId, printed: PrintedIne, seed = 11): Promise<Buffer> {
  const width = 1000;
  const height = 630;
  const paper = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2ee"/><stop offset="1" stop-color="#d3dbd6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#p)"/>
    <text x="30" y="70" font-family="sans-serif" font-size="32" fill="#222">INSTITUTO NACIONAL ELECTORAL</text>
    <text x="300" y="220" font-family="sans-serif" font-size="26" fill="#111">${printed.name}</text>
    <text x="300" y="330" font-family="sans-serif" font-size="22" fill="#444">CURP</text>
    <text x="380" y="330" font-family="monospace" font-size="30" fill="#111">${printed.curp}</text>
  </svg>`),
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  const card = await sharp(grain(paper, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return withPortrait(card, id, seed + 1);
}
