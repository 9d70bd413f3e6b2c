import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idLegibility } from './id-legibility';
import { blankImage, idFrontWithText, noiseImage } from '../test/test-images';

describe('idLegibility', () => {
  it('reads a printed ID front as legible', async () => {
    const result = await idLegibility(await idFrontWithText('BOXW310820HNERXN09'));
    expect(result.legible).toBe(true);
  });

  it('reads a detailed photo as legible', async () => {
    expect((await idLegibility(await noiseImage(1000, 640))).legible).toBe(true);
  });

  it('refuses a plain grey frame', async () => {
    expect(await idLegibility(await blankImage(1000, 640))).toMatchObject({ legible: false, contrast: 0 });
  });

  it('refuses an ID so out of focus that its text is gone', async () => {
    const blurred = await sharp(await idFrontWithText('BOXW310820HNERXN09'))
      .blur(12)
      .jpeg()
      .toBuffer();
    expect((await idLegibility(blurred)).legible).toBe(false);
  });

  it('refuses a smooth gradient: contrast without any text', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>';
    const result = await idLegibility(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    expect(result.contrast).toBeGreaterThan(10);
    expect(result.legible).toBe(false);
  });
});
