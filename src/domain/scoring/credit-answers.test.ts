import { describe, expect, it } from 'vitest';
import type { QuestionnaireAnswers } from '../enums/questionnaire';
import { creditAnswersFrom, workProfileFrom } from './credit-answers';
import { ScoringInputError } from './scoring-input';

const stored: QuestionnaireAnswers = {
  '1': 'no',
  '2': 'yes',
  '3': 'good',
  '4': 'carbon',
  '5': 'none',
  '6': 'days8to15',
  '7': '50000-99999',
  '8': '3',
  '9': '1',
  '10': '2',
  '11': 'none',
};

describe('creditAnswersFrom', () => {
  it('maps stored option keys to ordered facts', () => {
    expect(creditAnswersFrom(stored, 'ng')).toEqual({
      defaultedLast6Months: false,
      hasCreditBureauHistory: true,
      selfRatedCreditworthiness: 4,
      overdueLender: null,
      longestDelayBand: 2,
      totalOwedBand: 2,
      digitalLoans: 3,
      activeLoans: 1,
      repaidOnTimeLoans: 2,
      overdueLoans: 0,
    });
  });

  it('reads the extremes: best and worst rating, "more than 10", the top owed band per market', () => {
    const worst = creditAnswersFrom(
      { ...stored, '1': 'yes', '3': 'veryPoor', '5': 'okash', '6': 'over90Days', '7': 'over100000', '8': 'moreThan10' },
      'mx',
    );
    expect(worst).toMatchObject({
      defaultedLast6Months: true,
      selfRatedCreditworthiness: 1,
      overdueLender: 'okash',
      longestDelayBand: 6,
      totalOwedBand: 6,
      digitalLoans: 11,
    });
    expect(creditAnswersFrom({ ...stored, '3': 'excellent', '7': 'none' }, 'ng')).toMatchObject({
      selfRatedCreditworthiness: 5,
      totalOwedBand: 0,
    });
  });

  it("refuses an owed band from the other market's list", () => {
    expect(() => creditAnswersFrom({ ...stored, '7': 'under5000' }, 'ng')).toThrow(ScoringInputError);
  });
});

describe('workProfileFrom', () => {
  it('turns hidden fields into "not asked"', () => {
    expect(workProfileFrom({ employmentType: 'self_employed', monthlySalary: '30000-49999' })).toEqual({
      monthlyIncome: '30000-49999',
      employmentType: 'self_employed',
      jobExperience: null,
      payFrequency: null,
      incomeSource: null,
      workThereTime: null,
      payMethod: null,
    });
    expect(
      workProfileFrom({
        employmentType: 'employee',
        monthlySalary: 'over150000',
        jobExperience: 'in1_3Years',
        payFrequency: 'Monthly',
      }).jobExperience,
    ).toBe('in1_3Years');
  });
});
