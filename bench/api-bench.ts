/**
 * API benchmark: each hot read (bench/api/hot-reads.ts) against the bare route
 * (bench/api/bare-route.ts: one prepared primary-key SELECT), in the same minutes. Prints
 * throughput and its ratio to the bare route (20 connections, as fast as possible; three
 * interleaved pairs, the median counts), then p99 latency at a fixed 500 requests/s. Exits 1
 * under a bar.
 *
 * The bare route runs in a process of its own (bench/api/bare-server.ts, issue 33.4), as the
 * product's server does: in the app's process it shared that process's event loop and CPU, and
 * looked slower than a lone server is. On PostgreSQL it opens its own pool on the very database
 * the app's process uses and reads the same loan order. On PGlite one embedded database cannot
 * be opened by two processes: the bare process opens its own PGlite from a dump of the app's
 * data folder, taken once the fixtures are in, and reads the same order's copy there.
 *
 *   node --import tsx bench/api-bench.ts                     # embedded PGlite
 *   TEST_DB=pg DATABASE_URL=postgres://… node --import tsx bench/api-bench.ts
 *   BENCH_SECONDS=5 (per measurement), BENCH_PAIRS=3 (bare/app pairs; the median ratio counts)
 *
 * Bars (issue 22): throughput ≥ 50% of the bare route; p99 ≤ 25 ms at 500 req/s on PostgreSQL.
 */
import { FIXED_RATE, CONNECTIONS, hotReadTargets, load, printTable, startBenchServers } from './api/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const onPg = process.env.TEST_DB === 'pg';

const MIN_RATIO = 0.5;
const MAX_P99_MS = 25;

const servers = await startBenchServers();
const targets = await hotReadTargets(servers.url, servers.state);
const { bareTarget } = servers;

const rows: string[][] = [];
let underBar = false;
try {
  for (const { read, target } of targets) {
    await load(target, { seconds: 2 }); // warm-up: JIT, connection pools, prepared statements
    await load(bareTarget, { seconds: 2 });
    // The load generator shares the machine, so the bare route's own figure moves from one run
    // to the next: three interleaved pairs, and the pair with the median ratio counts.
    const pairs: { bare: number; app: number; ratio: number }[] = [];
    for (let round = 0; round < PAIRS; round++) {
      const bare = (await load(bareTarget, { seconds: SECONDS })).rps;
      const app = (await load(target, { seconds: SECONDS })).rps;
      pairs.push({ bare, app, ratio: app / bare });
    }
    pairs.sort((a, b) => a.ratio - b.ratio);
    const { bare: bareRps, app: appRps, ratio } = pairs[Math.floor(pairs.length / 2)];
    const appFixed = await load(target, { seconds: SECONDS, rate: FIXED_RATE });
    const ok = ratio >= MIN_RATIO && (!onPg || appFixed.p99 <= MAX_P99_MS);
    underBar ||= !ok;
    const pct = (r: number) => `${(r * 100).toFixed(0)}%`;
    rows.push([
      read.name,
      read.path,
      bareRps.toFixed(0),
      appRps.toFixed(0),
      pct(ratio),
      pairs.map((p) => pct(p.ratio)).join(' '),
      `${appFixed.rps.toFixed(0)}`,
      `${appFixed.p99} ms`,
      ok ? 'ok' : 'UNDER BAR',
    ]);
  }
} finally {
  // Requests autocannon gave up on at the end are still being answered: let them finish.
  await new Promise((r) => setTimeout(r, 1_000));
  await servers.stop();
}

const header = [
  'read',
  'path',
  'bare req/s',
  'req/s',
  'of bare',
  'pairs',
  `req/s @${FIXED_RATE}`,
  `p99 @${FIXED_RATE}`,
  'bar',
];
console.log(
  `\nAPI benchmark on ${onPg ? 'PostgreSQL' : 'PGlite'} — ${CONNECTIONS} connections, ${SECONDS} s per measurement`,
);
console.log(
  `bars: ≥ ${MIN_RATIO * 100}% of the bare route (one prepared primary-key SELECT)${onPg ? `, p99 ≤ ${MAX_P99_MS} ms at ${FIXED_RATE} req/s` : ''}`,
);
printTable(header, rows);
if (underBar) process.exit(1);
