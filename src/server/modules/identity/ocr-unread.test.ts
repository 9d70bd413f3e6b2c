import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrResult } from '../../providers/ocr/ocr-provider';
import { buildTestApp, type TestApp } from '../../test/harness';
import { ineReadingKit, ScriptedOcr } from '../../test/ine-reading-kit';
import { signInOperator } from '../../test/operator-test-kit';
import { curpFor, newBorrower, uniqueMxPersonal } from '../../test/profile-fixtures';

const UNREADABLE: OcrResult = {
  text: 'INSTITUTO NACIONAL ELECTORAL\nCREDENCIAL PARA VOTAR\nCURP (ILEGIBLE)',
  confidence: 88,
};

let t: TestApp;
let kit: Awaited<ReturnType<typeof ineReadingKit>>;
const ocr = new ScriptedOcr();
beforeAll(async () => {
  t = await buildTestApp({}, { ocr });
  kit = await ineReadingKit(t, await signInOperator(t, 'reviewer'));
}, 120_000);
afterAll(async () => t.close());

describe('an INE the OCR cannot read is never a dead end (issue 30.2)', () => {
  it('the first unreadable reading asks for a retake; the retake, unreadable too, goes on with the typed CURP, RENAPO confirms it, and the console says "document unread"', async () => {
    const b = await kit.withFront(uniqueMxPersonal());
    ocr.next = UNREADABLE;
    expect(await b.call('/user/curp/ocr', {}, { lang: 'es' })).toMatchObject({
      code: 400325,
      msg: expect.stringMatching(/^No pudimos leer tu identificación/),
    });
    expect(await kit.upload(b, '/user/upload/curp/front')).toBe(0);
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: null, confidence: 0 } });

    const { order, assessment, detail } = await kit.finishAndSubmit(b);
    expect(assessment?.outcome).toBe('approve');
    expect(order.status).toBe(14);
    expect(detail.documentUnread).toBe(true);
    expect(detail.identityChecks).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'curp', status: 'passed' })]),
    );
  });

  it('going on is not passing: a typed CURP RENAPO does not know sends the unread application to a person', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront({
      ...personal,
      nationalId: curpFor(personal.birthday.slice(2).replace(/-/g, ''), 'GODE', 'ZZD'),
    });
    ocr.next = UNREADABLE;
    expect((await b.call('/user/curp/ocr', {})).code).toBe(400325);
    expect((await b.call('/user/curp/ocr', {})).code).toBe(0);
    const { order, assessment, detail } = await kit.finishAndSubmit(b);
    expect(order.status).toBe(1);
    expect(assessment?.reasons[0]).toBe('curpNotFound');
    expect(detail.documentUnread).toBe(true);
  });

  it('a CURP read off the INE (look-alikes fixed) is no "document unread"', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront(personal);
    // The engine read the zeros of the date as the letter O.
    ocr.next = {
      text: `CURP ${personal.nationalId.slice(0, 4)}${personal.nationalId.slice(4, 10).replace(/0/g, 'O')}${personal.nationalId.slice(10)}`,
      confidence: 90,
    };
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: personal.nationalId } });
    const { order, detail } = await kit.finishAndSubmit(b);
    expect(order.status).toBe(14);
    expect(detail.documentUnread).toBe(false);
  });

  it('reads JC (Jalisco) that the engine read as IC', async () => {
    const b = await kit.withFront({
      ...uniqueMxPersonal(),
      nationalId: 'MOPR900512HJCRRL08',
      birthday: '1990-05-12',
      gender: 1,
    });
    ocr.next = { text: 'INSTITUTO NACIONAL ELECTORAL\nCURP MOPR900512HICRRL08', confidence: 93 };
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({ code: 0, data: { nationalId: 'MOPR900512HJCRRL08' } });
  });

  it('without a valid typed CURP an unreadable INE keeps asking for a retake', async () => {
    const b = await newBorrower(t, 'mx');
    expect(await kit.upload(b, '/user/upload/curp/back')).toBe(0);
    expect(await kit.upload(b, '/user/upload/curp/front')).toBe(0);
    ocr.next = UNREADABLE;
    for (let i = 0; i < 3; i++) expect((await b.call('/user/curp/ocr', {})).code).toBe(400325);
  });
});
