import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPath } from '../../../domain/api/calls';
import { encryptPath } from '../../../domain/transport/path-cipher';
import type { OcrProvider, OcrResult } from '../../providers/ocr/ocr-provider';
import { buildTestApp, type TestApp } from '../../test/harness';
import { multipartBody, photo } from '../../test/identity-test-client';
import { assessmentOf, orderByNo, submitAndAssess } from '../../test/loan-test-kit';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import {
  curpFor, mxAnswers, mxClabe, mxContacts, newBorrower, uniqueMxPersonal, work, type Borrower,
} from '../../test/profile-fixtures';
import { noiseImage } from '../../test/test-images';

/** An OCR engine that "reads" what the test says. */
class ScriptedOcr implements OcrProvider {
  next: OcrResult | null = null;
  async recognize(): Promise<OcrResult | null> {
    return this.next;
  }
  async close() {}
}

const UNREADABLE: OcrResult = { text: 'INSTITUTO NACIONAL ELECTORAL\nCREDENCIAL PARA VOTAR\nCURP (ILEGIBLE)', confidence: 88 };

let t: TestApp;
let reviewer: SignedInOperator;
const ocr = new ScriptedOcr();
let idPhoto: Buffer;
let face: Buffer;
beforeAll(async () => {
  t = await buildTestApp({}, { ocr });
  reviewer = await signInOperator(t, 'reviewer');
  [idPhoto, face] = await Promise.all([noiseImage(480, 320), noiseImage(240, 260)]);
}, 120_000);
afterAll(async () => t.close());

async function upload(b: Borrower, path: CallPath, data: Buffer): Promise<number> {
  const { body, contentType } = multipartBody([photo(data)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${encryptPath(path, b.packageName)}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
    headers: { packagename: b.packageName, appname: 'Presta', lang: 'es', authorization: `Bearer ${b.token}`, 'content-type': contentType },
    payload: body,
  });
  return res.json<{ code: number }>().code;
}

/** A Mexican borrower through personal info and the ID's two sides, the front read by the scripted engine. */
async function withFront(personal: Record<string, unknown>) {
  const b = await newBorrower(t, 'mx');
  await b.call('/loan/loan-order/apply-market', {});
  expect((await b.call('/user/saveBasicInfo-market', personal)).code).toBe(0);
  expect(await upload(b, '/user/upload/curp/back', idPhoto)).toBe(0);
  expect(await upload(b, '/user/upload/curp/front', idPhoto)).toBe(0);
  return b;
}

/** The rest of the application after the front was read, submitted and assessed. */
async function finishAndSubmit(b: Borrower) {
  expect(await upload(b, '/user/saveFaceImage', face)).toBe(0);
  expect((await b.call('/user/finishUploadAllImg', {})).code).toBe(0);
  expect((await b.call('/user/saveAdditionInfo-market', { ...work, ...mxContacts })).code).toBe(0);
  expect((await b.call('/user/addBankCard', mxClabe)).code).toBe(0);
  expect((await b.call('/user/save/questionnaire', { answers: mxAnswers })).code).toBe(0);
  const order = await orderByNo(t, await submitAndAssess(t, b));
  const detail = (await reviewer.call('GET', `/api/admin/orders/${order.orderNo}`)).json().data;
  return { order, assessment: await assessmentOf(t, order.id), detail };
}

describe('an INE the OCR cannot read is never a dead end (issue 30.2)', () => {
  it('the first unreadable reading asks for a retake; the retake, unreadable too, goes on with the typed CURP, RENAPO confirms it, and the console says "document unread"', async () => {
    const b = await withFront(uniqueMxPersonal());
    ocr.next = UNREADABLE;
    expect(await b.call('/user/curp/ocr', {}, { lang: 'es' })).toMatchObject({ code: 400325, msg: expect.stringMatching(/^No pudimos leer tu identificación/) });
    expect(await upload(b, '/user/upload/curp/front', idPhoto)).toBe(0);
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: null, confidence: 0 } });

    const { order, assessment, detail } = await finishAndSubmit(b);
    expect(assessment?.outcome).toBe('approve');
    expect(order.status).toBe(14);
    expect(detail.documentUnread).toBe(true);
    expect(detail.identityChecks).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'curp', status: 'passed' })]));
  });

  it('going on is not passing: a typed CURP RENAPO does not know sends the unread application to a person', async () => {
    const personal = uniqueMxPersonal();
    const b = await withFront({ ...personal, nationalId: curpFor(personal.birthday.slice(2).replace(/-/g, ''), 'GODE', 'ZZD') });
    ocr.next = UNREADABLE;
    expect((await b.call('/user/curp/ocr', {})).code).toBe(400325);
    expect((await b.call('/user/curp/ocr', {})).code).toBe(0);
    const { order, assessment, detail } = await finishAndSubmit(b);
    expect(order.status).toBe(1);
    expect(assessment?.reasons[0]).toBe('curpNotFound');
    expect(detail.documentUnread).toBe(true);
  });

  it('a CURP read off the INE (look-alikes fixed) is no "document unread"', async () => {
    const personal = uniqueMxPersonal();
    const b = await withFront(personal);
    // The engine read the zeros of the date as the letter O.
    ocr.next = { text: `CURP ${personal.nationalId.slice(0, 4)}${personal.nationalId.slice(4, 10).replace(/0/g, 'O')}${personal.nationalId.slice(10)}`, confidence: 90 };
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: personal.nationalId } });
    const { order, detail } = await finishAndSubmit(b);
    expect(order.status).toBe(14);
    expect(detail.documentUnread).toBe(false);
  });

  it('reads JC (Jalisco) that the engine read as IC', async () => {
    const b = await withFront(uniqueMxPersonal());
    ocr.next = { text: 'INSTITUTO NACIONAL ELECTORAL\nCURP MOPR900512HICRRL08', confidence: 93 };
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: 'MOPR900512HJCRRL08' } });
  });

  it('without a valid typed CURP an unreadable INE keeps asking for a retake', async () => {
    const b = await newBorrower(t, 'mx');
    expect(await upload(b, '/user/upload/curp/back', idPhoto)).toBe(0);
    expect(await upload(b, '/user/upload/curp/front', idPhoto)).toBe(0);
    ocr.next = UNREADABLE;
    for (let i = 0; i < 3; i++) expect((await b.call('/user/curp/ocr', {})).code).toBe(400325);
  });
});
