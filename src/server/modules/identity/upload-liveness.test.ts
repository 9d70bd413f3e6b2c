import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPath } from '../../../domain/api/calls';
import { encryptPath } from '../../../domain/transport/path-cipher';
import { buildFakeServer, fakeSettings } from '../../../fakes/fake-server';
import { FAKE_VENDORS } from '../../../fakes/vendors';
import {
  testIdCard,
  testNonFace,
  testPersonPhoto,
  testPersonScreenshot,
  type TestPersonId,
} from '../../../fakes/vendors/test-persons';
import { identityImages } from '../../db/schema';
import { buildIdentityVendors } from '../../providers/identity/build-identity';
import { readIdentityConfig } from '../../providers/identity/identity-config';
import { IdentityVendorUnavailable, type FaceCheckProvider } from '../../providers/identity/identity-provider';
import { buildTestApp, fromEnv, mustKeepContract, type TestApp } from '../../test/harness';
import { multipartBody, photo } from '../../test/identity-test-client';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';
import { completeProfile, newBorrower, type Borrower } from '../../test/profile-fixtures';

/** Decision 0105: the market's identity vendor judges the selfie as it arrives; the assessment's check still counts. */

async function send(t: TestApp, b: Borrower, path: CallPath, data: Buffer, lang: 'en' | 'es' = 'en') {
  const { body, contentType } = multipartBody([photo(data)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${encryptPath(path, b.packageName)}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
    headers: {
      packagename: b.packageName,
      appname: 'Presta',
      lang,
      authorization: `Bearer ${b.token}`,
      'content-type': contentType,
    },
    payload: body,
  });
  mustKeepContract(path, res.json());
  return {
    status: res.statusCode,
    ...res.json<{
      code: number;
      msg: string;
      data: { livenessPassed?: boolean | null; livenessScore?: number } | null;
    }>(),
  };
}

const facesOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(identityImages).where(eq(identityImages.userId, userId));

describe('the selfie judged by the strict vendor fakes at upload (Dojah in Nigeria, ARGOS in Mexico)', () => {
  let fake: FastifyInstance;
  let t: TestApp;
  beforeAll(async () => {
    ({ app: fake } = await buildFakeServer({
      appUrl: 'http://127.0.0.1:9',
      fakeUrl: 'http://127.0.0.1:0',
      vendors: FAKE_VENDORS,
    }));
    const address = await fake.listen({ port: 0, host: '127.0.0.1' });
    const env = Object.fromEntries(fakeSettings(address, FAKE_VENDORS).map((line) => line.split(/=(.*)/s).slice(0, 2)));
    const identity = buildIdentityVendors(
      fromEnv(readIdentityConfig)({
        ...env,
        SMS_CALLBACK_BASE_URL: 'http://127.0.0.1:9',
        IDENTITY_NG: 'dojah',
        LIVENESS_NG: 'dojah',
        IDENTITY_MX: 'argos',
        LIVENESS_MX: 'argos',
      }),
    );
    t = await buildTestApp({}, { identity });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function atTheSelfie(market: 'ng' | 'mx', who: TestPersonId) {
    const b = await newBorrower(t, market);
    const card = await testIdCard(who);
    expect((await send(t, b, '/user/upload/curp/back', card)).code).toBe(0);
    expect((await send(t, b, '/user/upload/curp/front', card)).code).toBe(0);
    return b;
  }

  it.each([
    [
      'ng',
      'ada',
      'en',
      'We could not verify your face. Please take the photo again in good light, looking at the camera',
    ],
    ['mx', 'emma', 'es', 'No pudimos verificar tu rostro. Toma la foto de nuevo con buena luz, mirando a la cámara'],
  ] as const)(
    "%s: noise and a screenshot are refused with a retake in the borrower's language and not kept; the person's own face is kept",
    async (market, who, lang, retake) => {
      const b = await atTheSelfie(market, who);
      // Noise and a replayed screen both have the detail the local check asks for: only the vendor tells them from a
      // face.
      for (const picture of [await testNonFace('noise'), await testPersonScreenshot(who)]) {
        expect(await send(t, b, '/user/saveFaceImage', picture, lang)).toMatchObject({
          status: 400,
          code: 400322,
          msg: retake,
        });
      }
      expect((await facesOf(t, b.userId)).filter((i) => i.kind === 'face')).toEqual([]);
      expect(await send(t, b, '/user/saveFaceImage', await testPersonPhoto(who, { seed: 9 }), lang)).toMatchObject({
        code: 0,
        data: { livenessPassed: true },
      });
      const [face] = (await facesOf(t, b.userId)).filter((i) => i.kind === 'face');
      // The vendor's score is the one kept (the fakes: Dojah 97.3 → 97, ARGOS 95), not the local detail score.
      expect(face.livenessScore).toBe(market === 'ng' ? 97 : 95);
    },
  );
});

describe('a vendor that cannot answer at upload decides nothing there', () => {
  it('the photo is kept and the assessment\'s own liveness check, answering "not live", sends the order to a person', async () => {
    const sandbox = buildIdentityVendors(undefined);
    let calls = 0;
    const face: FaceCheckProvider = {
      vendor: 'flaky-liveness',
      // Down at the upload, answering at the assessment.
      liveness: async () => {
        calls += 1;
        if (calls === 1) throw new IdentityVendorUnavailable('flaky-liveness', 'answered 503');
        return { live: false, score: 12 };
      },
      match: (selfie, reference) => sandbox.ng.face.match(selfie, reference),
    };
    const t = await buildTestApp({}, { identity: { ...sandbox, ng: { ...sandbox.ng, face } } });
    try {
      const b = await newBorrower(t, 'ng');
      await b.call('/loan/loan-order/apply-market', {});
      await completeProfile(t, b);
      const order = await orderByNo(t, await submitAndAssess(t, b));
      expect(calls).toBe(2);
      expect(order.status).toBe(1);
      expect((await assessmentOf(t, order.id))?.reasons[0]).toBe('selfieNotLive');
    } finally {
      await t.close();
    }
  });
});
