/** What the API benchmarks share: child servers that print one JSON line when up, and autocannon runs. */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { encryptPath } from '../../src/domain/transport/path-cipher';
import { HOT_READS, type BenchState } from './hot-reads';

export const CONNECTIONS = 20;
export const FIXED_RATE = 500;
export const PACKAGE = 'com.presta.ng';

const children: ChildProcess[] = [];

export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as Record<string, unknown> };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The bench server (server.ts) and, in a process of its own, the bare route (bare-server.ts)
 * reading the server's database. Stop the bare process first: on PostgreSQL the server drops
 * the database when it closes.
 */
export async function startBenchServers(env: NodeJS.ProcessEnv = process.env) {
  const api = await startChild(['bench/api/server.ts'], env);
  const { orderId, source } = api.info.bare as { orderId: number; source: string };
  const bare = await startChild(['bench/api/bare-server.ts', String(orderId), source], env);
  return {
    url: api.info.url as string,
    state: api.info.state as BenchState,
    bareTarget: { url: bare.info.url as string, headers: {} } as Target,
    stop: async () => {
      await stop(bare.child);
      await stop(api.child);
    },
  };
}

// Ctrl-C or a kill must not leave the servers behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(children.map(stop)).then(() => process.exit(130)));
}

export interface Target {
  url: string;
  headers: Record<string, string>;
}

export async function load(target: Target, opts: { seconds: number; rate?: number }) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: opts.seconds,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
  });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Each hot read as a ready request against the bench server, checked once to answer code 0. */
export async function hotReadTargets(base: string, state: BenchState) {
  const t = String(state.serverTime);
  return Promise.all(
    HOT_READS.map(async (read) => {
      const query = new URLSearchParams({ t, ...read.input(state) });
      const headers: Record<string, string> = { packagename: PACKAGE, appname: 'Presta', lang: 'en' };
      if (read.as === 'borrower') headers.authorization = `Bearer ${state.token}`;
      if (read.as === 'repaying') headers.authorization = `Bearer ${state.repayingToken}`;
      const url = `${base}/api/${encryptPath(read.path, PACKAGE)}?${query}`;
      const res = await fetch(url, { headers });
      const body = await res.text();
      const code = (JSON.parse(body) as { code: number }).code;
      if (res.status !== 200 || code !== 0)
        throw new Error(`${read.path} answered ${res.status} code ${code}: ${body.slice(0, 200)}`);
      return { read, target: { url, headers } as Target };
    }),
  );
}

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}
