/**
 * Where an opening screen's main-thread time goes: loads one page of the built app in Debian's
 * Chromium under CPU throttling and prints the heaviest functions by self time and the main
 * thread's tasks over 50 ms — what Lighthouse's TBT is made of, named.
 *
 *   npm run build && node --import tsx bench/lighthouse/profile-open.ts [ng|mx] [hash] [cpu]
 *   e.g. … profile-open.ts mx '#/auth/personal_infomation' 4
 *
 * An investigation tool, not a gate: the figures follow the machine's speed of the moment.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { freePort } from '../../tools/free-port';
import { setBorrowerStorage } from './borrower-storage';
import { registerBorrower } from './register';

const [market = 'ng', hash = '', cpu = '4'] = process.argv.slice(2) as ['ng' | 'mx', string, string];
const packageName = market === 'ng' ? 'com.presta.ng' : 'com.presta.mx';
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'presta-profile-'));
const server = spawn(process.execPath, ['tools/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    OTP_RESEND_SECONDS: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) {
  if (
    await fetch(`${baseUrl}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--disable-background-networking',
  ],
});
try {
  const loggedIn = hash.startsWith('#/auth');
  const token = loggedIn ? await registerBorrower(baseUrl, market, packageName) : '';
  const setup = await browser.newPage();
  await setBorrowerStorage(setup, baseUrl, packageName, token || null);
  await setup.close();

  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 915, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink',
      'loading',
      'toplevel',
      'disabled-by-default-v8.compile',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}/${hash}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_FILE) writeFileSync(process.env.PROFILE_FILE, JSON.stringify(profile));
  const traceText = Buffer.from((await page.tracing.stop())!).toString();
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, traceText);
  const trace = JSON.parse(traceText) as {
    traceEvents: {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      tid: number;
      args?: { data?: { frame?: string } };
    }[];
  };

  // Self time per function (url:line name), from the sampled profile.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0)));
  const perFn = new Map<string, number>();
  const perUrl = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const url = f.url.replace(baseUrl, '') || '(native)';
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
    perFn.set(key, (perFn.get(key) ?? 0) + us);
    perUrl.set(url, (perUrl.get(url) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n${market} ${hash || '/'} at CPU ×${cpu}: self time by file\n${top(perUrl, 25)}\n\nby function\n${top(perFn, 40)}`,
  );

  // The renderer's main-thread tasks over 50 ms.
  const main = trace.traceEvents.find(
    (e) => e.name === 'thread_name' && (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
  );
  const tasks = trace.traceEvents.filter(
    (e) => e.tid === main?.tid && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000,
  );
  const t0 = Math.min(...trace.traceEvents.filter((e) => e.tid === main?.tid && e.ts > 0).map((e) => e.ts));
  const fcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint');
  console.log(`\nFCP at ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms; tasks over 50 ms (start, duration):`);
  for (const t of tasks)
    console.log(`  ${((t.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${((t.dur ?? 0) / 1000).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
