import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { ineReadingKit, ScriptedOcr } from '../../test/ine-reading-kit';
import { signInOperator } from '../../test/operator-test-kit';
import { mxPersonal, newBorrower, uniqueMxPersonal } from '../../test/profile-fixtures';

/** What the OCR reads off an INE front: the name block (surnames, then given names), the CURP, the birth date. */
function ineText(p: { surnames: string[]; given: string; curp: string; birthday: string }) {
  const [y, m, d] = p.birthday.split('-');
  return {
    text: [
      'INSTITUTO NACIONAL ELECTORAL',
      'CREDENCIAL PARA VOTAR',
      'NOMBRE',
      ...p.surnames,
      p.given,
      'DOMICILIO',
      'AV JUAREZ 120 COL CENTRO',
      `CURP ${p.curp} AÑO DE REGISTRO 2010 01`,
      `FECHA DE NACIMIENTO ${d}/${m}/${y}`,
      'SEXO H',
    ].join('\n'),
    confidence: 91,
  };
}

// Issue 30's case: Raúl typed his own CURP and photographed the INE of Gabriela, registered under another account.
const raul = {
  ...mxPersonal,
  firstName: 'Raúl',
  lastName: 'Morales Pérez',
  gender: 1,
  birthday: '1990-05-12',
  nationalId: 'MOPR900512HJCRRL08',
  rfc: undefined,
  nss: undefined,
};
const gabriela = {
  ...mxPersonal,
  firstName: 'Gabriela',
  lastName: 'Hernández López',
  gender: 2,
  birthday: '1995-03-14',
  nationalId: 'HELG950314MDFRPD00',
  rfc: undefined,
  nss: undefined,
};
const GABRIELAS_INE = ineText({
  surnames: ['HERNANDEZ', 'LOPEZ'],
  given: 'GABRIELA',
  curp: gabriela.nationalId,
  birthday: gabriela.birthday,
});
/** The INE of the Emma Gómez Díaz a `uniqueMxPersonal()` types. */
const ownIne = (p: { nationalId: string; birthday: string }) =>
  ineText({ surnames: ['GÓMEZ', 'DÍAZ'], given: 'EMMA', curp: p.nationalId, birthday: p.birthday });

/** The fields an answer's errors name. */
const fieldsIn = (res: { data: unknown }) => (res.data as { errors: { field: string }[] }).errors.map((e) => e.field);

let t: TestApp;
let kit: Awaited<ReturnType<typeof ineReadingKit>>;
const ocr = new ScriptedOcr();
beforeAll(async () => {
  t = await buildTestApp({}, { ocr });
  kit = await ineReadingKit(t, await signInOperator(t, 'reviewer'));
}, 120_000);
afterAll(async () => t.close());

describe('the INE matches the person typed (issue 30.1, Mexico)', () => {
  it("another person's INE is caught: the borrower is told which fields disagree, in their language, never whose INE it is", async () => {
    const other = await newBorrower(t, 'mx');
    expect((await other.call('/user/saveBasicInfo-market', gabriela)).code).toBe(0);
    const b = await kit.withFront(raul);
    ocr.next = GABRIELAS_INE;
    const res = await b.call('/user/curp/ocr', {}, { lang: 'es' });
    expect(res).toMatchObject({ code: 400326, msg: 'La CURP de la INE no es la CURP que escribiste' });
    expect(fieldsIn(res)).toEqual(['nationalId', 'name', 'birthDate']);
    expect(JSON.stringify(res)).not.toMatch(/HELG|GABRIELA|HERNANDEZ|1995/i);
    // Read again, it goes on to a person, still without a word of what the INE says.
    const again = await b.call('/user/curp/ocr', {}, { lang: 'en' });
    expect(again).toMatchObject({ code: 0, data: { nationalId: null, documentMismatch: true } });
    expect(JSON.stringify(again)).not.toMatch(/HELG|GABRIELA|HERNANDEZ|1995/i);
  });

  it('a borrower who photographed the wrong INE and then their own goes on and is approved', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront(personal);
    ocr.next = GABRIELAS_INE;
    expect((await b.call('/user/curp/ocr', {})).code).toBe(400326);
    expect(await kit.upload(b, '/user/upload/curp/front')).toBe(0);
    ocr.next = ownIne(personal);
    expect(await b.call('/user/curp/ocr', {})).toMatchObject({
      code: 0,
      data: { nationalId: personal.nationalId, documentMismatch: false },
    });
    const { order, detail } = await kit.finishAndSubmit(b);
    expect(order.status).toBe(14);
    expect(detail.identityChecks).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'document', status: 'passed', reasons: [] })]),
    );
  });

  it('the name is compared with accent, case and order tolerance; a name of someone else with the same CURP is still a mismatch', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront(personal);
    ocr.next = ineText({
      surnames: ['GOMEZ', 'DIAZ'],
      given: 'EMMA',
      curp: personal.nationalId,
      birthday: personal.birthday,
    });
    expect((await b.call('/user/curp/ocr', {})).code).toBe(0);
    ocr.next = ineText({
      surnames: ['GOMEZ', 'DIAZ'],
      given: 'ERNESTINA',
      curp: personal.nationalId,
      birthday: personal.birthday,
    });
    const res = await b.call('/user/curp/ocr', {});
    expect(res.code).toBe(400326);
    expect(fieldsIn(res)).toEqual(['name']);
  });

  it('a second mismatch lets the borrower go on and sends the order to review with the reason on the order', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront(personal);
    ocr.next = GABRIELAS_INE;
    expect((await b.call('/user/curp/ocr', {})).code).toBe(400326);
    expect(await kit.upload(b, '/user/upload/curp/front')).toBe(0);
    const again = await b.call('/user/curp/ocr', {});
    expect(again).toMatchObject({ code: 0, data: { nationalId: null, documentMismatch: true } });
    const { order, assessment, detail } = await kit.finishAndSubmit(b);
    expect(order.status).toBe(1);
    expect(assessment?.outcome).toBe('review');
    expect(assessment?.reasons).toEqual(
      expect.arrayContaining(['documentCurpMismatch', 'documentNameMismatch', 'documentBirthDateMismatch']),
    );
    expect(detail.identityChecks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'document',
          status: 'failed',
          reasons: ['documentCurpMismatch', 'documentNameMismatch', 'documentBirthDateMismatch'],
        }),
      ]),
    );
    expect(JSON.stringify(detail)).not.toContain(gabriela.nationalId);
  });

  it('an application that skipped the correction is caught at the assessment all the same', async () => {
    const personal = uniqueMxPersonal();
    const b = await kit.withFront(personal);
    ocr.next = GABRIELAS_INE;
    expect((await b.call('/user/curp/ocr', {})).code).toBe(400326);
    const { order, assessment } = await kit.finishAndSubmit(b);
    expect(order.status).toBe(1);
    expect(assessment?.reasons[0]).toBe('documentCurpMismatch');
  });
});
