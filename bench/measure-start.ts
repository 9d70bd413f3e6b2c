/**
 * `node --import tsx bench/measure-start.ts [runs]`: the production start of the built artefact on an empty
 * PGlite, to /readyz answering ready. Prints the wall time and the CPU time the process used
 * (user + system, from /proc): on a machine shared with other work the wall time measures the
 * queue for the CPU, the CPU time what a start costs. Production never starts on a sandbox, so
 * every vendor is one of the strict fakes (their start is not timed).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVendorFakes } from '../e2e/support/vendor-fakes';
import { freePort } from '../tools/free-port';

const runs = Number(process.argv[2] ?? 3);
const ticks = 100; // USER_HZ on Linux
for (let run = 1; run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'presta-start-'));
  const port = await freePort();
  const fakes = await startVendorFakes(`http://127.0.0.1:${port}`);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PORT: String(port),
      APP_SECRET: 'measure-start-secret',
      DATA_KEY: Buffer.alloc(32, 5).toString('base64'),
      ...fakes.env,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  let cpu = 0;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.ok) {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu = (Number(stat[11]) + Number(stat[12])) / ticks;
      break;
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
  const wall = performance.now() - started;
  process.stdout.write(
    `run ${run}: ready in ${(wall / 1000).toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}\n`,
  );
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  await fakes.stop();
  rmSync(dir, { recursive: true, force: true });
}
