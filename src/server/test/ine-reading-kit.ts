import { expect } from 'vitest';
import type { CallPath } from '../../domain/api/calls';
import { encryptPath } from '../../domain/transport/path-cipher';
import type { OcrProvider, OcrResult } from '../providers/ocr/ocr-provider';
import { mustKeepContract, type TestApp } from './harness';
import { multipartBody, photo } from './identity-test-client';
import { assessmentOf, orderByNo, submitAndAssess } from './loan-test-kit';
import type { SignedInOperator } from './operator-test-kit';
import { mxAnswers, mxContacts, newBorrower, ownBankForm, work, type Borrower } from './profile-fixtures';
import { noiseImage } from './test-images';

/**
 * Test support for the INE reading (issue 30): an OCR engine that "reads" what the test says, and
 * a Mexican borrower taken through the identity step and the application by the product's calls.
 * Test code only.
 */

export class ScriptedOcr implements OcrProvider {
  next: OcrResult | null = null;
  async recognize(): Promise<OcrResult | null> {
    return this.next;
  }
  async close() {}
}

export async function ineReadingKit(t: TestApp, reviewer: SignedInOperator) {
  const [idPhoto, face] = await Promise.all([noiseImage(480, 320), noiseImage(240, 260)]);

  /** An identity photo as the phone sends it; the answer's code. */
  async function upload(b: Borrower, path: CallPath, data: Buffer = idPhoto): Promise<number> {
    const { body, contentType } = multipartBody([photo(data)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${encryptPath(path, b.packageName)}?t=${Math.floor(t.clock.now().getTime() / 1000)}`,
      headers: {
        packagename: b.packageName,
        appname: 'Presta',
        lang: 'es',
        authorization: `Bearer ${b.token}`,
        'content-type': contentType,
      },
      payload: body,
    });
    mustKeepContract(path, res.json());
    return res.json<{ code: number }>().code;
  }

  /** A Mexican borrower through personal info and the ID's two sides, the front read by the scripted engine. */
  async function withFront(personal: Record<string, unknown>) {
    const b = await newBorrower(t, 'mx');
    await b.call('/loan/loan-order/apply-market', {});
    expect((await b.call('/user/saveBasicInfo-market', personal)).code).toBe(0);
    expect(await upload(b, '/user/upload/curp/back')).toBe(0);
    expect(await upload(b, '/user/upload/curp/front')).toBe(0);
    return b;
  }

  /** The rest of the application after the front was read, submitted and assessed; the console's order detail. */
  async function finishAndSubmit(b: Borrower) {
    expect(await upload(b, '/user/saveFaceImage', face)).toBe(0);
    expect((await b.call('/user/finishUploadAllImg', {})).code).toBe(0);
    expect((await b.call('/user/saveAdditionInfo-market', { ...work, ...mxContacts })).code).toBe(0);
    expect((await b.call('/user/addBankCard', ownBankForm('mx'))).code).toBe(0);
    expect((await b.call('/user/save/questionnaire', { answers: mxAnswers })).code).toBe(0);
    const order = await orderByNo(t, await submitAndAssess(t, b));
    const detail = (await reviewer.call('GET', `/api/admin/orders/${order.orderNo}`)).json().data;
    return { order, assessment: await assessmentOf(t, order.id), detail };
  }

  return { upload, withFront, finishAndSubmit };
}
