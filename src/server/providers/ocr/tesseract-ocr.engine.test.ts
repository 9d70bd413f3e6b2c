import { describe, expect, it } from 'vitest';
import { normalizeImage } from '../../images/normalize-image';
import { idFrontWithText } from '../../test/test-images';
import { readCurp } from '../../modules/identity';
import { TesseractOcr } from './tesseract-ocr';

// The real engine, as the server runs it: tesseract.js 7 with the English model from
// @tesseract.js-data/eng, both from node_modules. The test machine has no internet, so this
// also proves nothing is fetched from a CDN (docs/decisions/0008-identity-images-and-ocr.md).
describe('TesseractOcr with the installed engine, offline', () => {
  it('reads the CURP printed on a stored ID front', async () => {
    const ocr = new TesseractOcr({ timeoutMs: 30_000 });
    try {
      const stored = await normalizeImage(await idFrontWithText('BOXW310820HNERXN09'), { minShortSide: 320 });
      const result = await ocr.recognize(stored.data);
      expect(result, 'tesseract.js and @tesseract.js-data/eng must be installed (see package.json)').not.toBeNull();
      expect(readCurp(result!.text, 2026)).toBe('BOXW310820HNERXN09');
      expect(result!.confidence).toBeGreaterThan(50);
      // The worker is kept: a second page is read without starting again.
      const again = await ocr.recognize(stored.data);
      expect(readCurp(again!.text, 2026)).toBe('BOXW310820HNERXN09');
    } finally {
      await ocr.close();
    }
  }, 60_000);
});
