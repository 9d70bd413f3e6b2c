import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/free-port';
import { untilExit } from './child-exit';
import type { Market } from './loan';
import { useServer } from './server';
import { TEST_ALLOWANCES } from './test-allowances';

/**
 * The proof's stack as a lender runs it: `npm run fakes` as its own process (its tsx entry, the
 * command the npm script runs), the printed KEY=VALUE settings handed to the compiled server
 * started with NODE_ENV=production on a fresh PGlite, and a console operator made by
 * `npm run admin:create` on the same data folder. `vendorEnv` picks among the fakes' settings
 * (oneMarketEnv: one market's vendors only); all of them by default.
 */
export interface ProductionStack {
  baseUrl: string;
  fakeUrl: string;
  /** What `npm run fakes` printed. */
  fakeEnv: Record<string, string>;
  operator: { email: string; oneTimePassword: string };
  serverLogFile: string;
  dataDir: string;
  /** Stops the server (PGlite flushes) and the fakes; answers the server's error lines. */
  stop(): Promise<string[]>;
  /** Removes the data folder (kept when KEEP_E2E_DATA is set or the server logged errors). */
  cleanup(errors: string[]): void;
}

/** The stack as the browser tests' server (e2e/support/server.ts), its one operator in every console role. */
export function useProductionStack(stack: ProductionStack): void {
  useServer({
    baseUrl: stack.baseUrl,
    serverLogFile: stack.serverLogFile,
    consoleAdmin: stack.operator,
    consoleCollections: stack.operator,
    consoleReviewAdmin: stack.operator,
  });
}

/** Starts `npm run fakes -- --port 0 --app <appUrl>` and reads the settings it prints. */
async function startFakesProcess(
  appUrl: string,
  clockEnv: Record<string, string>,
): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/fakes/main.ts', '--port', '0', '--app', appUrl], {
    env: { ...process.env, ...clockEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fakes printed no settings in 60 s: ${out}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the fakes exited (${code}): ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // main.ts prints every setting in one write, the SMS callback base last.
      if (!/^SMS_CALLBACK_BASE_URL=.*\n/m.test(out)) return;
      clearTimeout(timer);
      resolve(
        Object.fromEntries(
          out
            .trim()
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
        ),
      );
    });
  });
  return { child, env };
}

/**
 * The settings of each market's vendors among those the fakes print (Termii sends Nigeria's codes, Twilio Mexico's).
 */
const MARKET_SETTINGS: Record<Market, RegExp> = {
  ng: /^(PAYOUTS_NG|COLLECTIONS_NG|PAYSTACK_|FLUTTERWAVE_|MONNIFY_|SMS_VENDORS_NG|TERMII_|IDENTITY_NG|LIVENESS_NG|DOJAH_|BUREAU_NG|FIRSTCENTRAL_)/,
  mx: /^(PAYOUTS_MX|COLLECTIONS_MX|CONEKTA_|STP_|SMS_VENDORS_MX|TWILIO_|IDENTITY_MX|LIVENESS_MX|ARGOS_|BUREAU_MX|CIRCULO_)/,
};

/**
 * What a lender launching one market sets: MARKETS=<market> and only that market's vendors (the
 * other's settings left out altogether), each SMS chain reduced to the market's own vendor.
 * `drop`: vendors of the market left out too (a Nigerian lender with some of its vendors).
 */
export function oneMarketEnv(
  fakeEnv: Record<string, string>,
  market: Market,
  drop: RegExp | null = null,
): Record<string, string> {
  const other = MARKET_SETTINGS[market === 'ng' ? 'mx' : 'ng'];
  const env = Object.fromEntries(Object.entries(fakeEnv).filter(([key]) => !other.test(key) && !drop?.test(key)));
  return {
    ...env,
    MARKETS: market,
    ...(market === 'ng' ? { SMS_VENDORS_NG: 'termii' } : { SMS_VENDORS_MX: 'twilio' }),
  };
}

/**
 * `clockEnv`: set on the server and the vendor fakes, not on the command-line tools
 * (e2e/support/process-clock.ts moves their clock so). The vendors share the server's time as
 * in the real world: STP files an order under its operating day, and the server asks for it so.
 */
export async function startProductionStack(
  extraEnv: Record<string, string>,
  clockEnv: Record<string, string> = {},
  vendorEnv: (fakeEnv: Record<string, string>) => Record<string, string> = (e) => e,
): Promise<ProductionStack> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'presta-proof-'));
  const fakes = await startFakesProcess(baseUrl, clockEnv);
  const fakeUrl = new URL(fakes.env.PAYSTACK_BASE_URL).origin;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_SECRET: 'production-proof-secret-0123456789',
    DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'info',
    ...TEST_ALLOWANCES,
    ...vendorEnv(fakes.env),
    ...extraEnv,
  };
  const made = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', 'proof-admin@presta.test', '--role', 'admin'],
    { env, encoding: 'utf8' },
  );
  const oneTimePassword = made.stdout.match(/One-time password: (\S+)/)?.[1];
  if (made.status !== 0 || !oneTimePassword) {
    await untilExit(fakes.child);
    throw new Error(`admin:create failed: ${made.stderr}`);
  }
  const serverLogFile = join(dataDir, 'server.log');
  const log = createWriteStream(serverLogFile);
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...env, ...clockEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const stop = async () => {
    await untilExit(server);
    await untilExit(fakes.child);
    await new Promise<void>((r) => log.end(() => r()));
    return readFileSync(serverLogFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
  };
  const cleanup = (errors: string[]) => {
    if (!errors.length && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).catch(() => null);
    if (ready?.ok) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the production server did not become ready: ${readFileSync(serverLogFile, 'utf8').slice(-2000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    fakeUrl,
    fakeEnv: fakes.env,
    operator: { email: 'proof-admin@presta.test', oneTimePassword },
    serverLogFile,
    dataDir,
    stop,
    cleanup,
  };
}
