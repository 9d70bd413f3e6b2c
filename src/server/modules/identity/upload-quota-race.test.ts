import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOADS_PER_USER_PER_HOUR } from '../../config';
import { noiseImage } from '../../test/test-images';
import type { TestApp } from '../../test/harness';
import { newBorrower } from '../../test/profile-fixtures';
import { buildIdentityApp, openIdentityTestbed, photo, type IdentityTestApp } from '../../test/identity-test-client';

// Two instances (each its own Fastify app) on one database and one upload folder.
let t: TestApp;
let one: IdentityTestApp;
let two: IdentityTestApp;
let close: () => Promise<void>;
let idPhoto: Buffer;
beforeAll(async () => {
  let uploadDir: string;
  ({ t, id: one, uploadDir, close } = await openIdentityTestbed());
  two = await buildIdentityApp(t, { uploadDir });
  idPhoto = await noiseImage(1000, 630, 'jpeg');
}, 120_000);
afterAll(async () => {
  await two.close();
  await close();
});

describe('the hourly identity-photo quota under a burst', () => {
  it('60 uploads at once from one borrower over two instances store exactly the quota', async () => {
    const b = await newBorrower(t);
    const burst = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? one : two).upload('/user/upload/curp/back', [photo(idPhoto)], { token: b.token, packageName: b.packageName }));
    const codes = (await Promise.all(burst)).map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(DEFAULT_UPLOADS_PER_USER_PER_HOUR);
    expect(codes.filter((c) => c === 429101)).toHaveLength(60 - DEFAULT_UPLOADS_PER_USER_PER_HOUR);
  }, 120_000);
});
