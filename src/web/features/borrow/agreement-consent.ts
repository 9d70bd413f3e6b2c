/**
 * The "agree" tick of one offer (order, amount, term), kept for the browser tab so reading the
 * agreement on its own screen and coming back does not untick it. Changing the amount or the
 * term is a different agreement, so it asks again. The server checks the tick on get-money.
 */
const key = (orderNo: string, amount: number, days: number) => `presta.agreed.${orderNo}.${amount}.${days}`;

export function rememberAgreed(orderNo: string, amount: number, days: number, agreed: boolean): void {
  try {
    if (agreed) sessionStorage.setItem(key(orderNo, amount, days), '1');
    else sessionStorage.removeItem(key(orderNo, amount, days));
  } catch {
    /* private mode: the tick lives as long as the screen */
  }
}

export function wasAgreed(orderNo: string, amount: number, days: number): boolean {
  try {
    return sessionStorage.getItem(key(orderNo, amount, days)) === '1';
  } catch {
    return false;
  }
}
