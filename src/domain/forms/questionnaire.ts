import { z } from 'zod';
import { isOneOf } from '../enums/one-of';
import { QUESTION_CODES, questionOptions, type QuestionCode, type QuestionnaireAnswers } from '../enums/questionnaire';
import type { Market } from '../markets/market';
import { formObject, withCrossRules } from './field';
import { readText } from './raw-input';

/**
 * The credit-history questionnaire (src/domain/enums/questionnaire.ts): all eleven answered with an option of the
 * market. SPEC's three messages, as used here:
 * - 'form.questionnaire.firstAnswer' ("First answer the question") on each unanswered
 *   question: the one-question-at-a-time screen shows it when "next" is pressed too early;
 * - 'form.questionnaire.complete' ("Complete the credit history questionnaire") on the whole
 *   form when nothing at all was answered;
 * - 'form.questionnaire.unanswered' ("There are still unanswered questions…") on the whole form
 *   when some but not all were answered.
 * An answer outside the question's options is 'form.invalidOption'. Answers are not checked
 * against each other (e.g. "never late" with overdue loans): scoring weighs inconsistency,
 * and refusing it would only teach borrowers which combination passes.
 */
export function questionnaireSchema(market: Market) {
  const shape = Object.fromEntries(QUESTION_CODES.map((code) => [code, z.unknown().optional()])) as Record<
    QuestionCode,
    z.ZodOptional<z.ZodUnknown>
  >;
  const schema = withCrossRules(formObject(shape), (values, report) => {
    let unanswered = 0;
    for (const code of QUESTION_CODES) {
      const answer = readText(values[code]);
      if (answer.kind === 'missing') {
        unanswered += 1;
        report(code, 'form.questionnaire.firstAnswer');
      } else if (answer.kind === 'wrongType' || !isOneOf(questionOptions(market, code), answer.text)) {
        report(code, 'form.invalidOption');
      }
    }
    if (unanswered === QUESTION_CODES.length) report(null, 'form.questionnaire.complete');
    else if (unanswered > 0) report(null, 'form.questionnaire.unanswered');
  });
  // Answers are option keys; a count sent as a number (3) is stored as its key ('3').
  return schema.transform((value) => {
    const answers: Record<string, string> = {};
    for (const code of QUESTION_CODES) {
      const answer = readText(value[code]);
      if (answer.kind === 'text') answers[code] = answer.text;
    }
    return answers as QuestionnaireAnswers;
  });
}

export type QuestionnaireSchema = ReturnType<typeof questionnaireSchema>;

/** The first unanswered question in order, for the screen to scroll to; null when complete. */
export function firstUnansweredQuestion(answers: Partial<Record<QuestionCode, unknown>>): QuestionCode | null {
  return QUESTION_CODES.find((code) => readText(answers[code]).kind === 'missing') ?? null;
}
