import { describe, expect, it } from 'vitest';
import { DPD_BUCKETS, dpdBucketOf } from './dpd-buckets';

describe('days-past-due buckets', () => {
  it("each range's ends fall in it, and every day falls in exactly one", () => {
    for (const [name, [from, to]] of Object.entries(DPD_BUCKETS)) {
      for (const days of [from ?? -30, to ?? 400])
        expect({ days, bucket: dpdBucketOf(days) }).toEqual({ days, bucket: name });
    }
    for (let days = -5; days < 100; days++) {
      const holding = Object.values(DPD_BUCKETS).filter(
        ([from, to]) => (from === null || days >= from) && (to === null || days <= to),
      );
      expect(holding).toHaveLength(1);
    }
  });
});
