/**
 * API benchmark: each hot read (bench/api/hot-reads.ts) against a bare Fastify route serving
 * the same bytes, in one run on one machine. Prints throughput and its ratio to the bare route
 * (20 connections, as fast as possible; three interleaved pairs, the median counts), then p99
 * latency at a fixed 500 requests/s.
 *
 *   node --import tsx bench/api-bench.ts                     # embedded PGlite
 *   TEST_DB=pg DATABASE_URL=postgres://… node --import tsx bench/api-bench.ts
 *   BENCH_SECONDS=5 (per measurement), BENCH_PAIRS=3 (bare/app pairs; the median ratio counts),
 *   BENCH_STRICT=1 (exit 1 under the bars)
 *
 * Bars (issue 11): throughput ≥ 40% of the bare route; p99 ≤ 25 ms at 500 req/s on PostgreSQL.
 */
import { FIXED_RATE, CONNECTIONS, hotReadTargets, load, printTable, startChild, stop } from './api/harness';
import type { BenchState } from './api/hot-reads';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const onPg = process.env.TEST_DB === 'pg';

const api = await startChild(['bench/api/server.ts']);
const targets = await hotReadTargets(api.info.url as string, api.info.state as BenchState);
const bare = await startChild(['bench/api/bare-server.ts', JSON.stringify(Object.fromEntries(targets.map((x, i) => [`/bare/${i}`, x.body])))]);
const bareBase = bare.info.url as string;

const rows: string[][] = [];
let underBar = false;
try {
  for (const [i, { read, target }] of targets.entries()) {
    const bareTarget = { url: `${bareBase}/bare/${i}`, headers: target.headers };
    await load(target, { seconds: 2 }); // warm-up: JIT, connection pools, caches
    await load(bareTarget, { seconds: 2 });
    // The load generator shares the machine: the bare route's own figure moves by a third from
    // one run to the next. Three interleaved pairs, and the pair with the median ratio counts.
    const pairs: { bare: number; app: number; ratio: number }[] = [];
    for (let round = 0; round < PAIRS; round++) {
      const bare = (await load(bareTarget, { seconds: SECONDS })).rps;
      const app = (await load(target, { seconds: SECONDS })).rps;
      pairs.push({ bare, app, ratio: app / bare });
    }
    pairs.sort((a, b) => a.ratio - b.ratio);
    const { bare: bareRps, app: appRps, ratio } = pairs[Math.floor(pairs.length / 2)];
    const appFixed = await load(target, { seconds: SECONDS, rate: FIXED_RATE });
    const ok = ratio >= 0.4 && (!onPg || appFixed.p99 <= 25);
    underBar ||= !ok;
    const pct = (r: number) => `${(r * 100).toFixed(0)}%`;
    rows.push([read.name, read.path, bareRps.toFixed(0), appRps.toFixed(0), pct(ratio), pairs.map((p) => pct(p.ratio)).join(' '), `${appFixed.rps.toFixed(0)}`, `${appFixed.p99} ms`, ok ? 'ok' : 'UNDER BAR']);
  }
} finally {
  // Requests autocannon gave up on at the end are still being answered: let them finish.
  await new Promise((r) => setTimeout(r, 1_000));
  await Promise.all([stop(api.child), stop(bare.child)]);
}

const header = ['read', 'path', 'bare req/s', 'req/s', 'of bare', 'pairs', `req/s @${FIXED_RATE}`, `p99 @${FIXED_RATE}`, 'bar'];
console.log(`\nAPI benchmark on ${onPg ? 'PostgreSQL' : 'PGlite'} — ${CONNECTIONS} connections, ${SECONDS} s per measurement`);
printTable(header, rows);
if (underBar && process.env.BENCH_STRICT) process.exit(1);
