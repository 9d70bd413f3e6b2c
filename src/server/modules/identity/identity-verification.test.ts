import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, jobs } from '../../db/schema';
import { buildIdentityVendors } from '../../providers/identity/build-identity';
import {
  IdentityVendorUnavailable,
  type FaceCheckProvider,
  type IdentityLookupProvider,
} from '../../providers/identity/identity-provider';
import { buildTestApp, type TestApp } from '../../test/harness';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import {
  completeProfile,
  curpFor,
  newBorrower,
  uniqueMxPersonal,
  type ProfileChoices,
} from '../../test/profile-fixtures';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../providers/storage/local-disk-storage';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { IDENTITY_VERIFY_ATTEMPTS, IDENTITY_VERIFY_JOB } from './identity-retry';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';

/** A BVN lookup that is down until `up()` is called; the sandbox's answers afterwards. */
function flakyLookup() {
  const sandbox = buildIdentityVendors(undefined);
  let down = true;
  const lookup: IdentityLookupProvider = {
    vendor: 'flaky',
    lookup: async (doc, typed) => {
      if (down) throw new IdentityVendorUnavailable('flaky', 'answered 503');
      return sandbox.ng.lookup.lookup(doc, typed);
    },
  };
  return {
    vendors: { ...sandbox, ng: { ...sandbox.ng, lookup } },
    up: () => {
      down = false;
    },
  };
}

describe('identity checks before the assessment (sandbox vendors)', () => {
  let t: TestApp;
  let flaky: ReturnType<typeof flakyLookup>;
  let reviewer: SignedInOperator;
  beforeAll(async () => {
    flaky = flakyLookup();
    t = await buildTestApp();
    reviewer = await signInOperator(t, 'reviewer');
  });
  afterAll(async () => t.close());

  async function applicant(market: 'ng' | 'mx', choices: ProfileChoices = {}, app = t) {
    const b = await newBorrower(app, market);
    await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(app, b, choices);
    const orderNo = await submitAndAssess(app, b);
    const order = await orderByNo(app, orderNo);
    return { b, order, assessment: await assessmentOf(app, order.id) };
  }

  const checksOf = (app: TestApp, orderId: number) =>
    app.database.db.select().from(identityVerifications).where(eq(identityVerifications.orderId, orderId));
  const reviewQueue = async () => (await reviewer.call('GET', '/api/admin/review-queue')).json().data;

  it('Nigeria: a BVN, account name and face that match approve; every check is stored without the number', async () => {
    const { order } = await applicant('ng', { bvn: '22200000001' });
    expect(order.status).toBe(14);
    const checks = await checksOf(t, order.id);
    expect(checks.map((c) => [c.kind, c.status, c.vendor]).sort()).toEqual([
      ['bankAccountName', 'passed', 'sandbox'],
      ['bvn', 'passed', 'sandbox'],
      ['faceMatch', 'passed', 'sandbox'],
      ['liveness', 'passed', 'sandbox'],
    ]);
    expect(JSON.stringify(checks)).not.toMatch(/22200000001|Okafor/i);
  });

  it('Nigeria: a BVN naming somebody else sends the application to the review queue with the reasons', async () => {
    const { b, order, assessment } = await applicant('ng', { bvn: '22200000002', bvnSentAgain: true });
    expect(order.status).toBe(1);
    expect(assessment).toMatchObject({ outcome: 'review' });
    expect(assessment?.reasons.slice(0, 3)).toEqual(['bvnNameMismatch', 'bvnBirthDateMismatch', 'accountNameMismatch']);
    const queued = (await reviewQueue()).items.find((i: { orderNo: string }) => i.orderNo === order.orderNo);
    expect(queued.reasons).toContain('bvnNameMismatch');
    const detail = (await reviewer.call('GET', `/api/admin/orders/${order.orderNo}`)).json().data;
    expect(detail.identityChecks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'bvn',
          vendor: 'sandbox',
          status: 'failed',
          reasons: ['bvnNameMismatch', 'bvnBirthDateMismatch'],
        }),
        expect.objectContaining({ kind: 'faceMatch', status: 'passed' }),
      ]),
    );
    expect(JSON.stringify(detail.identityChecks)).not.toContain('22200000002');
    // The borrower sees the app's own waiting state, not an error.
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'assessing' });
  });

  it('Nigeria: a BVN the registry does not hold, and a selfie that does not match, go to review; a selfie not live is refused at upload', async () => {
    expect((await applicant('ng', { bvn: '22200000003' })).assessment?.reasons).toContain('bvnNotFound');
    const face = await applicant('ng', { selfieWidth: 321 });
    expect(face.order.status).toBe(1);
    expect(face.assessment?.reasons[0]).toBe('faceMismatch');
    // A selfie the vendor finds not live is retaken at upload (decision 0105): the application never gets there.
    await expect(applicant('ng', { selfieWidth: 322 })).rejects.toThrow(/"code":400322/);
  });

  it('Mexico: RENAPO holding another name, or a cancelled CURP, goes to review; a matching CURP approves', async () => {
    const curpWith = (consonants: string) => {
      const personal = uniqueMxPersonal();
      return { ...personal, nationalId: curpFor(personal.birthday.slice(2).replace(/-/g, ''), 'GODE', consonants) };
    };
    const renamed = await applicant('mx', { personal: curpWith('ZZB') });
    expect(renamed.order.status).toBe(1);
    expect(renamed.assessment?.reasons[0]).toBe('curpNameMismatch');
    expect((await applicant('mx', { personal: curpWith('ZZC') })).assessment?.reasons[0]).toBe('curpInactive');
    expect((await applicant('mx', { personal: curpWith('ZZD') })).assessment?.reasons[0]).toBe('curpNotFound');
    const ok = await applicant('mx');
    expect(ok.order.status).toBe(14);
    expect((await checksOf(t, ok.order.id)).map((c) => c.kind).sort()).toEqual([
      'curp',
      'document',
      'faceMatch',
      'liveness',
    ]);
  });

  it('Mexico: an INE photo the vendor finds not genuine (a screen, a printout, a pasted portrait) fails the face match and goes to review', async () => {
    const sandbox = buildIdentityVendors(undefined);
    const withCardCheck = (genuine: boolean): FaceCheckProvider => ({
      vendor: 'cardcheck',
      liveness: (selfie) => sandbox.mx.face.liveness(selfie),
      match: (selfie, reference) => sandbox.mx.face.match(selfie, reference),
      checkDocument: async () => ({ genuine, score: genuine ? 97 : 4 }),
    });
    for (const genuine of [true, false]) {
      const app = await buildTestApp(
        {},
        { identity: { ...sandbox, mx: { ...sandbox.mx, face: withCardCheck(genuine) } } },
      );
      try {
        const { order, assessment } = await applicant('mx', {}, app);
        const [faceMatch] = (await checksOf(app, order.id)).filter((c) => c.kind === 'faceMatch');
        if (genuine) {
          expect(order.status).toBe(14);
          expect(faceMatch).toMatchObject({ status: 'passed', vendor: 'cardcheck' });
        } else {
          expect(order.status).toBe(1);
          expect(assessment?.reasons[0]).toBe('idNotGenuine');
          expect(faceMatch).toMatchObject({ status: 'failed', reasonCodes: ['idNotGenuine'] });
        }
      } finally {
        await app.close();
      }
    }
  });

  it("Nigeria: a selfie that matches the BVN record but not the uploaded ID's portrait goes to review with idPhotoFaceMismatch", async () => {
    const sandbox = buildIdentityVendors(undefined);
    const refs: string[] = [];
    const face: FaceCheckProvider = {
      vendor: 'photoid',
      liveness: (selfie) => sandbox.ng.face.liveness(selfie),
      match: async (selfie, reference) => {
        refs.push(reference.kind);
        return reference.kind === 'image' ? { match: false, score: 12 } : sandbox.ng.face.match(selfie, reference);
      },
    };
    const app = await buildTestApp({}, { identity: { ...sandbox, ng: { ...sandbox.ng, face } } });
    try {
      const { order, assessment } = await applicant('ng', {}, app);
      expect(refs).toEqual(['bvn', 'image']);
      expect(order.status).toBe(1);
      expect(assessment?.reasons[0]).toBe('idPhotoFaceMismatch');
      const [faceMatch] = (await checksOf(app, order.id)).filter((c) => c.kind === 'faceMatch');
      expect(faceMatch).toMatchObject({ status: 'failed', reasonCodes: ['idPhotoFaceMismatch'] });
    } finally {
      await app.close();
    }
  });

  it('an outage never decides: the order waits, the job retries with backoff, and after the last attempt a person decides', async () => {
    const { order, assessment } = await applicant('ng', { bvn: '22200000004' });
    expect(order.status).toBe(1);
    expect(assessment).toBeNull();
    const [bvn] = (await checksOf(t, order.id)).filter((c) => c.kind === 'bvn');
    expect(bvn).toMatchObject({ status: 'unavailable', attempts: 1, checkedAt: null });
    // Liveness is not held up by the registry's outage (the BVN photo match waits with the lookup).
    expect((await checksOf(t, order.id)).filter((c) => c.status === 'passed').map((c) => c.kind)).toEqual(['liveness']);

    for (let i = 0; i < IDENTITY_VERIFY_ATTEMPTS; i++) {
      t.clock.advance(11 * 60_000);
      await t.app.jobs.tick();
    }
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, IDENTITY_VERIFY_JOB.name), eq(jobs.key, order.orderNo)));
    expect(job).toMatchObject({ attempts: IDENTITY_VERIFY_ATTEMPTS });
    const decided = await assessmentOf(t, order.id);
    expect(decided).toMatchObject({ outcome: 'review' });
    expect(decided?.reasons[0]).toBe('identityVendorUnavailable');
    expect((await orderByNo(t, order.orderNo)).status).toBe(1);
  });

  it('a vendor that comes back is retried and the order assessed on its answer', async () => {
    const app = await buildTestApp({}, { identity: flaky.vendors });
    try {
      const { order, assessment } = await applicant('ng', {}, app);
      expect(assessment).toBeNull();
      app.clock.advance(60_000);
      await app.app.jobs.tick();
      expect(await assessmentOf(app, order.id)).toBeNull();
      flaky.up();
      app.clock.advance(60_000);
      await app.app.jobs.tick();
      expect((await orderByNo(app, order.orderNo)).status).toBe(14);
      const [bvn] = (await checksOf(app, order.id)).filter((c) => c.kind === 'bvn');
      expect(bvn).toMatchObject({ status: 'passed', attempts: 3, vendor: 'flaky' });
    } finally {
      await app.close();
    }
  });

  it('a listed photo that storage does not hold (an instance without the shared upload storage) waits and retries instead of blaming the borrower', async () => {
    const disk = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'presta-lost-')));
    let lost = false;
    const storage: StorageProvider = {
      ...disk,
      put: disk.put.bind(disk),
      delete: disk.delete.bind(disk),
      get: async (key) => (lost ? null : disk.get(key)),
    };
    const lines: string[] = [];
    const app = await buildTestApp({ logLevel: 'info' }, { storage, logLines: lines });
    try {
      const b = await newBorrower(app, 'mx');
      await b.call('/loan/loan-order/apply-market', {});
      await completeProfile(app, b);
      lost = true;
      const order = await orderByNo(app, await submitAndAssess(app, b));
      expect(order.status).toBe(1);
      expect(await assessmentOf(app, order.id)).toBeNull();
      expect((await checksOf(app, order.id)).map((c) => [c.kind, c.status]).sort()).toEqual([
        ['curp', 'unavailable'],
        ['document', 'unavailable'],
        ['faceMatch', 'unavailable'],
        ['liveness', 'unavailable'],
      ]);
      expect(lines.some((l) => l.includes('missing from storage'))).toBe(true);
      lost = false;
      app.clock.advance(60_000);
      await app.app.jobs.tick();
      expect((await orderByNo(app, order.orderNo)).status).toBe(14);
    } finally {
      await app.close();
    }
  });
});
