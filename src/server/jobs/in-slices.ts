/**
 * Runs a set-based step that changes at most `slice` rows, again and again until a run changes
 * fewer: each run is a statement (or transaction) of its own, so the row locks it takes last one
 * slice, never the whole sweep (decision 0109). Steps skip locked rows, so a short run means no
 * free row is left; a locked one is for the sweep's next run.
 */
export async function inSlices(slice: number, step: (slice: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step(slice);
    total += n;
    if (n < slice) return total;
  }
}

/**
 * Rows per statement for the sweeps that move loan orders: a borrower or a payment waiting on one waits milliseconds.
 */
export const SWEEP_SLICE = 100;

/** How many rows a set-based step's statement returned (its RETURNING): what `inSlices` counts. */
export const returnedRows = (result: unknown): number => (result as { rows: unknown[] }).rows.length;
