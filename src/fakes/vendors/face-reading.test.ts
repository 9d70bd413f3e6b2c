import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readDocumentSurface, readFace, readPortrait } from './face-reading';
import {
  TEST_PERSON_IDS,
  testIdCard,
  testNonFace,
  testPersonPhoto,
  testPersonScreenshot,
  withPortrait,
} from './test-persons';

describe('what the fake face vendors see in a picture', () => {
  it('recognises each test person in any camera shot, at any size, re-encoded, and never as another', async () => {
    for (const id of TEST_PERSON_IDS) {
      const shots = [
        await testPersonPhoto(id, { seed: 31 }),
        await testPersonPhoto(id, { seed: 32, width: 360, height: 480 }),
        await sharp(await testPersonPhoto(id, { seed: 33 }))
          .resize(300)
          .jpeg({ quality: 55 })
          .toBuffer(),
      ];
      for (const shot of shots) expect(await readFace(shot)).toMatchObject({ kind: 'person', person: id });
    }
  });

  it('finds no face in blank, noise or a faceless photo, and knows a screenshot from a camera shot', async () => {
    expect(await readFace(await testNonFace('blank', 640, 640))).toEqual({ kind: 'blank' });
    expect(await readFace(await testNonFace('noise', 640, 640))).toEqual({ kind: 'noise' });
    expect(await readFace(await testNonFace('wall'))).toEqual({ kind: 'unknown' });
    for (const id of TEST_PERSON_IDS)
      expect(await readFace(await testPersonScreenshot(id))).toEqual({ kind: 'screen' });
  });

  it("reads the holder on an ID front from its portrait window, and the card's surface", async () => {
    expect(await readPortrait(await testIdCard('emma'))).toMatchObject({ kind: 'person', person: 'emma' });
    expect(await readPortrait(await withPortrait(await testNonFace('wall', 1200, 760), 'rosa'))).toMatchObject({
      kind: 'person',
      person: 'rosa',
    });
    expect(await readPortrait(await testNonFace('wall', 1000, 630))).toEqual({ kind: 'unknown' });
    expect(await readDocumentSurface(await testIdCard('ada'))).toBe('paper');
    expect(await readDocumentSurface(await testPersonScreenshot('ada'))).toBe('screen');
    expect(await readDocumentSurface(await testNonFace('blank', 1000, 630))).toBe('blank');
  });
});
