/**
 * Profiles one hot read: starts the bench server under --cpu-prof, loads the read for
 * BENCH_SECONDS (20 connections), stops the server, prints where the .cpuprofile went.
 *   TEST_DB=pg DATABASE_URL=… node --import tsx bench/api/profile.ts <row index> [out dir]
 */
import { hotReadTargets, load, startChild, stop } from './harness';
import type { BenchState } from './hot-reads';

const index = Number(process.argv[2] ?? 0);
const dir = process.argv[3] ?? 'tmp-prof';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const api = await startChild(['--cpu-prof', `--cpu-prof-dir=${dir}`, 'bench/api/server.ts']);
const targets = await hotReadTargets(api.info.url as string, api.info.state as BenchState);
const { read, target } = targets[index];
await load(target, { seconds: 2 });
const r = await load(target, { seconds });
console.log(`${read.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms; profile in ${dir}/`);
await new Promise((res) => setTimeout(res, 500));
await stop(api.child);
