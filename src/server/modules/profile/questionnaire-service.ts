import { questionnaireSchema } from '../../../domain/forms/questionnaire';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { requireOwnOrder, type NextStep } from '../../db/orders-repo';
import { advanceOnboarding } from '../../db/order-progress';
import { borrower } from './borrower';
import { parseForm } from './form-validation';
import { upsertQuestionnaire } from './profile-repo';

/** `/user/save/questionnaire`: all eleven answers, each an option of the market. */
export async function saveQuestionnaire(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { orderNo?: string; answers: Record<string, string> },
): Promise<NextStep> {
  const user = await borrower(deps, userId, app);
  if (input.orderNo) await requireOwnOrder(deps.db, userId, input.orderNo);
  const answers = parseForm(questionnaireSchema(user.market), input.answers, {
    prefix: 'answers.',
    formField: 'answers',
  });
  await upsertQuestionnaire(deps.db, userId, answers, deps.clock.now());
  return advanceOnboarding(deps, userId, input.orderNo);
}
