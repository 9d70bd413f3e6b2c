import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOADS_PER_USER_PER_HOUR } from '../../config';
import { blankImage, noiseImage } from '../../test/test-images';
import type { TestApp } from '../../test/harness';
import { newBorrower } from '../../test/profile-fixtures';
import { buildIdentityApp, openIdentityTestbed, photo, type IdentityTestApp } from '../../test/identity-test-client';

// Two instances (each its own Fastify app) on one database and one upload folder.
let t: TestApp;
let one: IdentityTestApp;
let two: IdentityTestApp;
let close: () => Promise<void>;
let idPhoto: Buffer;
let blankSelfie: Buffer;
beforeAll(async () => {
  let uploadDir: string;
  ({ t, id: one, uploadDir, close } = await openIdentityTestbed());
  two = await buildIdentityApp(t, { uploadDir });
  [idPhoto, blankSelfie] = await Promise.all([noiseImage(1000, 630, 'jpeg'), blankImage(480, 640)]);
}, 120_000);
afterAll(async () => {
  await two.close();
  await close();
});

describe('the hourly identity-photo quota under a burst', () => {
  it('60 uploads at once from one borrower over two instances store exactly the quota', async () => {
    const b = await newBorrower(t);
    const burst = Array.from({ length: 60 }, (_, i) =>
      (i % 2 === 0 ? one : two).upload('/user/upload/curp/back', [photo(idPhoto)], {
        token: b.token,
        packageName: b.packageName,
      }),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(DEFAULT_UPLOADS_PER_USER_PER_HOUR);
    expect(codes.filter((c) => c === 429101)).toHaveLength(60 - DEFAULT_UPLOADS_PER_USER_PER_HOUR);
  }, 120_000);

  it('refused photos count too: 50 blank selfies at once over two instances get exactly the quota of refusals, then the limit', async () => {
    const b = await newBorrower(t);
    const as = { token: b.token, packageName: b.packageName };
    expect((await one.upload('/user/upload/curp/back', [photo(idPhoto)], as)).code).toBe(0);
    expect((await one.upload('/user/upload/curp/front', [photo(idPhoto)], as)).code).toBe(0);
    // Neither a request without the borrower's session nor another borrower's burst spends their quota.
    const other = await newBorrower(t);
    const outsiders = await Promise.all([
      ...Array.from({ length: 5 }, () => one.upload('/user/saveFaceImage', [photo(blankSelfie)])),
      ...Array.from({ length: 25 }, () =>
        two.upload('/user/saveFaceImage', [photo(blankSelfie)], { token: other.token, packageName: other.packageName }),
      ),
    ]);
    expect(outsiders.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill(401));
    expect(outsiders.slice(5).filter((r) => r.code === 429101)).toHaveLength(25 - DEFAULT_UPLOADS_PER_USER_PER_HOUR);

    const burst = Array.from({ length: 50 }, (_, i) =>
      (i % 2 === 0 ? one : two).upload('/user/saveFaceImage', [photo(blankSelfie)], as),
    );
    const codes = (await Promise.all(burst)).map((r) => r.code);
    const left = DEFAULT_UPLOADS_PER_USER_PER_HOUR - 2;
    expect(codes.filter((c) => c === 400322)).toHaveLength(left); // LIVENESS_FAILED: retake
    expect(codes.filter((c) => c === 429101)).toHaveLength(50 - left);
    // The quota is spent: even a good photo waits for the next hour.
    expect((await one.upload('/user/saveFaceImage', [photo(await noiseImage(480, 640, 'jpeg'))], as)).code).toBe(
      429101,
    );
    t.clock.advance(3_600_000);
    expect((await one.upload('/user/saveFaceImage', [photo(await noiseImage(480, 640, 'jpeg'))], as)).code).toBe(0);
  }, 180_000);
});
