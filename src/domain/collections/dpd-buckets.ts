/** Days-past-due buckets of the collections list, as inclusive ranges of days after the due date. */
export const DPD_BUCKETS = {
  current: [null, 0],
  '1-7': [1, 7],
  '8-30': [8, 30],
  '31-60': [31, 60],
  '61+': [61, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;

export type DpdBucket = keyof typeof DPD_BUCKETS;
export const DPD_BUCKET_NAMES = Object.keys(DPD_BUCKETS) as DpdBucket[];

/** The bucket of a loan still owed that is this many days past its due date (negative: not due yet). */
export function dpdBucketOf(daysPastDue: number): DpdBucket {
  return (
    DPD_BUCKET_NAMES.find((name) => {
      const [from, to] = DPD_BUCKETS[name];
      return (from === null || daysPastDue >= from) && (to === null || daysPastDue <= to);
    }) ?? 'current'
  );
}
