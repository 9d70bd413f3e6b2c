/**
 * Lighthouse mobile performance of the built app, as a phone on slow 4G sees it (issue 11).
 *
 * Starts the built app the way `npm start` does (tools/start.mjs) on a free port with a fresh
 * embedded database, registers one borrower per market through the product's own calls, then
 * runs Lighthouse's mobile preset (simulated slow 4G) in Debian's Chromium against `/`,
 * `#/user/login` (logged out) and `#/auth/personal_infomation` (logged in) for both markets, on
 * one phone whatever the machine: before each run the machine's benchmark index is measured and
 * the CPU multiplier is that index ÷ the phone's (bench/lighthouse/phone.ts; ×4 on this project's
 * machine, quiet). Prints a table and exits 1 when a page is under the bar.
 *
 *   npm run build && npm run bench:lighthouse
 *   LH_RUNS=3 (runs per page, median taken; default 1, with two more for a page under the bar,
 *   and two more again if the median of three is, while the script is under 5 minutes — scores
 *   follow the machine's speed of the moment on a shared 2-core machine)   CHROME_PATH=/usr/bin/chromium
 *   LH_ONLY=ng (only pages whose "market page" contains it)   LH_REPORT_DIR=dir (keep each report and its observed
 *   trace)
 *   LH_PHONE=slow (the slow phone, index 440: ×6 here)   LH_PHONE_INDEX=264 (any other phone)
 *   LH_CPU=6 (a fixed CPU multiplier, uncalibrated: to compare with figures taken before issue 34)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { setBorrowerStorage } from './lighthouse/borrower-storage';
import { registerBorrower } from './lighthouse/register';
import { freePort } from '../tools/free-port';
import { cpuMultiplier, describePhone, phoneFromEnv } from './lighthouse/phone';
import { toThreadTime, type TraceEvent } from './lighthouse/thread-time';

const BAR = { score: 95, lcpMs: 1800, cls: 0.05, tbtMs: 150 };
const RUNS = Number(process.env.LH_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * No more retries after this long: a run takes ~15 s on a loaded machine, the script ≤ 6 min.
 * Long enough for every page under the bar to get its median of five: at 2 minutes, CI's slow
 * run of 27 Nov judged the last three pages on one run each while the first ones had five.
 */
const RETRY_UNTIL_MS = 300_000;

const MARKETS = [
  { market: 'ng', packageName: 'com.presta.ng' },
  { market: 'mx', packageName: 'com.presta.mx' },
] as const;
const PAGES = [
  { hash: '', name: '/', loggedIn: false },
  { hash: '#/user/login', name: '#/user/login', loggedIn: false },
  { hash: '#/auth/personal_infomation', name: '#/auth/personal_infomation', loggedIn: true },
] as const;

async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const build = spawnSync(process.execPath, ['tools/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'presta-lighthouse-'));
  const server = spawn(process.execPath, ['tools/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      OTP_PER_IP_PER_HOUR: '1000',
      OTP_RESEND_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null) return done();
      server.once('exit', done);
      server.kill('SIGTERM');
    });
  return { baseUrl, stop };
}

/**
 * The borrower's local storage (borrower-storage.ts), written on a page that loads none of the
 * app's files, so Lighthouse still starts from a cold HTTP cache. Lighthouse clears the cache but
 * not local storage (its default clearStorageTypes).
 */
async function presetStorage(browser: Browser, baseUrl: string, packageName: string, token: string | null) {
  const page = await browser.newPage();
  await setBorrowerStorage(page, baseUrl, packageName, token);
  await page.close();
}

interface Measure {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of this machine's speed just before the run (higher is faster; ~1,000+ is a desktop). */
  benchmarkIndex: number;
  /** The CPU multiplier the run used: the machine index ÷ the phone's. */
  multiplier: number;
  /** Wall time the page's main thread spent waiting for this machine, taken out before the audit (thread-time.ts). */
  waitedMs: number;
}

const REPORT_DIR = process.env.LH_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const PHONE = phoneFromEnv(process.env);
/** LH_CLOCK=wall audits the trace as recorded (wall time), to see what the machine's waits add. */
const WALL_CLOCK = process.env.LH_CLOCK === 'wall';
let reportCount = 0;

/**
 * One run in Lighthouse's two phases: the page is loaded unthrottled and its artifacts saved
 * (among them the machine's benchmark index, measured by Lighthouse just before the load), then
 * audited with the CPU multiplier that index asks for — the simulation slows the recorded trace,
 * so the multiplier can be chosen after the load, from the speed of that very minute.
 */
async function measure(url: string, port: number): Promise<Measure> {
  const dir = mkdtempSync(join(tmpdir(), 'presta-lh-run-'));
  try {
    const settings = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    await lighthouse(url, { ...settings, port, gatherMode: dir });
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttlingMethod: string; throttling: object };
    };
    const multiplier =
      PHONE.kind === 'fixed' ? PHONE.multiplier : cpuMultiplier(artifacts.BenchmarkIndex, PHONE.phoneIndex);
    const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
    // Lighthouse audits only with the settings it gathered with. Under simulated throttling the
    // load itself ran unthrottled, so the multiplier recorded with it is written over: nothing
    // gathered depended on it.
    if (artifacts.settings.throttlingMethod !== 'simulate') throw new Error('the gate expects simulated throttling');
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const waitedMs = WALL_CLOCK ? 0 : rewriteToThreadTime(join(dir, 'defaultPass.trace.json'));
    const result = await lighthouse(undefined, { ...settings, auditMode: dir, throttling });
    return { ...judged(result, url, multiplier), waitedMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The saved trace with each renderer main-thread task at its thread time; returns the wait taken out. */
function rewriteToThreadTime(traceFile: string): number {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const { waitedMs } = toThreadTime(trace.traceEvents);
  writeFileSync(traceFile, JSON.stringify(trace));
  return waitedMs;
}

function judged(
  result: Awaited<ReturnType<typeof lighthouse>>,
  url: string,
  multiplier: number,
): Omit<Measure, 'waitedMs'> {
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    writeFileSync(join(REPORT_DIR, `lhr-${++reportCount}.json`), JSON.stringify(lhr));
    // The observed (unthrottled) trace the simulation started from: where the blocking time is.
    writeFileSync(join(REPORT_DIR, `trace-${reportCount}.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    // A metric Lighthouse could not compute (a lost navigation start, say) is a lost run, never 0.
    if (typeof value !== 'number')
      throw new Error(`${url}: ${id} was not measured (${lhr.audits[id]?.errorMessage ?? 'no value'})`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    multiplier,
  };
}

const meetsBar = (m: Measure) =>
  m.score >= BAR.score && m.lcpMs <= BAR.lcpMs && m.cls <= BAR.cls && m.tbtMs <= BAR.tbtMs;

/** The median of each figure over the runs (an odd count of runs). */
function median(runs: Measure[]): Measure {
  // Each figure's own median: the bar is on each of them, and the run with the median score
  // need not have the median blocking time.
  const mid = (pick: (m: Measure) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    score: mid((m) => m.score),
    lcpMs: mid((m) => m.lcpMs),
    cls: mid((m) => m.cls),
    tbtMs: mid((m) => m.tbtMs),
    fcpMs: mid((m) => m.fcpMs),
    benchmarkIndex: mid((m) => m.benchmarkIndex),
    multiplier: mid((m) => m.multiplier),
    waitedMs: mid((m) => m.waitedMs),
  };
}

const started = Date.now();
const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});
const stopAll = async () => {
  chrome.kill();
  await app.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)));

const rows: string[][] = [];
let underBar = false;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const { market, packageName } of MARKETS) {
    const token = await registerBorrower(app.baseUrl, market, packageName);
    for (const page of PAGES) {
      if (process.env.LH_ONLY && !`${market} ${page.name}`.includes(process.env.LH_ONLY)) continue;
      const url = `${app.baseUrl}/${page.hash}`;
      const runs: Measure[] = [];
      const runOnce = async () => {
        // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): that run is
        // taken again, twice at most, instead of ending the whole script.
        for (let attempt = 1; ; attempt++) {
          await presetStorage(browser, app.baseUrl, packageName, page.loggedIn ? token : null);
          try {
            runs.push(await measure(url, chrome.port));
            return;
          } catch (error) {
            if (attempt >= 3) throw error;
            console.error(
              `${market} ${page.name}: ${error instanceof Error ? error.message : String(error)} (run taken again)`,
            );
          }
        }
      };
      for (let i = 0; i < RUNS; i++) await runOnce();
      // A single run under the bar gets two more and the median of three decides; a median still
      // under it gets two more again and the median of five decides (Lighthouse's own advice for
      // variable machines), while the whole script stays within its six minutes.
      if (runs.length === 1 && !meetsBar(runs[0]) && Date.now() - started < RETRY_UNTIL_MS)
        for (let i = 0; i < 2; i++) await runOnce();
      if (runs.length === 3 && !meetsBar(median(runs)) && Date.now() - started < RETRY_UNTIL_MS)
        for (let i = 0; i < 2; i++) await runOnce();
      const m = median(runs);
      const ok = meetsBar(m);
      underBar ||= !ok;
      rows.push([
        market.toUpperCase(),
        page.name,
        String(m.score),
        `${(m.lcpMs / 1000).toFixed(2)} s`,
        m.cls.toFixed(3),
        `${Math.round(m.tbtMs)} ms`,
        `${(m.fcpMs / 1000).toFixed(2)} s`,
        runs.map((r) => r.score).join('/'),
        String(m.benchmarkIndex),
        `×${m.multiplier.toFixed(2)}`,
        WALL_CLOCK ? '—' : `${Math.round(m.waitedMs)} ms`,
        ok ? 'ok' : 'UNDER BAR',
      ]);
    }
  }
  await browser.disconnect();
} finally {
  await stopAll();
}

const header = [
  'market',
  'page',
  'score',
  'LCP',
  'CLS',
  'TBT',
  'FCP',
  'runs',
  'machine index',
  'CPU',
  'waits out',
  'bar',
];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join('  ');
console.log(
  `\nLighthouse mobile (simulated slow 4G, ${describePhone(PHONE)}, main thread at ${WALL_CLOCK ? 'wall time' : 'thread time'}; median of each figure) — bar: score ≥ ${BAR.score}, LCP ≤ ${BAR.lcpMs / 1000} s, CLS ≤ ${BAR.cls}, TBT ≤ ${BAR.tbtMs} ms`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (underBar) process.exit(1);
