/**
 * When the borrower submitted, per order, for the review screen's countdown. Kept for the
 * browser session only: it is a courtesy display, the order's real state comes from the server.
 */
const key = (orderNo: string) => `presta.reviewStartedAt.${orderNo}`;

export function markReviewStarted(orderNo: string, at = Date.now()): void {
  try {
    sessionStorage.setItem(key(orderNo), String(at));
  } catch {
    /* private mode: the countdown starts when the screen opens */
  }
}

export function reviewStartedAt(orderNo: string, fallback: number): number {
  try {
    const stored = Number(sessionStorage.getItem(key(orderNo)));
    if (Number.isFinite(stored) && stored > 0) return stored;
    sessionStorage.setItem(key(orderNo), String(fallback));
  } catch {
    /* see markReviewStarted */
  }
  return fallback;
}
