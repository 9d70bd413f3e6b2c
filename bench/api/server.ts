/**
 * The app under benchmark, in its own process: production logging (to /dev/null, so the
 * serialisation cost is paid), the database chosen like the tests (TEST_DB=pg with
 * DATABASE_URL, else PGlite), a borrower with an assessed order and one with a disbursed loan,
 * both reached through the product's own calls (approve → get-money → payout job). Prints one JSON line: { url, state }.
 */
import { createWriteStream } from 'node:fs';
import { disbursedLoan } from '../../src/server/test/repay-fixtures';
import { signInOperator } from '../../src/server/test/operator-test-kit';
import { buildTestApp } from '../../src/server/test/harness';
import type { BenchState } from './hot-reads';
import { assessedBorrower } from '../../src/server/test/loan-test-kit';

const t = await buildTestApp({ logLevel: 'info' }, { logStream: createWriteStream('/dev/null') });
const { b, orderNo } = await assessedBorrower(t, 'ng');
const repaying = await disbursedLoan(t, 'ng');
// An administrator signed in as a person does it, for the scale benchmark's console list calls.
const operator = await signInOperator(t, 'admin');
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
const state: BenchState = { token: b.token, orderNo, repayingToken: repaying.b.token, repayingOrderNo: repaying.orderNo, serverTime: Math.floor(t.clock.now().getTime() / 1000), operatorCookie: operator.cookie };
process.stdout.write(`${JSON.stringify({ url, state })}\n`);
process.on('SIGTERM', () => void t.close().then(() => process.exit(0)));
