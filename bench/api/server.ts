/**
 * The app under benchmark, in its own process: production logging (to /dev/null, so the
 * serialisation cost is paid), the database chosen like the tests (TEST_DB=pg with
 * DATABASE_URL, else PGlite), a borrower with an assessed order and one with a disbursed loan,
 * both reached through the product's own calls (approve → get-money → payout job). Beside it, on
 * the same database handle, the bare route (bare-route.ts) reading the disbursed loan's order.
 * Prints one JSON line: { url, bareUrl, state }.
 */
import { createWriteStream } from 'node:fs';
import { disbursedLoan } from '../../src/server/test/repay-fixtures';
import { signInOperator } from '../../src/server/test/operator-test-kit';
import { buildTestApp } from '../../src/server/test/harness';
import { startBareRoute } from './bare-route';
import type { BenchState } from './hot-reads';
import { assessedBorrower } from '../../src/server/test/loan-test-kit';

// The load generator calls from one address, as a carrier NAT would: its per-network allowance
// of calls without a session is raised to the most a deployment may set (each still takes from it).
const publicLimits = { perNetworkPerMinute: 1_000_000, signInsPerNetwork: 100 };
const t = await buildTestApp({ logLevel: 'info', publicLimits }, { logStream: createWriteStream('/dev/null') });
const { b, orderNo } = await assessedBorrower(t, 'ng');
const repaying = await disbursedLoan(t, 'ng');
// An administrator signed in as a person does it, for the scale benchmark's console list calls.
const operator = await signInOperator(t, 'admin');
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
const bare = await startBareRoute(t.database.db, repaying.order.id);
const state: BenchState = { token: b.token, orderNo, repayingToken: repaying.b.token, repayingOrderNo: repaying.orderNo, serverTime: Math.floor(t.clock.now().getTime() / 1000), operatorCookie: operator.cookie };
process.stdout.write(`${JSON.stringify({ url, bareUrl: bare.url, state })}\n`);
process.on('SIGTERM', () => void bare.close().then(() => t.close()).then(() => process.exit(0)));
