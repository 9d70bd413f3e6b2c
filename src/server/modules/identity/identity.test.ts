import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { identityChecks, identityImages, loanOrders } from '../../db/schema';
import { blankImage, ELF_BYTES, noiseImage, pngWithExif } from '../../test/test-images';
import type { OcrProvider, OcrResult } from '../../providers/ocr/ocr-provider';
import { LocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { testConfig, type TestApp } from '../../test/harness';
import { newBorrower, ngPersonal, type Borrower } from '../../test/profile-fixtures';
import { openIdentityTestbed, photo, type IdentityTestApp } from '../../test/identity-test-client';

/** An OCR engine the test scripts: what it "reads", or that it is missing or crashes. */
class ScriptedOcr implements OcrProvider {
  next: OcrResult | null | 'crash' = null;
  calls = 0;
  async recognize(): Promise<OcrResult | null> {
    this.calls += 1;
    if (this.next === 'crash') throw new Error('engine crashed');
    return this.next;
  }
  async close() {}
}

let t: TestApp;
let id: IdentityTestApp;
let uploadDir: string;
let storage: LocalDiskStorage;
const ocr = new ScriptedOcr();
let idPhoto: Buffer;
let facePhoto: Buffer;

let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, id, uploadDir, close } = await openIdentityTestbed({ ocr }));
  storage = new LocalDiskStorage(uploadDir);
  [idPhoto, facePhoto] = await Promise.all([noiseImage(1000, 630, 'jpeg'), noiseImage(480, 640, 'jpeg')]);
});
afterAll(async () => close());

const BACK = '/user/upload/curp/back';
const FRONT = '/user/upload/curp/front';
const FACE = '/user/saveFaceImage';

const as = (b: Borrower) => ({ token: b.token, packageName: b.packageName });

async function imagesOf(userId: number) {
  return t.database.db
    .select()
    .from(identityImages)
    .where(eq(identityImages.userId, userId))
    .orderBy(identityImages.id);
}

async function checkOf(userId: number) {
  const [row] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId));
  return row ?? null;
}

async function uploadAll(b: Borrower) {
  for (const [path, data] of [
    [BACK, idPhoto],
    [FRONT, idPhoto],
    [FACE, facePhoto],
  ] as const) {
    const res = await id.upload(path, [photo(data)], as(b));
    if (res.code !== 0) throw new Error(`${path}: ${res.msg}`);
  }
}

describe('identity photo uploads', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'back.jpg'],
    ['png', 'image/png', 'back.png'],
    ['webp', 'image/webp', 'back.webp'],
  ] as const)(
    'accept a %s photo and keep it as a metadata-free JPEG under a server-made name',
    async (format, mime, filename) => {
      const b = await newBorrower(t);
      // Text fields may ride along (parsed by the call's request schema), before or after the file.
      const res = await id.upload(
        BACK,
        [
          { name: 'orderNo', value: 'PR000000AAAAAAAA' },
          photo(await noiseImage(900, 600, format), filename, mime),
          { name: 'note', value: 'x' },
        ],
        as(b),
      );
      expect(res).toMatchObject({
        code: 0,
        status: 200,
        data: { kind: 'idBack', width: 900, height: 600, livenessPassed: null },
      });

      const [row] = await imagesOf(b.userId);
      expect(row).toMatchObject({
        id: res.data?.imageId,
        kind: 'idBack',
        mime: 'image/jpeg',
        width: 900,
        height: 600,
        replacedAt: null,
        livenessScore: null,
      });
      expect(row.storageKey).toMatch(
        new RegExp(`^identity/${b.userId}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.jpg$`),
      );
      expect(row.storageKey).not.toContain('back');
      const stored = await storage.get(row.storageKey);
      expect(stored).not.toBeNull();
      expect((await sharp(stored!).metadata()).format).toBe('jpeg');
      expect(row.bytes).toBe(stored!.length);
      expect(row.sha256).toBe(createHash('sha256').update(stored!).digest('hex'));
      expect(await readdir(join(uploadDir, 'identity', String(b.userId)))).toEqual([row.storageKey.split('/')[2]]);
    },
  );

  it('strips EXIF and GPS: the stored file of a PNG carrying them has no metadata', async () => {
    const b = await newBorrower(t);
    const input = await pngWithExif(900, 600);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect((await id.upload(BACK, [photo(input, 'gps.png', 'image/png')], as(b))).code).toBe(0);
    const [row] = await imagesOf(b.userId);
    const stored = (await storage.get(row.storageKey))!;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PrestaTestCam'))).toBe(false);
  });

  it('a retake replaces the previous photo of that kind; the others stay current', async () => {
    const b = await newBorrower(t);
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    const retake = await id.upload(BACK, [photo(await noiseImage(800, 800, 'png'), 'x.png', 'image/png')], as(b));
    expect(retake.code).toBe(0);
    const rows = await imagesOf(b.userId);
    expect(rows.map((r) => [r.kind, r.replacedAt !== null])).toEqual([
      ['idBack', true],
      ['idFront', false],
      ['idBack', false],
    ]);
    expect(rows[2].id).toBe(retake.data?.imageId);
  });

  it('refuses a text file whatever it is called, in the request language', async () => {
    const b = await newBorrower(t);
    const text = Buffer.from('name,curp\nEmma,GODE561231MDFMZM01\n');
    const en = await id.upload(BACK, [photo(text, 'id.jpg', 'image/jpeg')], as(b));
    expect(en).toMatchObject({
      code: 400320,
      status: 400,
      msg: 'Only photos in JPG, PNG or WebP format can be uploaded',
    });
    expect(en.data).toEqual({
      errors: [{ field: 'file', message: 'Only photos in JPG, PNG or WebP format can be uploaded' }],
    });
    const es = await id.upload(BACK, [photo(text, 'id.txt', 'text/plain')], { ...as(b), lang: 'es' });
    expect(es).toMatchObject({ code: 400320, msg: 'Solo se pueden subir fotos en formato JPG, PNG o WebP' });
    expect(await imagesOf(b.userId)).toEqual([]);
  });

  it('refuses a renamed executable sent as photo.jpg with an image/jpeg type', async () => {
    const b = await newBorrower(t);
    const res = await id.upload(BACK, [photo(ELF_BYTES, 'photo.jpg', 'image/jpeg')], as(b));
    expect(res).toMatchObject({
      code: 400320,
      status: 400,
      msg: 'Only photos in JPG, PNG or WebP format can be uploaded',
    });
    expect(await imagesOf(b.userId)).toEqual([]);
  });

  it('refuses a file over 5 MB with the size code, and takes one of exactly 5 MB as far as decoding', async () => {
    const b = await newBorrower(t);
    const limit = 5 * 1024 * 1024;
    const jpegHeaded = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(n - 4, 0x41)]);
    const over = await id.upload(BACK, [photo(jpegHeaded(limit + 1))], as(b));
    expect(over).toMatchObject({
      code: 400105,
      status: 413,
      msg: 'The photo is larger than 5 MB. Please take it again or choose a smaller one',
    });
    const at = await id.upload(BACK, [photo(jpegHeaded(limit))], as(b));
    expect(at).toMatchObject({ code: 400320, msg: 'This photo could not be read. Please take it again' });
    expect(await imagesOf(b.userId)).toEqual([]);
    expect(existsSync(join(uploadDir, 'identity', String(b.userId)))).toBe(false);
  });

  it('refuses a photo that is cut short, and one too small to read, saying its size', async () => {
    const b = await newBorrower(t);
    const cut = await id.upload(BACK, [photo(idPhoto.subarray(0, Math.floor(idPhoto.length / 2)))], as(b));
    expect(cut).toMatchObject({ code: 400320, msg: 'This photo could not be read. Please take it again' });
    const small = await id.upload(BACK, [photo(await noiseImage(400, 300))], as(b));
    expect(small).toMatchObject({
      code: 400320,
      msg: 'This photo is too small (400×300 pixels). Please take it again, at least 320 pixels on each side',
    });
  });

  it('needs the photo in the field "file", one file only', async () => {
    const b = await newBorrower(t);
    const none = await id.upload(BACK, [{ name: 'orderNo', value: 'x' }], as(b));
    expect(none).toMatchObject({ code: 400100, msg: 'Please choose a photo to upload' });
    const wrongField = await id.upload(
      BACK,
      [{ name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: idPhoto }],
      as(b),
    );
    expect(wrongField).toMatchObject({ code: 400100, msg: 'Please choose a photo to upload' });
    const two = await id.upload(BACK, [photo(idPhoto), { ...photo(idPhoto), name: 'file2' }], as(b));
    expect(two).toMatchObject({ code: 400100, msg: 'Please upload one photo at a time' });
    expect(await imagesOf(b.userId)).toEqual([]);
  });

  it('needs a session before reading any of the body', async () => {
    const res = await id.upload(BACK, [photo(idPhoto)]);
    expect(res).toMatchObject({ code: 10010301, status: 401 });
  });

  it('takes multipart only where the call is multipart, and only multipart there', async () => {
    const b = await newBorrower(t);
    const multipartToJson = await id.upload('/user/finishUploadAllImg', [photo(idPhoto)], as(b));
    expect(multipartToJson).toMatchObject({ code: 400104, status: 415 });
    const jsonToUpload = await id.json(BACK, { file: idPhoto.toString('base64') }, as(b));
    expect(jsonToUpload).toMatchObject({ code: 400104, status: 415 });
  });
});

describe('upload order: ID back, then front, then face', () => {
  it('refuses the front before the back', async () => {
    const b = await newBorrower(t);
    const res = await id.upload(FRONT, [photo(idPhoto)], as(b));
    expect(res).toMatchObject({ code: 400321, status: 400, msg: 'Please upload the back of your ID first' });
    const es = await id.upload(FRONT, [photo(idPhoto)], { ...as(b), lang: 'es' });
    expect(es.msg).toBe('Primero sube el reverso de tu identificación');
    expect(await imagesOf(b.userId)).toEqual([]);
  });

  it('refuses the face before the front, and before the back', async () => {
    const b = await newBorrower(t);
    expect(await id.upload(FACE, [photo(facePhoto)], as(b))).toMatchObject({
      code: 400321,
      msg: 'Please upload the back of your ID first',
    });
    await id.upload(BACK, [photo(idPhoto)], as(b));
    expect(await id.upload(FACE, [photo(facePhoto)], as(b))).toMatchObject({
      code: 400321,
      msg: 'Please upload the front of your ID first',
    });
    expect((await imagesOf(b.userId)).map((r) => r.kind)).toEqual(['idBack']);
  });
});

describe('unreadable ID photos (decision 0028)', () => {
  it('refuses a plain grey ID back or front with a retake message in the request language, keeping nothing', async () => {
    const b = await newBorrower(t);
    const grey = await blankImage(1000, 630);
    const back = await id.upload(BACK, [photo(grey)], as(b));
    expect(back).toMatchObject({
      code: 400325,
      status: 400,
      msg: 'We could not read your ID in this photo. Please retake it flat, in good light, with all the text sharp and visible',
    });
    expect(await imagesOf(b.userId)).toEqual([]);
    expect((await id.upload(BACK, [photo(idPhoto)], as(b))).code).toBe(0);
    const front = await id.upload(FRONT, [photo(grey)], { ...as(b), lang: 'es' });
    expect(front).toMatchObject({
      code: 400325,
      msg: 'No pudimos leer tu identificación en esta foto. Tómala de nuevo sobre una superficie plana, con buena luz y con todo el texto nítido y visible',
    });
    expect((await imagesOf(b.userId)).map((r) => r.kind)).toEqual(['idBack']);
    // The retake with a readable photo goes through.
    expect((await id.upload(FRONT, [photo(idPhoto)], as(b))).code).toBe(0);
    expect((await imagesOf(b.userId)).map((r) => r.kind)).toEqual(['idBack', 'idFront']);
  });

  it('refuses an ID photo too blurred to read', async () => {
    const b = await newBorrower(t);
    const blurred = await sharp(idPhoto).blur(20).jpeg().toBuffer();
    expect(await id.upload(BACK, [photo(blurred)], as(b))).toMatchObject({ code: 400325 });
    expect(await imagesOf(b.userId)).toEqual([]);
  });
});

describe('face liveness', () => {
  it('fails a blank photo and asks for a retake, keeping nothing', async () => {
    const b = await newBorrower(t);
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    const res = await id.upload(FACE, [photo(await blankImage(480, 640))], as(b));
    expect(res).toMatchObject({
      code: 400322,
      status: 400,
      msg: 'We could not verify your face. Please take the photo again in good light, looking at the camera',
    });
    expect((await imagesOf(b.userId)).map((r) => r.kind)).toEqual(['idBack', 'idFront']);
    expect((await checkOf(b.userId))?.livenessPassed ?? false).toBe(false);
  });

  it('passes a real face-sized photo and stores its score', async () => {
    const b = await newBorrower(t);
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    const res = await id.upload(FACE, [photo(facePhoto)], as(b));
    expect(res).toMatchObject({ code: 0, data: { kind: 'face', width: 480, height: 640, livenessPassed: true } });
    const face = (await imagesOf(b.userId)).find((r) => r.kind === 'face')!;
    expect(face.livenessScore).toBeGreaterThanOrEqual(50);
    expect(await checkOf(b.userId)).toMatchObject({ livenessPassed: true, completedAt: null });
  });

  it('refuses a face photo below 200 px', async () => {
    const b = await newBorrower(t);
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    expect(await id.upload(FACE, [photo(await noiseImage(199, 300))], as(b))).toMatchObject({ code: 400320 });
  });
});

describe('/user/finishUploadAllImg', () => {
  it('refuses until all three photos are in, naming each missing one', async () => {
    const b = await newBorrower(t);
    const nothing = await id.json('/user/finishUploadAllImg', {}, as(b));
    expect(nothing).toMatchObject({ code: 400323, status: 400, msg: 'Please upload the back of your ID' });
    expect(nothing.data).toEqual({
      errors: [
        { field: 'idBack', message: 'Please upload the back of your ID' },
        { field: 'idFront', message: 'Please upload the front of your ID' },
        { field: 'face', message: 'Please take your face photo' },
      ],
    });
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    const noFace = await id.json('/user/finishUploadAllImg', {}, { ...as(b), lang: 'es' });
    expect(noFace).toMatchObject({
      code: 400323,
      msg: 'Toma tu foto de rostro',
      data: { errors: [{ field: 'face', message: 'Toma tu foto de rostro' }] },
    });
    expect((await checkOf(b.userId))?.completedAt ?? null).toBeNull();
  });

  it('completes the step and moves the order to the next missing step', async () => {
    const b = await newBorrower(t);
    expect((await b.call('/user/saveBasicInfo-market', ngPersonal)).code).toBe(0);
    const applied = await b.call('/loan/loan-order/apply-market', {});
    const orderNo = applied.data.orderNo!;
    expect(applied.data.status).toBe(12);
    await uploadAll(b);
    const res = await id.json('/user/finishUploadAllImg', { orderNo }, as(b));
    expect(res).toMatchObject({ code: 0, data: { orderNo, status: 11 } });
    expect(res.data?.route).toContain('/auth/additionalInfomation');
    expect((await checkOf(b.userId))?.completedAt).toEqual(t.clock.now());
    const [order] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
    expect(order.status).toBe(11);
  });

  it("uses only the caller's own photos and orders", async () => {
    const owner = await newBorrower(t);
    const other = await newBorrower(t);
    await owner.call('/user/saveBasicInfo-market', ngPersonal);
    const {
      data: { orderNo },
    } = await owner.call('/loan/loan-order/apply-market', {});
    await uploadAll(owner);

    const withoutPhotos = await id.json('/user/finishUploadAllImg', {}, as(other));
    expect(withoutPhotos).toMatchObject({ code: 400323 });
    expect((withoutPhotos.data as { errors: unknown[] }).errors).toHaveLength(3);
    const othersOrder = await id.json('/user/finishUploadAllImg', { orderNo }, as(other));
    expect(othersOrder).toMatchObject({ code: 404100, status: 404 });
    expect(await checkOf(other.userId)).toBeNull();
    const [order] = await t.database.db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.orderNo, orderNo!), eq(loanOrders.userId, owner.userId)));
    expect(order.status).toBe(12);
    expect((await checkOf(owner.userId))?.completedAt).toBeNull();
  });
});

describe('/user/curp/ocr', () => {
  const CURP = 'BOXW310820HNERXN09';

  async function mxWithFront() {
    const b = await newBorrower(t, 'mx');
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    return b;
  }

  it('reads the CURP off the ID front, fixing look-alikes, and keeps it encrypted', async () => {
    const b = await mxWithFront();
    ocr.next = { text: 'INSTITUTO NACIONAL ELECTORAL\nCURP B0XW310820HNERXNO9\n', confidence: 83 };
    const res = await id.json('/user/curp/ocr', {}, as(b));
    expect(res).toMatchObject({ code: 0, data: { nationalId: CURP, confidence: 83 } });
    const check = await checkOf(b.userId);
    expect(check?.ocrNationalIdEnc).toBeTruthy();
    expect(check?.ocrNationalIdEnc).not.toContain(CURP);
    expect(check?.ocrText).toBeNull();
    expect(fieldCipher(testConfig().dataKey).decrypt(FIELD.ocrNationalId, check!.ocrNationalIdEnc!)).toBe(CURP);

    // A new front voids the reading of the old one.
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    expect((await checkOf(b.userId))?.ocrNationalIdEnc).toBeNull();
  });

  it('asks for a retake when the engine read the photo and found no CURP on it', async () => {
    const b = await mxWithFront();
    ocr.next = { text: 'INSTITUTO NACIONAL ELECTORAL\nGOMEZ DIAZ', confidence: 91 };
    expect(await id.json('/user/curp/ocr', {}, as(b))).toMatchObject({
      code: 400325,
      status: 400,
      msg: 'We could not read your ID in this photo. Please retake it flat, in good light, with all the text sharp and visible',
    });
    expect(await id.json('/user/curp/ocr', {}, { ...as(b), lang: 'es' })).toMatchObject({
      code: 400325,
      msg: expect.stringMatching(/^No pudimos leer tu identificación/),
    });
    expect((await checkOf(b.userId))?.ocrNationalIdEnc ?? null).toBeNull();
  });

  it('answers nothing read (never an error) when the engine is missing or crashes: the typed CURP stands', async () => {
    const b = await mxWithFront();
    for (const next of [null, 'crash'] as const) {
      ocr.next = next;
      const res = await id.json('/user/curp/ocr', {}, as(b));
      expect(res).toMatchObject({ code: 0, status: 200, data: { nationalId: null, confidence: 0 } });
    }
    expect((await checkOf(b.userId))?.ocrNationalIdEnc ?? null).toBeNull();
  });

  it('needs the ID front first', async () => {
    const b = await newBorrower(t, 'mx');
    const res = await id.json('/user/curp/ocr', {}, { ...as(b), lang: 'es' });
    expect(res).toMatchObject({ code: 400321, msg: 'Sube el frente de tu identificación' });
  });

  it('reads no CURP in Nigeria, without running the engine', async () => {
    const b = await newBorrower(t);
    await id.upload(BACK, [photo(idPhoto)], as(b));
    await id.upload(FRONT, [photo(idPhoto)], as(b));
    ocr.next = { text: CURP, confidence: 99 };
    const before = ocr.calls;
    expect(await id.json('/user/curp/ocr', {}, as(b))).toMatchObject({
      code: 0,
      data: { nationalId: null, confidence: 0 },
    });
    expect(ocr.calls).toBe(before);
  });
});
