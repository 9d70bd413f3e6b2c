import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityImages } from '../../db/schema';
import { noiseImage } from '../../test/test-images';
import type { TestApp } from '../../test/harness';
import { newBorrower, ngPersonal, type Borrower } from '../../test/profile-fixtures';
import { openIdentityTestbed, photo, type IdentityTestApp } from '../../test/identity-test-client';

let t: TestApp;
let id: IdentityTestApp;
let uploadDir: string;
let close: () => Promise<void>;
let idPhoto: Buffer;
let facePhoto: Buffer;

beforeAll(async () => {
  ({ t, id, uploadDir, close } = await openIdentityTestbed());
  [idPhoto, facePhoto] = await Promise.all([noiseImage(1000, 630, 'jpeg'), noiseImage(480, 640, 'jpeg')]);
});
afterAll(async () => close());

const BACK = '/user/upload/curp/back';
const as = (b: Borrower) => ({ token: b.token, packageName: b.packageName });
const imagesOf = (userId: number) =>
  t.database.db.select().from(identityImages).where(eq(identityImages.userId, userId)).orderBy(identityImages.id);
const onDisk = (key: string) => existsSync(join(uploadDir, key));

describe('identity photo hygiene', () => {
  it('a retake deletes the replaced file; only the current photo stays on disk', async () => {
    const b = await newBorrower(t);
    for (let i = 0; i < 3; i++) expect((await id.upload(BACK, [photo(idPhoto)], as(b))).code).toBe(0);
    const rows = await imagesOf(b.userId);
    expect(rows.map((r) => onDisk(r.storageKey))).toEqual([false, false, true]);
  });

  it('one borrower stores at most 20 photos an hour; the next hour they may go on', async () => {
    const b = await newBorrower(t);
    for (let i = 0; i < 20; i++) expect((await id.upload(BACK, [photo(idPhoto)], as(b))).code).toBe(0);
    const refused = await id.upload(BACK, [photo(idPhoto)], as(b));
    expect(refused).toMatchObject({
      status: 429,
      code: 429101,
      msg: 'Too many photos were uploaded. Please try again in 60 minutes',
    });
    expect(await imagesOf(b.userId)).toHaveLength(20);
    t.clock.advance(3_600_000 + 1000);
    expect((await id.upload(BACK, [photo(idPhoto)], as(b))).code).toBe(0);
  });

  it('after the identity step is complete the photos cannot be replaced', async () => {
    const b = await newBorrower(t);
    expect((await b.call('/user/saveBasicInfo-market', ngPersonal)).code).toBe(0);
    const orderNo = (await b.call('/loan/loan-order/apply-market', {})).data.orderNo!;
    for (const [path, data] of [
      [BACK, idPhoto],
      ['/user/upload/curp/front', idPhoto],
      ['/user/saveFaceImage', facePhoto],
    ] as const) {
      expect((await id.upload(path, [photo(data)], as(b))).code).toBe(0);
    }
    expect((await id.json('/user/finishUploadAllImg', { orderNo }, as(b))).code).toBe(0);
    const before = await imagesOf(b.userId);

    const face = await id.upload(
      '/user/saveFaceImage',
      [photo(await noiseImage(480, 640, 'png'), 'other.png', 'image/png')],
      { ...as(b), lang: 'es' },
    );
    expect(face).toMatchObject({
      status: 409,
      code: 400324,
      msg: 'Tu identidad ya está verificada. Para cambiar tus fotos, contacta a atención al cliente',
    });
    expect(await imagesOf(b.userId)).toEqual(before);
    expect(before.every((r) => onDisk(r.storageKey))).toBe(true);
  });
});
