import { contactsSchema } from '../../../domain/forms/contacts';
import { workInfoSchema } from '../../../domain/forms/work-info';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { requireOwnOrder, type NextStep } from '../../db/orders-repo';
import { advanceOnboarding } from '../../db/order-progress';
import { borrower } from './borrower';
import { parseForms } from './form-validation';
import { upsertAdditionInfo } from './profile-repo';

/** `/user/saveAdditionInfo-market`: work info and the two emergency contacts, every problem reported at once. */
export async function saveAdditionInfo(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { orderNo?: string } & Record<string, unknown>,
): Promise<NextStep> {
  const user = await borrower(deps, userId, app);
  if (input.orderNo) await requireOwnOrder(deps.db, userId, input.orderNo);
  const [work, contacts] = parseForms(
    workInfoSchema(user.market),
    contactsSchema({ market: user.market, applicantMobile: user.mobile }),
    input,
  );
  await upsertAdditionInfo(
    deps.db,
    {
      userId,
      employmentType: work.employmentType,
      monthlySalary: work.monthlySalary,
      // Fields hidden for the employment type are stored empty, so an old value never lingers.
      companyName: work.companyName ?? null,
      industryCategory: work.industryCategory ?? null,
      jobExperience: work.jobExperience ?? null,
      payFrequency: work.payFrequency ?? null,
      monthlyPayday: work.monthlyPayday === undefined ? null : String(work.monthlyPayday),
      monthlyPaydayTwo: work.monthlyPaydayTwo === undefined ? null : String(work.monthlyPaydayTwo),
      incomeSource: work.incomeSource,
      companyPhone: work.companyPhone ?? null,
      designation: work.designation ?? null,
      workThereTime: work.workThereTime ?? null,
      payMethod: work.payMethod ?? null,
      officialEmail: work.officialEmail ?? null,
      workPinCode: work.workPinCode ?? null,
      workCity: work.workCity ?? null,
      workCounty: work.workCounty ?? null,
      workAddress: work.workAddress ?? null,
      linkedin: work.linkedin ?? null,
      facebook: work.facebook ?? null,
      ...contacts,
    },
    deps.clock.now(),
  );
  return advanceOnboarding(deps, userId, input.orderNo);
}
