import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, messageLog, operatorAudit, operators, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { buildIdentityApp, photo, type IdentityTestApp } from '../../test/identity-test-client';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { noiseImage } from '../../test/test-images';
import { DEFAULT_COMPLAINTS } from '../../settings/complaint-settings';

const HOUR = 3_600_000;
const uploadDir = mkdtempSync(join(tmpdir(), 'presta-complaints-'));
const logLines: string[] = [];
let t: TestApp;
let second: TestApp;
let uploads: IdentityTestApp;
let op: SignedInOperator;
let mobileSeq = 0;

beforeAll(async () => {
  t = await buildTestApp({ uploads: { dir: uploadDir }, logLevel: 'info' }, { logLines });
  second = await buildTestApp({ uploads: { dir: uploadDir } }, { sameDatabaseAs: t });
  uploads = await buildIdentityApp(t, { uploadDir });
  op = await signInOperator(t, 'collections');
}, 180_000);
afterAll(async () => {
  await uploads.close();
  await second.close();
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function borrower(market: 'ng' | 'mx' = 'ng') {
  mobileSeq += 1;
  const packageName = market === 'ng' ? 'com.presta.ng' : 'com.presta.mx';
  const mobile =
    market === 'ng' ? `0803771${String(mobileSeq).padStart(4, '0')}` : `55377${String(mobileSeq).padStart(5, '0')}`;
  const { token, userId } = await t.registerUser(mobile, { packageName });
  return {
    token,
    userId,
    mobile,
    packageName,
    file: (input: { category: string; text: string; photoId?: string }, lang: 'en' | 'es' = 'en', app = t) =>
      app.call('/user/complaints', input as never, { token, packageName, lang }),
    list: () => t.call('/user/complaints/list', {}, { token, packageName }),
  };
}

const TEXT = 'My repayment of 5,000 on Monday does not show in the app.';
const dashboard = async (packageName = 'com.presta.ng') =>
  (await op.call('GET', `/api/admin/dashboard?packageName=${packageName}`)).json().data;

describe('complaints: filing, following and answering a case', () => {
  it("a case gets its number and the market's deadline for its category at once", async () => {
    const ng = await borrower('ng');
    const now = t.clock.now().getTime();
    const simple = await ng.file({ category: 'payment', text: TEXT });
    expect(simple.code).toBe(0);
    expect(simple.data).toMatchObject({
      category: 'payment',
      status: 'open',
      text: TEXT,
      hasPhoto: false,
      updates: [],
    });
    expect(simple.data.caseNo).toMatch(/^NG-\d{6}$/);
    expect(Date.parse(simple.data.answerBy) - now).toBe(24 * HOUR);
    const complex = await ng.file({ category: 'charges', text: 'I was charged a fee twice for one loan.' });
    expect(Date.parse(complex.data.answerBy) - now).toBe(48 * HOUR);

    const mx = await borrower('mx');
    const filed = await mx.file({ category: 'other', text: 'No puedo ver mi contrato en la app.' }, 'es');
    expect(filed.data.caseNo).toMatch(/^MX-\d{6}$/);
    expect(Date.parse(filed.data.answerBy) - now).toBe(DEFAULT_COMPLAINTS.hours.mx.standard * HOUR);
    const listed = await mx.list();
    expect(listed.data.complaints.map((c) => c.caseNo)).toEqual([filed.data.caseNo]);
    expect(listed.data.escalation).toEqual([{ who: 'condusef', contact: DEFAULT_COMPLAINTS.escalation.condusefMx }]);
  });

  it('a photo goes through the image pipeline, is attached to the case and only an operator reads it back, re-encoded', async () => {
    const b = await borrower();
    const uploaded = await uploads.upload(
      '/user/complaints/photo',
      [photo(await noiseImage(640, 480, 'png'), 'screen.png', 'image/png')],
      { token: b.token },
    );
    expect(uploaded.code).toBe(0);
    const photoId = (uploaded.data as { photoId: string }).photoId;
    const filed = await b.file({ category: 'disbursement', text: 'The money never reached my account.', photoId });
    expect(filed.data.hasPhoto).toBe(true);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.caseNo, filed.data.caseNo));
    const res = await op.call('GET', `/api/admin/complaints/${row.id}/photo`);
    expect(res.statusCode).toBe(200);
    const bytes = Buffer.from((res as unknown as { rawPayload: Buffer }).rawPayload);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A file that is not an image is refused before anything is stored.
    const refused = await uploads.upload(
      '/user/complaints/photo',
      [photo(Buffer.from('not an image at all'), 'x.jpg')],
      { token: b.token, lang: 'es' },
    );
    expect(refused).toMatchObject({ code: 400320, msg: 'Solo se pueden subir fotos en formato JPG, PNG o WebP' });
  });

  it("bad input is refused in the caller's language and files nothing, nor counts against the day", async () => {
    const b = await borrower();
    const short = await b.file({ category: 'payment', text: 'bad' });
    expect(short).toMatchObject({ code: 400100, msg: 'Please describe what happened in 10 to 1000 characters' });
    const shortEs = await b.file({ category: 'payment', text: 'mal' }, 'es');
    expect(shortEs).toMatchObject({ code: 400100, msg: 'Describe lo que pasó en 10 a 1000 caracteres' });
    expect((await b.file({ category: 'weather', text: TEXT }, 'es')).msg).toBe('Elige de qué trata tu queja');
    expect((await b.file({ category: 'weather', text: TEXT })).msg).toBe('Please choose what your complaint is about');
    const long = await b.file({ category: 'other', text: 'x'.repeat(1001) });
    expect(long.code).toBe(400100);
    const ghost = await b.file({ category: 'other', text: TEXT, photoId: 'no-such-photo' }, 'es');
    expect(ghost).toMatchObject({ code: 400100, msg: 'Esta foto ya no está disponible. Agrégala de nuevo' });
    expect((await b.list()).data.complaints).toEqual([]);
    // None of the refusals took one of the day's filings.
    for (let i = 0; i < DEFAULT_COMPLAINTS.perUserPerDay; i++)
      expect((await b.file({ category: 'other', text: TEXT })).code).toBe(0);
  });

  it("another borrower's case and photo are out of reach", async () => {
    const a = await borrower();
    const other = await borrower();
    const uploaded = await uploads.upload('/user/complaints/photo', [photo(await noiseImage(640, 480))], {
      token: a.token,
    });
    const photoId = (uploaded.data as { photoId: string }).photoId;
    const filed = await a.file({ category: 'privacy', text: 'Someone called my sister about my loan.' });
    expect((await other.list()).data.complaints).toEqual([]);
    // Attaching A's photo to B's case is refused and A's photo stays free for A.
    expect((await other.file({ category: 'other', text: TEXT, photoId })).code).toBe(400100);
    expect((await a.file({ category: 'other', text: TEXT, photoId })).data.hasPhoto).toBe(true);
    expect((await a.list()).data.complaints.map((c) => c.caseNo)).toContain(filed.data.caseNo);
  });

  it("50 filings at once over two instances: exactly the day's limit is filed, each with its own number", async () => {
    const b = await borrower();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        b.file({ category: 'account', text: `${TEXT} (${i})` }, 'en', i % 2 ? second : t),
      ),
    );
    const filed = burst.filter((r) => r.code === 0);
    expect(filed).toHaveLength(DEFAULT_COMPLAINTS.perUserPerDay);
    expect(burst.filter((r) => r.code === 429103)).toHaveLength(50 - DEFAULT_COMPLAINTS.perUserPerDay);
    expect(new Set(filed.map((r) => r.data.caseNo)).size).toBe(filed.length);
    expect(await t.database.db.select().from(complaints).where(eq(complaints.userId, b.userId))).toHaveLength(
      DEFAULT_COMPLAINTS.perUserPerDay,
    );
    expect(burst.find((r) => r.code === 429103)!.msg).toContain(`${DEFAULT_COMPLAINTS.perUserPerDay} complaints today`);
  }, 120_000);

  it('an operator takes, answers and resolves a case: the borrower reads each step, gets an SMS for each, and every action is audited', async () => {
    const b = await borrower();
    const filed = await b.file({ category: 'payment', text: TEXT });
    const caseNo = filed.data.caseNo;
    const queue = (await op.call('GET', '/api/admin/complaints?filter=unresolved&packageName=com.presta.ng')).json()
      .data.complaints;
    const item = queue.find((c: { caseNo: string }) => c.caseNo === caseNo);
    expect(item).toMatchObject({ status: 'open', overdue: false, assignedTo: null, complex: false });
    const [me] = await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.email, op.email));

    expect(
      (await op.call('POST', `/api/admin/complaints/${item.id}/assign`, { operatorId: me.id })).json().data.complaint
        .assignedTo,
    ).toBe(op.email);
    // Resolving before any answer is refused: a borrower never reads "resolved" without one.
    expect(
      (await op.call('POST', `/api/admin/complaints/${item.id}/status`, { from: 'open', to: 'resolved' })).json().code,
    ).toBe(409943);
    expect(
      (await op.call('POST', `/api/admin/complaints/${item.id}/status`, { from: 'open', to: 'inProgress' })).json()
        .code,
    ).toBe(0);
    const answer = 'We found your payment and credited it to your loan today.';
    expect((await op.call('POST', `/api/admin/complaints/${item.id}/reply`, { text: answer })).json().code).toBe(0);
    expect(
      (await op.call('POST', `/api/admin/complaints/${item.id}/status`, { from: 'inProgress', to: 'resolved' })).json()
        .code,
    ).toBe(0);
    // The same move again (a second operator's stale screen) changes nothing.
    expect(
      (await op.call('POST', `/api/admin/complaints/${item.id}/status`, { from: 'inProgress', to: 'resolved' })).json()
        .code,
    ).toBe(409942);
    expect((await op.call('POST', `/api/admin/complaints/${item.id}/reply`, { text: 'one more' })).json().code).toBe(
      409941,
    );

    const seen = (await b.list()).data;
    expect(seen.complaints[0]).toMatchObject({ caseNo, status: 'resolved' });
    expect(seen.complaints[0].updates.map((u) => [u.kind, u.status, u.text])).toEqual([
      ['status', 'inProgress', null],
      ['reply', null, answer],
      ['status', 'resolved', null],
    ]);
    expect(seen.escalation).toEqual([{ who: 'fccpc', contact: 'www.fccpc.gov.ng' }]);

    const [user] = await t.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, b.userId));
    const texts = t.sms
      .messagesTo(user.mobile)
      .filter((m) => m.purpose === 'complaint')
      .map((m) => m.text);
    expect(texts.every((x) => x.includes(caseNo))).toBe(true);
    expect(texts).toHaveLength(3);
    expect(texts.some((x) => x.includes('new answer'))).toBe(true);
    expect(texts.every((x) => !x.includes(answer) && !x.includes(TEXT))).toBe(true);
    const logged = await t.database.db
      .select()
      .from(messageLog)
      .where(and(eq(messageLog.userId, b.userId), eq(messageLog.purpose, 'complaint')));
    expect(logged.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);

    const audit = await t.database.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.target, `complaint:${caseNo}`));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'complaint.assign',
      'complaint.reply',
      'complaint.status',
      'complaint.status',
    ]);
    expect(JSON.stringify(audit)).not.toContain(answer);
    // Neither the borrower's words nor the answer reach the log.
    expect(logLines.join('\n')).not.toContain(TEXT);
    expect(logLines.join('\n')).not.toContain(answer);
  });

  it('a case past its deadline shows on the dashboard once the clock passes it, and leaves it when resolved', async () => {
    const b = await borrower();
    const filed = await b.file({ category: 'collection', text: 'A collector called me at night many times.' });
    const caseNo = filed.data.caseNo;
    const before = await dashboard();
    expect(before.complaints.cases.map((c: { caseNo: string }) => c.caseNo)).not.toContain(caseNo);

    t.clock.advance(48 * HOUR + 60_000);
    // A console session ends after 30 idle minutes: the operator signs in again, as a person would.
    op = await signInOperator(t, 'collections');
    const after = await dashboard();
    expect(after.complaints.overdue).toBeGreaterThan(before.complaints.overdue);
    const alert = after.complaints.cases.find((c: { caseNo: string }) => c.caseNo === caseNo);
    expect(alert).toMatchObject({ overdue: true, category: 'collection', complex: true });
    expect(
      (await op.call('GET', '/api/admin/complaints?filter=overdue'))
        .json()
        .data.complaints.map((c: { caseNo: string }) => c.caseNo),
    ).toContain(caseNo);

    await op.call('POST', `/api/admin/complaints/${alert.id}/reply`, {
      text: 'We stopped the calls and spoke to the agency.',
    });
    await op.call('POST', `/api/admin/complaints/${alert.id}/status`, { from: 'open', to: 'resolved' });
    expect((await dashboard()).complaints.cases.map((c: { caseNo: string }) => c.caseNo)).not.toContain(caseNo);
  });

  it('a console call outside the role table or without a session is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/complaints' });
    expect(res.statusCode).toBe(401);
  });
});
