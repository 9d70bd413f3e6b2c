import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formErrors } from './form-errors';

describe('formErrors', () => {
  it('keeps the first message per field and collects whole-form messages once', () => {
    const error = new z.ZodError([
      { code: 'custom', message: 'form.required.firstName', path: ['firstName'], input: undefined },
      { code: 'custom', message: 'form.name.tooShort', path: ['firstName'], input: undefined },
      { code: 'custom', message: 'form.questionnaire.unanswered', path: [], input: undefined },
      { code: 'custom', message: 'form.questionnaire.unanswered', path: [], input: undefined },
      { code: 'custom', message: 'form.questionnaire.firstAnswer', path: [3], input: undefined },
    ]);
    expect(formErrors(error)).toEqual({
      fields: { firstName: 'form.required.firstName', 3: 'form.questionnaire.firstAnswer' },
      form: ['form.questionnaire.unanswered'],
    });
  });

  it('never leaks a zod text', () => {
    const error = z.object({ a: z.string() }).safeParse({ a: 1 }).error!;
    expect(formErrors(error).fields).toEqual({ a: 'form.invalidForm' });
  });
});
