/**
 * The app under benchmark, in its own process: production logging (to /dev/null, so the
 * serialisation cost is paid), the database chosen like the tests (TEST_DB=pg with
 * DATABASE_URL, else PGlite), a borrower with an assessed order and one with a disbursed loan,
 * both reached through the product's own calls (approve → get-money → payout job). Prints one
 * JSON line: { url, state, bare }, where `bare` is what the bare route's own process
 * (bare-server.ts) needs to read the disbursed loan's order: its id and this database's url on
 * PostgreSQL, or on PGlite a dump of this database's data folder (a file it deletes).
 */
import { createWriteStream, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { disbursedLoan } from '../../src/server/test/repay-fixtures';
import { signInOperator } from '../../src/server/test/operator-test-kit';
import { buildTestApp } from '../../src/server/test/harness';
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
const source = t.database.url ?? join(tmpdir(), `presta-bench-${process.pid}.tar`);
if (!t.database.url) writeFileSync(source, Buffer.from(await (await t.database.snapshot!()).arrayBuffer()));
const bare = { orderId: repaying.order.id, source };
const state: BenchState = {
  token: b.token,
  orderNo,
  repayingToken: repaying.b.token,
  repayingOrderNo: repaying.orderNo,
  serverTime: Math.floor(t.clock.now().getTime() / 1000),
  operatorCookie: operator.cookie,
};
process.stdout.write(`${JSON.stringify({ url, state, bare })}\n`);
process.on('SIGTERM', () => void t.close().then(() => process.exit(0)));
