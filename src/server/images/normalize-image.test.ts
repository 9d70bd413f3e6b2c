import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejected, normalizeImage, type ImageRejection } from './normalize-image';
import { sniffImage } from './sniff-image';
import { ELF_BYTES, noiseImage, pngWithExif } from '../test/test-images';

const rules = { minShortSide: 320 };

async function rejection(input: Buffer, minShortSide = 320): Promise<ImageRejection> {
  try {
    await normalizeImage(input, { minShortSide });
  } catch (e) {
    if (e instanceof ImageRejected) return e.rejection;
    throw e;
  }
  throw new Error('the image was accepted');
}

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImage(await noiseImage(40, 40, 'jpeg'))).toBe('jpeg');
    expect(sniffImage(await noiseImage(40, 40, 'png'))).toBe('png');
    expect(sniffImage(await noiseImage(40, 40, 'webp'))).toBe('webp');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffImage(ELF_BYTES)).toBeNull();
    expect(sniffImage(Buffer.from('just some text, named photo.jpg'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull(); // RIFF but audio
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull(); // too short to be a JPEG
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('normalizeImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('re-encodes a %s photo as JPEG with its size and hash', async (format) => {
    const out = await normalizeImage(await noiseImage(800, 600, format), rules);
    expect(out.mime).toBe('image/jpeg');
    expect(sniffImage(out.data)).toBe('jpeg');
    expect([out.width, out.height]).toEqual([800, 600]);
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  });

  it('bounds the long side to 1600 px, keeping the proportions', async () => {
    const out = await normalizeImage(await noiseImage(3200, 1800, 'jpeg'), rules);
    expect([out.width, out.height]).toEqual([1600, 900]);
  });

  it('applies the EXIF orientation, so a sideways phone photo is stored upright', async () => {
    const sideways = await noiseImage(800, 600, 'jpeg', (s) => s.withMetadata({ orientation: 6 }));
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const out = await normalizeImage(sideways, rules);
    expect([out.width, out.height]).toEqual([600, 800]);
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it('drops EXIF (camera, GPS) and every other metadata block', async () => {
    const input = await pngWithExif(800, 600);
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif?.toString('latin1')).toContain('PrestaTestCam');
    const out = await normalizeImage(input, rules);
    const outMeta = await sharp(out.data).metadata();
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(outMeta.icc).toBeUndefined();
    expect(out.data.includes(Buffer.from('PrestaTestCam'))).toBe(false);
  });

  it('refuses what is not an image by its bytes', async () => {
    expect(await rejection(ELF_BYTES)).toEqual({ reason: 'notAnImage' });
    expect(await rejection(Buffer.from('hello, I am a text file'))).toEqual({ reason: 'notAnImage' });
  });

  it('refuses a file with an image signature that does not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(await rejection(fake)).toEqual({ reason: 'undecodable' });
    const jpeg = await noiseImage(800, 600, 'jpeg');
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ reason: 'undecodable' });
  });

  it('refuses a photo whose short side is below the minimum, naming the sizes', async () => {
    expect(await rejection(await noiseImage(1000, 300, 'png'))).toEqual({
      reason: 'tooSmall',
      width: 1000,
      height: 300,
      min: 320,
    });
    await expect(normalizeImage(await noiseImage(320, 320, 'png'), rules)).resolves.toMatchObject({
      width: 320,
      height: 320,
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // 10000 × 10000 of one colour compresses to a few kilobytes but would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await rejection(bomb)).toEqual({ reason: 'undecodable' });
  });
});
