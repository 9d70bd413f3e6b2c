import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tools/free-port';
import { untilExit } from './support/child-exit';
import { startVendorFakes } from './support/vendor-fakes';

/**
 * The production artefact alone: dist/ (built by global-setup), package.json, the lockfile and
 * the start tools copied to an empty folder, production dependencies installed from the local
 * npm cache (`npm ci --omit=dev --offline`), then `NODE_ENV=production node dist/server/main.js`
 * on an empty PGlite until /readyz answers ready. No src/, no tsx, no build tools.
 */
const folder = mkdtempSync(join(tmpdir(), 'presta-artefact-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const secrets = { APP_SECRET: 'artefact-secret-0123456789abcdef', DATA_KEY: Buffer.alloc(32, 3).toString('base64') };

describe('the production artefact', () => {
  it('installs production dependencies only, and starts from dist/ to ready', async () => {
    cpSync('dist', join(folder, 'dist'), { recursive: true });
    for (const f of ['package.json', 'package-lock.json']) cpSync(f, join(folder, f));
    mkdirSync(join(folder, 'tools'));
    for (const f of ['start.mjs', 'artefact.mjs', 'run-cli.mjs']) cpSync(join('tools', f), join(folder, 'tools', f));
    const installStarted = Date.now();
    execFileSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'pipe' });
    console.log(`npm ci --omit=dev --offline: ${Date.now() - installStarted} ms`);
    for (const dev of ['tsx', 'vite', 'react', 'antd-mobile', 'typescript', 'vitest'])
      expect(existsSync(join(folder, 'node_modules', dev)), dev).toBe(false);
    for (const prod of ['fastify', 'prom-client', '@electric-sql/pglite', 'zod'])
      expect(existsSync(join(folder, 'node_modules', prod)), prod).toBe(true);
    expect(existsSync(join(folder, 'src'))).toBe(false);

    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: join(folder, 'data'), ...secrets };
    // The command-line tools run compiled too (on a data folder of their own: the start below is timed on an empty
    // one).
    const created = execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--email', 'ops@artefact.test'], {
      cwd: folder,
      env: { ...env, DATA_DIR: join(folder, 'tool-data') },
      encoding: 'utf8',
    });
    expect(created).toMatch(/One-time password: \S+/);

    const port = await freePort();
    // Production never starts on a sandbox: every vendor is one of the strict fakes.
    const fakes = await startVendorFakes(`http://127.0.0.1:${port}`);
    // A lender's key check runs compiled from the artefact too, here against the fakes (asynchronous: they answer from
    // this process).
    const smoke = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const run = spawn('npm', ['run', '--silent', 'vendor:smoke', '--', 'paystack', 'stp', 'twilio'], {
        cwd: folder,
        env: { ...env, ...fakes.env },
      });
      let stdout = '';
      run.stdout.on('data', (c: Buffer) => {
        stdout += String(c);
      });
      run.on('close', (status) => resolve({ status, stdout }));
    });
    expect(smoke.stdout).toMatch(/^stp +order-query +ok /m);
    expect(smoke.status).toBe(0);
    const started = Date.now();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: folder,
      env: { ...env, ...fakes.env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    try {
      let ready: Response | null = null;
      while (Date.now() - started < 120_000 && child.exitCode === null) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (ready?.ok) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const ms = Date.now() - started;
      console.log(`production start to /readyz ready, empty PGlite: ${ms} ms`);
      expect(ready?.status).toBe(200);
      expect(((await ready!.json()) as { status: string }).status).toBe('ready');
      // Production seeds nothing unless SEED_DEMO=1.
      const products = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      expect(products.status).toBe(200);
      // Stopped, the same data started again with settings that cannot work: each refusal is one line naming the
      // setting, exit 1.
      await untilExit(child);
      const refused = async (bad: Record<string, string>) => {
        const run = spawnSync(process.execPath, ['dist/server/main.js'], {
          cwd: folder,
          env: { ...env, ...fakes.env, PORT: String(port), LOG_LEVEL: 'warn', ...bad },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
        expect(run.stderr).not.toMatch(/^\s+at /m);
        for (const value of Object.values(bad)) expect(run.stderr + run.stdout).not.toContain(value);
        return run.stderr.trim();
      };
      expect(await refused({ CONEKTA_WEBHOOK_PUBLIC_KEY: 'abc-not-a-key' })).toMatch(
        /^start refused, invalid settings: CONEKTA_WEBHOOK_PUBLIC_KEY must be /,
      );
      expect(await refused({ STP_CUENTA_ORDENANTE: '646180123400000008' })).toMatch(
        /^start refused, invalid settings: STP_CUENTA_ORDENANTE must be .*check digit/,
      );
      expect(await refused({ DATA_KEY: Buffer.alloc(32, 4).toString('base64') })).toMatch(
        /^start refused, invalid settings: DATA_KEY must be the key this database's data was encrypted with/,
      );
    } finally {
      await untilExit(child);
      await fakes.stop();
    }
  }, 600_000);
});
