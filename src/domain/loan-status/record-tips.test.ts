import { describe, expect, it } from 'vitest';
import { RECORD_TIP_KEYS, RECORD_TIPS, recordTipFor } from './record-tips';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES } from './statuses';

describe('Records tips', () => {
  it('has a tip for every status, each a known key', () => {
    for (const status of LOAN_STATUS_NUMBERS) expect(RECORD_TIP_KEYS).toContain(recordTipFor(status));
    expect(
      Object.keys(RECORD_TIPS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...LOAN_STATUS_NUMBERS]);
  });

  it('incomplete orders name the step Continue resumes at; closed ones what happened', () => {
    expect([6, 12, 11, 5, 17, 14].map((s) => RECORD_TIPS[s as 6])).toEqual([
      'continuePersonalInfo',
      'continueIdentity',
      'continueAdditionalInfo',
      'continueBankCard',
      'continueQuestionnaire',
      'continueConfirmation',
    ]);
    expect([4, 8, 9, 10, 3, 1, 7].map((s) => RECORD_TIPS[s as 4])).toEqual([
      'paidOff',
      'cancelled',
      'rejected',
      'paymentFailed',
      'overdue',
      'assessing',
      'disbursing',
    ]);
    expect([18, 19].map((s) => RECORD_TIPS[s as 18])).toEqual(['payoutHeld', 'continueDeviceData']);
  });

  it('every "continue" tip belongs to an order that opens a screen', () => {
    for (const status of LOAN_STATUS_NUMBERS) {
      if (RECORD_TIPS[status].startsWith('continue')) expect(LOAN_STATUSES[status].screen).not.toBeNull();
    }
  });
});
