/**
 * Idempotency keys of the events that grant draw rights and coupons: each event grants once,
 * however often it is reported, because the key is unique in its table.
 */
export const sourceKeys = {
  /** One welcome draw per borrower. */
  welcomeDraw: (userId: number) => `welcome:${userId}`,
  /** A draw for each loan repaid on time (granted by the repayment work). */
  repaidOnTime: (orderNo: string) => `order:${orderNo}:repaid`,
  /** The coupon won by consuming one draw right. */
  drawCoupon: (drawRightId: number) => `draw:${drawRightId}`,
  /** Decision 0009: the repayment coupon for authorising a card, once per borrower. */
  cardAuthorization: (userId: number) => `cardAuth:${userId}`,
} as const;
