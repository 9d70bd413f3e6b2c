import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { server } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join(process.cwd(), '.e2e-artifacts', 'screens');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PhoneOptions {
  packageName?: string;
  language?: 'en' | 'es';
  /** Script run before the app loads, e.g. a fake native shell. */
  initScript?: string;
  /**
   * The phone's motion setting. The browser tests ask for reduced motion (decision 0113): the app
   * honours it (the kit's springs skipped, Home's ticker still, spinners slowed): a seventh less
   * CPU on two cores; the first-paint tests keep the full motion a phone has by default.
   */
  motion?: 'reduce' | 'full';
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Errors printed by the page; tests assert there are none. */
  consoleErrors: string[];
  url(hashPath: string): string;
  shot(name: string): Promise<void>;
}

/**
 * Script for `openPhone`: a session stored under SPEC's `token` key before the app's first load
 * (once per tab, so a later log-out stays logged out). Written after the app has started, the
 * token would race its start: a logged-out frame hydrated as a logged-in app is a mismatch.
 */
export function sessionTokenScript(token: string): string {
  const stored = JSON.stringify(JSON.stringify({ Authorization: `Bearer ${token}` }));
  return `if (!sessionStorage.getItem('__sessionDone')) { localStorage.setItem('token', ${stored}); sessionStorage.setItem('__sessionDone', '1'); }`;
}

/** A 412×915 phone with local storage preset under SPEC's keys. */
export async function openPhone(browser: Browser, opts: PhoneOptions = {}): Promise<Phone> {
  const baseUrl = server().baseUrl;
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: opts.language === 'es' ? 'es-MX' : 'en-NG',
    reducedMotion: opts.motion === 'full' ? 'no-preference' : 'reduce',
  });
  const presets: Record<string, string> = {};
  if (opts.packageName) presets.packageName = opts.packageName;
  if (opts.language) presets.language = opts.language;
  await context.addInitScript((p) => {
    if (sessionStorage.getItem('__presetDone')) return;
    for (const [k, v] of Object.entries(p)) localStorage.setItem(k, v);
    sessionStorage.setItem('__presetDone', '1');
  }, presets);
  if (opts.initScript) await context.addInitScript(opts.initScript);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  mkdirSync(SHOTS, { recursive: true });
  return {
    context,
    page,
    consoleErrors,
    url: (hashPath) => `${baseUrl}/#${hashPath}`,
    shot: async (name) => {
      // A screen is shown once its heading is: a shot taken while a redirect is still loading the
      // next screen would measure a page between two.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
      await expectNoRawDates(page, name);
      await expectNoRepeatedTitle(page, name);
      await expectFitsTheWidth(page, name);
      await expectAccessible(page, name);
    },
  };
}

/** A date as the API sends it ('2027-02-21', '2026-11-23T11:26:19Z') or a clock with seconds ('11:26:19'). */
const RAW_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b|\b\d{1,2}:\d{2}:\d{2}\b/;

/**
 * Every screen a browser test photographs is also read: the borrower app shows dates and times
 * in the borrower's locale ("21 feb 2027"), never as the API sends them. The console is not
 * the borrower app and is not checked.
 */
async function expectNoRawDates(page: Page, name: string): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/admin')) return;
  const visible = await page.evaluate(() => document.body.innerText);
  const raw = RAW_DATE.exec(visible);
  if (raw)
    throw new Error(`screen ${name} shows a raw date or time "${raw[0]}" (format it with src/web/lib/format.ts)`);
}

/**
 * A screen says its title once (issue 21 point 14): no heading under the page's `h1` repeats
 * the `h1`'s words (a header "Terms" above a heading "Terms").
 */
async function expectNoRepeatedTitle(page: Page, name: string): Promise<void> {
  const repeated = await page.evaluate(() => {
    const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    const titles = new Set([...document.querySelectorAll('h1')].map(words).filter(Boolean));
    return [...document.querySelectorAll('h2, h3')].map(words).find((w) => titles.has(w)) ?? null;
  });
  if (repeated) throw new Error(`screen ${name} repeats its title "${repeated}" in a heading below it`);
}

/**
 * Nothing on a borrower's screen is wider than the phone. A phone's browser widens its layout to
 * the widest box and zooms out: every text shrinks, and a tap lands beside what it aimed at (a
 * one-line select answer in Spanish once widened the questionnaire to 426 px of 412).
 */
async function expectFitsTheWidth(page: Page, name: string): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/admin')) return;
  const phoneWidth = page.viewportSize()?.width ?? 412;
  const width = await page.evaluate(() => Math.max(window.innerWidth, document.documentElement.scrollWidth));
  if (width > phoneWidth) throw new Error(`screen ${name} is ${width} px wide on a ${phoneWidth} px phone`);
}

async function outbox(mobile: string): Promise<{ code: string | null }[]> {
  const res = await fetch(`${server().baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  return ((await res.json()) as { data: { messages: { code: string | null }[] } }).data.messages;
}

/** How many texts the sandbox SMS provider has "sent" to `mobile`: pass it to readOtp before asking for a new code. */
export async function smsCount(mobile: string): Promise<number> {
  return (await outbox(mobile)).length;
}

/**
 * The code the sandbox SMS provider "sent", read from the dev outbox (newest first). `sentBefore`:
 * the count of texts before the send, so an older code is never taken for the one being waited on.
 */
export async function readOtp(mobile: string, sentBefore = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const messages = await outbox(mobile);
    const code = messages.length > sentBefore ? messages[0]?.code : null;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS for ${mobile}`);
}

let counter = Math.floor(Date.now() / 1000) % 100_000;
/** A unique valid Nigerian mobile (080 3xxx xxxx) per call. */
export function freshNgMobile(): string {
  counter += 1;
  return `0803${String(counter).padStart(7, '0')}`;
}

/** A unique valid Mexico City mobile (55 xxxx xxxx) per call. */
export function freshMxMobile(): string {
  counter += 1;
  return `55${String(counter).padStart(8, '0')}`;
}

/** Whether a hash route is `path`'s: '/' is Home alone (every route starts with it), others by their start. */
const isRoute = (hash: string, path: string) => (path === '/' ? /^#\/(\?|$)/.test(hash) : hash.startsWith(`#${path}`));

/**
 * Waits until the hash route is `path` (Home, or a route starting with it). If it never is, the
 * error names the route the page is on and keeps a picture of it (.e2e-artifacts/failures): a CI
 * log alone cannot tell a tap that was lost from a screen that led elsewhere.
 */
export async function onRoute(page: Page, path: string, timeout = 20_000): Promise<void> {
  try {
    await page.waitForURL((url) => isRoute(url.hash, path), { timeout });
  } catch (error) {
    const dir = join(process.cwd(), '.e2e-artifacts', 'failures');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `on-route-${Date.now()}.png`);
    await page.screenshot({ path: file }).catch(() => undefined);
    // The CI log has no pictures: what the screen says (a field's error, a toast) often tells why.
    const said = await page
      .locator('[role=alert], .adm-toast-main')
      .allTextContents()
      .catch(() => []);
    const says = said.length ? `; it says ${JSON.stringify(said)}` : '';
    throw new Error(`not on ${path} after ${timeout} ms: the page is on ${page.url()}${says} (picture: ${file})`, {
      cause: error,
    });
  }
}
