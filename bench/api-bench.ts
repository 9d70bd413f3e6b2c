/**
 * API benchmark: each hot read (bench/api/hot-reads.ts) against a bare Fastify route serving
 * the same bytes, in one run on one machine. Prints throughput and its ratio to the bare route
 * (20 connections, as fast as possible), then p99 latency at a fixed 500 requests/s.
 *
 *   node --import tsx bench/api-bench.ts                     # embedded PGlite
 *   TEST_DB=pg DATABASE_URL=postgres://… node --import tsx bench/api-bench.ts
 *   BENCH_SECONDS=10 (per measurement), BENCH_STRICT=1 (exit 1 under the bars)
 *
 * Bars (issue 11): throughput ≥ 40% of the bare route; p99 ≤ 25 ms at 500 req/s on PostgreSQL.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { HOT_READS, type BenchState } from './api/hot-reads';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const FIXED_RATE = 500;
const PACKAGE = 'com.presta.ng';
const onPg = process.env.TEST_DB === 'pg';

const children: ChildProcess[] = [];

async function startChild(args: string[]): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as Record<string, unknown> };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

async function load(target: Target, opts: { seconds: number; rate?: number }) {
  const result = await autocannon({
    url: target.url, headers: target.headers, connections: CONNECTIONS, duration: opts.seconds,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
  });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const api = await startChild(['bench/api/server.ts']);
const base = api.info.url as string;
const state = api.info.state as BenchState;
const t = String(state.serverTime);

const targets = await Promise.all(HOT_READS.map(async (read) => {
  const query = new URLSearchParams({ t, ...read.input(state) });
  const headers: Record<string, string> = { packagename: PACKAGE, appname: 'Presta', lang: 'en' };
  if (read.as === 'borrower') headers.authorization = `Bearer ${state.token}`;
  if (read.as === 'repaying') headers.authorization = `Bearer ${state.repayingToken}`;
  const url = `${base}/api/${encryptPath(read.path, PACKAGE)}?${query}`;
  const res = await fetch(url, { headers });
  const body = await res.text();
  const code = (JSON.parse(body) as { code: number }).code;
  if (res.status !== 200 || code !== 0) throw new Error(`${read.path} answered ${res.status} code ${code}: ${body.slice(0, 200)}`);
  return { read, target: { url, headers }, body };
}));

// Ctrl-C or a kill must not leave the servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(children.map(stop)).then(() => process.exit(130)));
}

const bare = await startChild(['bench/api/bare-server.ts', JSON.stringify(Object.fromEntries(targets.map((x, i) => [`/bare/${i}`, x.body])))]);
const bareBase = bare.info.url as string;

const rows: string[][] = [];
let underBar = false;
try {
  for (const [i, { read, target }] of targets.entries()) {
    const bareTarget = { url: `${bareBase}/bare/${i}`, headers: target.headers };
    await load(target, { seconds: 2 }); // warm-up: JIT, connection pools, caches
    await load(bareTarget, { seconds: 2 });
    const bareMax = await load(bareTarget, { seconds: SECONDS });
    const appMax = await load(target, { seconds: SECONDS });
    const appFixed = await load(target, { seconds: SECONDS, rate: FIXED_RATE });
    const ratio = appMax.rps / bareMax.rps;
    const ok = ratio >= 0.4 && (!onPg || appFixed.p99 <= 25);
    underBar ||= !ok;
    rows.push([read.name, read.path, bareMax.rps.toFixed(0), appMax.rps.toFixed(0), `${(ratio * 100).toFixed(0)}%`, `${appFixed.rps.toFixed(0)}`, `${appFixed.p99} ms`, ok ? 'ok' : 'UNDER BAR']);
  }
} finally {
  await Promise.all([stop(api.child), stop(bare.child)]);
}

const header = ['read', 'path', 'bare req/s', 'req/s', 'of bare', `req/s @${FIXED_RATE}`, `p99 @${FIXED_RATE}`, 'bar'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join('  ');
console.log(`\nAPI benchmark on ${onPg ? 'PostgreSQL' : 'PGlite'} — ${CONNECTIONS} connections, ${SECONDS} s per measurement`);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (underBar && process.env.BENCH_STRICT) process.exit(1);
