import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { freshMxMobile, freshNgMobile, launchBrowser, openPhone, readOtp, smsCount } from './support/browser';
import { openSignedInPhone } from './support/signed-in';
import { server } from './support/server';
import { POLL, readyToSubmit, submitViaApi } from './support/loan-flow';

// Issue 21: what a borrower tripped over walking both markets, each point as a borrower meets it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Words of the toast that the browser laid out across two lines (a word broken mid-way). */
async function brokenToastWords(page: Page): Promise<string[]> {
  return page.locator('#toast-host .adm-toast-main').evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
}

/** Presses Tab until the element with this test id has the focus; returns the ids passed on the way. */
async function tabTo(page: Page, testId: string, max = 40): Promise<string[]> {
  // The screen may still be loading its chunk: Tab would only cycle the page's frame.
  await page.getByTestId(testId).waitFor();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      // A text box draws its ring on the row around it (with its prefix).
      const ringed = el instanceof HTMLInputElement ? ((el.closest('.input-row') as HTMLElement | null) ?? el) : el;
      const visible =
        ringed instanceof HTMLElement && getComputedStyle(ringed).outlineStyle !== 'none' ? 'ring' : 'none';
      return { id: el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? '', ring: visible };
    });
    passed.push(focused.id);
    if (focused.id === testId) {
      // Focus is visible: the keyboard user sees where they are.
      expect(focused.ring, `focus ring on ${testId}`).toBe('ring');
      return passed;
    }
  }
  throw new Error(`Tab never reached ${testId}; passed ${passed.join(', ')}`);
}

describe('issue 21: an expired or ended session (point 1)', () => {
  it('leads to the login and, once logged in, back to the screen the borrower was on; the toast keeps words whole', async () => {
    const mobile = freshNgMobile();
    const { phone, token } = await openSignedInPhone(browser, mobile);
    const { page } = phone;
    // The session ends on the server (the borrower's own log-out call, as another tab would make it).
    expect((await api('/security/logout', {}, { token })).code).toBe(0);

    await page.goto(phone.url('/records'));
    await page.waitForURL(/#\/user\/login\?redirect=%2Frecords$/, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('#toast-host .adm-toast-main').textContent(), POLL)
      .toBe('Token invalid, please login again');
    expect(await brokenToastWords(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await phone.shot('trip-01-session-ended-login');

    await page.getByTestId('mobile').fill(mobile);
    const registration = await readOtp(mobile);
    await page.getByTestId('send-code').click();
    await expect.poll(() => readOtp(mobile)).not.toBe(registration);
    await page.getByTestId('code').fill(await readOtp(mobile));
    await page.getByTestId('submit').click();
    await page.waitForURL(/#\/records$/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Home itself with an ended session offers the login instead of a skeleton that never ends.
    const again = await api(
      '/security/logout',
      {},
      {
        token: (await page.evaluate(() => JSON.parse(localStorage.getItem('token')!).Authorization as string)).slice(7),
      },
    );
    expect(again.code).toBe(0);
    await page.goto(phone.url('/'));
    await page.waitForURL(/#\/user\/login\?redirect=%2F$/, { timeout: 20_000 });
    expect(phone.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await phone.context.close();
  });
});

describe('issue 21: the market language (point 2)', () => {
  it('opens the Mexican app in Spanish when no language was chosen, and says "language changed" in the new language', async () => {
    const phone = await openPhone(browser, { packageName: 'com.presta.mx' });
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => page.getByTestId('apply').textContent(), POLL).toBe('Solicitar');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await phone.shot('trip-02-mx-home-default-es');

    await page.goto(phone.url('/user_center/language'));
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('#toast-host .adm-toast-main').textContent(), POLL).toBe('Language changed');
    await page.locator('#toast-host .adm-toast-main').waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByTestId('language-es').click();
    await expect.poll(() => page.locator('#toast-host .adm-toast-main').textContent(), POLL).toBe('Idioma cambiado');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await phone.context.close();
  });

  it('still opens the Nigerian app in English', async () => {
    const phone = await openPhone(browser, { packageName: 'com.presta.ng' });
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => page.getByTestId('apply').textContent(), POLL).toBe('Apply');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await phone.context.close();
  });
});

describe('issue 21: the keyboard and the accessibility tree', () => {
  it('signs up with the keyboard alone, then an approved borrower logs in and reaches the quote, every step named in the tree', async () => {
    // Sign-up, keyboard only.
    const phone = await openPhone(browser, { packageName: 'com.presta.mx' });
    const { page } = phone;
    await page.goto(phone.url('/me'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, 'me-register');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/user\/register/);
    const mobile = freshMxMobile();
    await tabTo(page, 'mobile');
    await page.keyboard.type(mobile);
    await tabTo(page, 'send-code');
    await page.keyboard.press('Enter');
    const tree = await page.locator('main').ariaSnapshot();
    expect(tree).toMatch(/textbox "[^"]*celular[^"]*"/i);
    await tabTo(page, 'code');
    await page.keyboard.type(await readOtp(mobile));
    await expectAccessible(page, 'trip-keyboard-register');
    await tabTo(page, 'submit');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/$/);
    await expect.poll(() => page.getByTestId('apply').textContent(), POLL).toBe('Solicitar');
    expect(await page.getByRole('main').ariaSnapshot()).toMatch(/heading .*\[level=1\]/);

    // A picker, keyboard only: the sheet takes the focus, Tab walks its options, Enter chooses,
    // and the focus comes back to the field.
    await tabTo(page, 'apply');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/auth\/personal_infomation/);
    await tabTo(page, 'loanPurpose');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
    await page.keyboard.press('Tab');
    const picked = await page.evaluate(() => ({
      id: document.activeElement?.getAttribute('data-testid') ?? '',
      label: document.activeElement?.querySelector('.option-label')?.textContent ?? '',
    }));
    expect(picked.id).toMatch(/^option-loanPurpose-/);
    expect(await page.getByRole('dialog').ariaSnapshot()).toMatch(/listbox[\s\S]*option/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#loanPurpose-value').textContent()).toBe(picked.label);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('loanPurpose');
    // Escape closes a sheet without choosing (opened again once the last one has slid away).
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
    // The keyboard stays inside the open sheet (issue 35.5): Tab past its last control and
    // Shift+Tab past its first both come back around, never to the page behind the mask.
    const inSheet = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await inSheet()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('loanPurpose');
    expect(await page.locator('#loanPurpose-value').textContent()).toBe(picked.label);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The birth date is three native lists, each named; the keyboard changes them.
    await tabTo(page, 'birthday-day');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('birthday-day').inputValue()).not.toBe('');
    expect(await page.getByTestId('birthday').ariaSnapshot()).toMatch(
      /combobox "Día"[\s\S]*combobox "Mes"[\s\S]*combobox "Año"/,
    );
    await phone.context.close();

    // An approved borrower: log in and reach the quote, keyboard only.
    const b = await readyToSubmit('mx');
    await submitViaApi(b);
    const second = await openPhone(browser, { packageName: 'com.presta.mx' });
    const p2 = second.page;
    await p2.goto(second.url('/user/login'));
    await p2.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(p2, 'mobile');
    await p2.keyboard.type(b.mobile);
    const sentBefore = await smsCount(b.mobile);
    await tabTo(p2, 'send-code');
    await p2.keyboard.press('Enter');
    await expect.poll(async () => (await p2.getByTestId('send-code').textContent()) ?? '').toMatch(/\d+/);
    await tabTo(p2, 'code');
    await p2.keyboard.type(await readOtp(b.mobile, sentBefore));
    await tabTo(p2, 'submit');
    await p2.keyboard.press('Enter');
    await p2.waitForURL(/#\/$/);
    await expect.poll(() => p2.getByTestId('apply').textContent(), POLL).toBe('Recibir dinero');
    await tabTo(p2, 'apply');
    await p2.keyboard.press('Enter');
    await p2.waitForURL(/#\/borrow\/to_borrow/);
    await p2.getByTestId('amount-slider').waitFor();
    await expect
      .poll(() => p2.getByTestId('quote-check').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('matched');
    const quoteTree = await p2.getByRole('main').ariaSnapshot();
    expect(quoteTree).toMatch(/slider/);
    expect(quoteTree).toMatch(/\$[\d,]+/);
    await second.shot('trip-03-keyboard-quote');
    await tabTo(p2, 'to-confirm');
    await second.context.close();
  });
});

describe('issue 21: motion and what changes by itself', () => {
  it('slows what spins and shimmers when the phone asks for less motion; messages that appear are live regions', async () => {
    for (const [motion, spin] of [
      ['reduce', '3s'],
      ['no-preference', '0.8s'],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
        reducedMotion: motion,
      });
      const page = await context.newPage();
      await page.goto(`${server().baseUrl}/#/user/login`);
      await page.getByTestId('send-code').waitFor();
      const durations = await page.evaluate(() =>
        ['spinner', 'skeleton-bar'].map((name) => {
          const el = document.createElement('div');
          el.className = name;
          document.body.append(el);
          const duration = getComputedStyle(el).animationDuration;
          el.remove();
          return duration;
        }),
      );
      expect(durations[0], `spinner, ${motion}`).toBe(spin);
      expect(durations[1], `skeleton, ${motion}`).toBe(motion === 'reduce' ? '3s' : '1.2s');
      if (motion === 'reduce') {
        // Toasts are spoken where they appear, and a field's message as soon as it shows.
        expect(await page.locator('#toast-host').getAttribute('aria-live')).toBe('polite');
        await page.getByTestId('send-code').click();
        await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
      }
      await context.close();
    }
  });
});
