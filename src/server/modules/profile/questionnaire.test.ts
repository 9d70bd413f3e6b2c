import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { completeProfile, mxAnswers, newBorrower, ngAnswers } from '../../test/profile-fixtures';
import { fieldsOf } from '../../test/profile-test-fields';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/user/save/questionnaire', () => {
  it('saves the eleven answers; saving again replaces them', async () => {
    const b = await newBorrower(t, 'mx');
    expect((await b.call('/user/save/questionnaire', { answers: mxAnswers })).code).toBe(0);
    expect((await b.call('/user/save/questionnaire', { answers: { ...mxAnswers, 1: 'yes' } })).code).toBe(0);
    const rows = await t.database.db.select().from(questionnaires).where(eq(questionnaires.userId, b.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].answers).toMatchObject({ 1: 'yes', 4: 'kueski' });
  });

  it('keeps the SPEC messages: nothing answered, some unanswered', async () => {
    const b = await newBorrower(t);
    const none = await b.call('/user/save/questionnaire', { answers: {} });
    expect(none.msg).toBe('Complete the credit history questionnaire');
    expect(fieldsOf(none)).toMatchObject({
      answers: 'Complete the credit history questionnaire',
      'answers.1': 'First answer the question',
      'answers.11': 'First answer the question',
    });
    const { 5: _five, ...partial } = ngAnswers;
    const some = await b.call('/user/save/questionnaire', { answers: partial });
    expect(fieldsOf(some)).toEqual({
      answers: 'There are still unanswered questions, please complete',
      'answers.5': 'First answer the question',
    });
    const es = await b.call('/user/save/questionnaire', { answers: partial }, { lang: 'es' });
    expect(es.msg).toBe('Aún hay preguntas sin responder, complétalas');
  });

  it("refuses another market's options", async () => {
    const b = await newBorrower(t);
    expect(fieldsOf(await b.call('/user/save/questionnaire', { answers: { ...ngAnswers, 4: 'kueski' } }))).toEqual({
      'answers.4': 'Please choose one of the options',
    });
  });

  it('on a complete profile it leaves the order at the questionnaire, ready to submit', async () => {
    const b = await newBorrower(t);
    const {
      data: { orderNo },
    } = await b.call('/loan/loan-order/apply-market', {});
    await completeProfile(t, b);
    const res = await b.call('/user/save/questionnaire', { answers: ngAnswers, orderNo: orderNo! });
    expect(res.data).toEqual({ orderNo, status: 17, route: `/auth/loan_question?orderNo=${orderNo}` });
  });
});
