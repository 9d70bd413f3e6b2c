import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../queries/latest-order';
import { currentRecord } from './current-record';

const record = (o: Partial<OrderRecord>) => ({ orderNo: 'PR1', status: 1, homeKey: 'assessing', ...o }) as OrderRecord;

describe("Home's order record", () => {
  it('is shown when it is the order Home names, in the state Home shows', () => {
    expect(currentRecord(record({ status: 9, homeKey: 'rejected' }), 'PR1', 'rejected', null)).toEqual({
      record: record({ status: 9, homeKey: 'rejected' }),
      stale: false,
    });
    expect(currentRecord(record({ status: 2, homeKey: 'repaying' }), 'PR1', 'repaying', 2).stale).toBe(false);
  });

  it('read before a refusal (still assessing) is stale under the refusal: hidden and read again', () => {
    expect(currentRecord(record({}), 'PR1', 'rejected', null)).toEqual({ record: undefined, stale: true });
  });

  it('read before a status change of the open order is stale even under the same Home key', () => {
    expect(currentRecord(record({ status: 19, homeKey: 'assessing' }), 'PR1', 'assessing', 1)).toEqual({
      record: undefined,
      stale: true,
    });
  });

  it('of another order, or with no order named, is not shown and not read again', () => {
    expect(currentRecord(record({}), 'PR2', 'assessing', 1)).toEqual({ record: undefined, stale: false });
    expect(currentRecord(record({}), null, 'canLoan', null)).toEqual({ record: undefined, stale: false });
    expect(currentRecord(undefined, 'PR1', 'assessing', 1)).toEqual({ record: undefined, stale: false });
  });
});
