import type { TestApp } from './harness';
import { signInOperator } from './operator-test-kit';

/**
 * Switches the demo apps' products to interest for the whole term, the way an operator does it:
 * one proposes, a second approves (decision 0073). For tests whose subject is not the interest
 * rule (refunds, allocation, rollovers, tax postings) and whose hand figures pay a loan off on
 * its payout day: under the default, interest for the days used (decision 0104), that payoff
 * would cost one day's interest. The days-used figures are proven in interest-days-used.test.ts.
 */
export async function chargeWholeTerm(
  t: TestApp,
  packageNames: readonly string[] = ['com.presta.ng', 'com.presta.mx'],
): Promise<void> {
  const maker = await signInOperator(t, 'admin');
  const checker = await signInOperator(t, 'admin');
  for (const packageName of packageNames) {
    const list = (await maker.call('GET', `/api/admin/products?packageName=${packageName}`)).json().data.products as {
      id: number;
      interestBasis: string;
    }[];
    for (const product of list.filter((p) => p.interestBasis !== 'term')) {
      const change = (await maker.call('PATCH', `/api/admin/products/${product.id}`, { interestBasis: 'term' })).json();
      if (change.code !== 0) throw new Error(`product change refused: ${JSON.stringify(change)}`);
      const approved = (
        await checker.call('POST', `/api/admin/product-changes/${change.data.pendingChange.id}/approve`, {})
      ).json();
      if (approved.code !== 0) throw new Error(`product change not approved: ${JSON.stringify(approved)}`);
    }
  }
}
