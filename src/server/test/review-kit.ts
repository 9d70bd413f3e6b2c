import type { TestApp } from './harness';
import { completeProfile, newBorrower, ngAnswers, work } from './profile-fixtures';
import { orderByNo, submitAndAssess } from './loan-test-kit';

/**
 * A Nigerian borrower whose application the scorecard sends to manual review (score 485, in
 * the review band): a low salary, a short job and a thin credit history. Test code only.
 */
export async function borrowerInReview(t: TestApp) {
  const b = await newBorrower(t);
  await b.call('/loan/loan-order/apply-market', {});
  await completeProfile(t, b);
  await b.call('/user/saveAdditionInfo-market', {
    ...work,
    monthlySalary: 'under29999',
    jobExperience: 'lessThan1Year',
    emergencyContactName1: 'Mum',
    emergencyContactMobile1: '08051234567',
    emergencyContactRelation1: 'parents',
    emergencyContactName2: 'Tunde',
    emergencyContactMobile2: '9051234567',
    emergencyContactRelation2: 'colleagues',
  });
  await b.call('/user/save/questionnaire', {
    answers: { ...ngAnswers, 2: 'no', 6: 'none', 7: 'none', 8: 'none', 9: 'none', 10: 'none' },
  });
  const orderNo = await submitAndAssess(t, b);
  if ((await orderByNo(t, orderNo)).status !== 1) throw new Error('the application did not land in manual review');
  return { b, orderNo };
}
