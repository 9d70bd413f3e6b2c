/**
 * Do the screens look the same after a performance change? Starts two built checkouts side by
 * side (this one and another, e.g. a worktree of main), opens the same screens in both at
 * 412×915 and 360×640 with a borrower registered on each, and prints the share of pixels that
 * differ; every pair and its difference are written as PNGs to look at.
 *
 *   node --import tsx bench/lighthouse/compare-screens.ts <other checkout, built> <out dir>
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { freePort } from '../../tools/free-port';
import { setBorrowerStorage } from './borrower-storage';
import { registerBorrower } from './register';

const [otherDir, outDir = join(tmpdir(), 'presta-compare')] = process.argv.slice(2);
if (!otherDir) throw new Error('usage: compare-screens.ts <other built checkout> [out dir]');
mkdirSync(outDir, { recursive: true });

async function startServer(dir: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'presta-cmp-')),
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      OTP_RESEND_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, proc };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${dir}: the server did not start`);
}

const SCREENS = [
  { name: 'home', hash: '', loggedIn: false },
  { name: 'login', hash: '#/user/login', loggedIn: false },
  { name: 'register', hash: '#/user/register', loggedIn: false },
  { name: 'personal', hash: '#/auth/personal_infomation', loggedIn: true },
  { name: 'personal-sheet', hash: '#/auth/personal_infomation', loggedIn: true, open: '[data-testid="education"]' },
  { name: 'faq', hash: '#/user_center/faq', loggedIn: false },
] as const;
const SIZES = [
  { width: 412, height: 915 },
  { width: 360, height: 640 },
] as const;
const MARKETS = [
  { market: 'ng', packageName: 'com.presta.ng' },
  { market: 'mx', packageName: 'com.presta.mx' },
] as const;

async function shoot(
  browser: Browser,
  base: string,
  packageName: string,
  token: string | null,
  screen: (typeof SCREENS)[number],
  size: (typeof SIZES)[number],
): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ ...size, isMobile: true, hasTouch: true });
    await setBorrowerStorage(page, base, packageName, token);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${base}/${screen.hash}`, { waitUntil: 'networkidle0' });
    if ('open' in screen) {
      // The questions after the date of birth show once it is chosen.
      for (const [part, value] of [
        ['year', '1994'],
        ['month', '3'],
        ['day', '15'],
      ])
        await page.select(`[data-testid="birthday-${part}"]`, value);
      await page.waitForSelector(screen.open);
      await page.click(screen.open);
      await page.waitForSelector('.option-sheet [role="option"]');
    }
    // Springs and the ticker's first frame settle.
    await new Promise((r) => setTimeout(r, 800));
    return Buffer.from(await page.screenshot({ type: 'png' }));
  } finally {
    await page.close();
  }
}

/** The share of pixels whose colour differs by more than a rounding step, and a picture of where. */
async function difference(a: Buffer, b: Buffer): Promise<{ share: number; map: Buffer }> {
  const [ra, rb] = await Promise.all(
    [a, b].map((p) => sharp(p).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) return { share: 1, map: a };
  const map = Buffer.alloc(ra.data.length);
  let differing = 0;
  for (let i = 0; i < ra.data.length; i += 4) {
    const delta =
      Math.abs(ra.data[i] - rb.data[i]) +
      Math.abs(ra.data[i + 1] - rb.data[i + 1]) +
      Math.abs(ra.data[i + 2] - rb.data[i + 2]);
    const hit = delta > 6;
    if (hit) differing++;
    map[i] = hit ? 255 : ra.data[i] >> 2;
    map[i + 1] = hit ? 0 : ra.data[i + 1] >> 2;
    map[i + 2] = hit ? 0 : ra.data[i + 2] >> 2;
    map[i + 3] = 255;
  }
  return {
    share: differing / (ra.data.length / 4),
    map: await sharp(map, { raw: { width: ra.info.width, height: ra.info.height, channels: 4 } })
      .png()
      .toBuffer(),
  };
}

const here = await startServer(process.cwd());
const other = await startServer(resolve(otherDir));
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
let changed = 0;
try {
  for (const { market, packageName } of MARKETS) {
    const tokens = {
      here: await registerBorrower(here.url, market, packageName),
      other: await registerBorrower(other.url, market, packageName),
    };
    for (const screen of SCREENS) {
      for (const size of SIZES) {
        const a = await shoot(browser, other.url, packageName, screen.loggedIn ? tokens.other : null, screen, size);
        const b = await shoot(browser, here.url, packageName, screen.loggedIn ? tokens.here : null, screen, size);
        const { share, map } = await difference(a, b);
        const name = `${market}-${screen.name}-${size.width}x${size.height}`;
        await Promise.all([
          sharp(a).toFile(join(outDir, `${name}-other.png`)),
          sharp(b).toFile(join(outDir, `${name}-here.png`)),
          sharp(map).toFile(join(outDir, `${name}-diff.png`)),
        ]);
        if (share > 0) changed++;
        console.log(`${name.padEnd(36)} ${(share * 100).toFixed(3)}% of pixels differ`);
      }
    }
  }
} finally {
  await browser.close();
  here.proc.kill('SIGTERM');
  other.proc.kill('SIGTERM');
}
console.log(`${changed} of ${MARKETS.length * SCREENS.length * SIZES.length} screens differ; pictures in ${outDir}`);
