import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { request, createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { untilUnused } from '../../src/server/test/until-unused';
import { freePort } from '../../tools/free-port';
import { TEST_ALLOWANCES } from './test-allowances';

/**
 * Deploy tests' own servers: instances of the compiled server (dist/server/main.js, as
 * production runs it) on one fresh PostgreSQL database, and a round-robin reverse proxy in
 * front of them. They need PostgreSQL (DATABASE_URL), as several instances share one.
 */
export const APP_SECRET = 'deploy-test-secret-0123456789abcdef';
export const DATA_KEY = Buffer.alloc(32, 9).toString('base64');

export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the deploy tests run instances on PostgreSQL: set DATABASE_URL (CI does)');
  return url;
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database beside DATABASE_URL's, empty or a copy of `template` (a database nobody is
 * connected to), and how to drop it. `prefix` names what it is for.
 */
export async function freshDatabase(opts: { prefix?: string; template?: string } = {}): Promise<FreshDatabase> {
  const base = postgresUrl();
  const name = `${opts.prefix ?? 'presta_deploy'}_${randomBytes(5).toString('hex')}`;
  const asAdmin = async (work: (admin: pg.Client) => Promise<unknown>) => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  };
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      asAdmin(async (admin) => {
        await untilUnused(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export interface Instance {
  child: ChildProcess;
  baseUrl: string;
  logFile: string;
  exited: Promise<number | null>;
  log(): string;
}

export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'presta-deploy-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_SECRET,
      DATA_KEY,
      ...TEST_ALLOWANCES,
      PAYOUT_SANDBOX_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null)
      throw new Error(`instance exited early: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`instance not ready in 180 s, see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, logFile, exited, log: () => readFileSync(logFile, 'utf8') };
}

export async function stopInstance(i: Instance): Promise<number | null> {
  if (i.child.exitCode === null) i.child.kill('SIGTERM');
  return i.exited;
}

/**
 * A reverse proxy as small as a test needs: each request goes to the next instance in turn,
 * with X-Forwarded-For set as one trusted hop does (the instances run with TRUST_PROXY=1).
 */
export async function roundRobinProxy(
  targets: string[],
): Promise<{ baseUrl: string; served: number[]; close(): Promise<void> }> {
  let next = 0;
  const served = targets.map(() => 0);
  const server: Server = createServer((req, res) => {
    const i = next++ % targets.length;
    served[i]++;
    const target = new URL(targets[i]);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { baseUrl: `http://127.0.0.1:${port}`, served, close: () => new Promise((r) => server.close(() => r())) };
}
