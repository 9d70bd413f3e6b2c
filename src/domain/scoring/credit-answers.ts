import type { IncomeRange } from '../enums/income-range';
import type { PayFrequency } from '../enums/pay-schedule';
import {
  AMOUNT_OWED_OPTIONS,
  CREDITWORTHINESS_OPTIONS,
  LOAN_COUNT_OPTIONS,
  LONGEST_DELAY_OPTIONS,
  type QuestionnaireAnswers,
} from '../enums/questionnaire';
import type { IncomeSource, JobExperience, PayMethod, WorkThereTime } from '../enums/work';
import type { WorkType } from '../enums/work-type';
import type { Market } from '../markets/market';
import { ScoringInputError, type CreditAnswers, type WorkProfile } from './scoring-input';

/**
 * Turns the stored questionnaire (one option key per question code, src/domain/enums) into
 * the ordered facts the scorecard weighs. The option lists are already in order — delay and
 * owed bands from "none" upwards, loan counts none, 1…10, more than 10 — so a band is the
 * option's index; creditworthiness is listed best first, so it is reversed onto 1 (poor)…5.
 * Question 4 (current lender) is not scored: having a lender says nothing by itself.
 */
export function creditAnswersFrom(answers: QuestionnaireAnswers, market: Market): CreditAnswers {
  const index = <T extends string>(options: readonly T[], value: T, code: string): number => {
    const i = options.indexOf(value);
    if (i < 0) throw new ScoringInputError(`answer ${value} is not an option of question ${code}`);
    return i;
  };
  return {
    defaultedLast6Months: answers['1'] === 'yes',
    hasCreditBureauHistory: answers['2'] === 'yes',
    selfRatedCreditworthiness: (CREDITWORTHINESS_OPTIONS.length -
      index(CREDITWORTHINESS_OPTIONS, answers['3'], '3')) as CreditAnswers['selfRatedCreditworthiness'],
    overdueLender: answers['5'] === 'none' ? null : answers['5'],
    longestDelayBand: index(LONGEST_DELAY_OPTIONS, answers['6'], '6'),
    totalOwedBand: index<string>(AMOUNT_OWED_OPTIONS[market], answers['7'], '7'),
    digitalLoans: index(LOAN_COUNT_OPTIONS, answers['8'], '8'),
    activeLoans: index(LOAN_COUNT_OPTIONS, answers['9'], '9'),
    repaidOnTimeLoans: index(LOAN_COUNT_OPTIONS, answers['10'], '10'),
    overdueLoans: index(LOAN_COUNT_OPTIONS, answers['11'], '11'),
  };
}

/** Work info as the form stores it (hidden fields absent) to the facts scoring reads. */
export function workProfileFrom(work: {
  employmentType: WorkType;
  monthlySalary: IncomeRange;
  jobExperience?: JobExperience;
  payFrequency?: PayFrequency;
  incomeSource?: IncomeSource;
  workThereTime?: WorkThereTime;
  payMethod?: PayMethod;
}): WorkProfile {
  return {
    monthlyIncome: work.monthlySalary,
    employmentType: work.employmentType,
    jobExperience: work.jobExperience ?? null,
    payFrequency: work.payFrequency ?? null,
    incomeSource: work.incomeSource ?? null,
    workThereTime: work.workThereTime ?? null,
    payMethod: work.payMethod ?? null,
  };
}
