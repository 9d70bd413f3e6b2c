import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatRatePpm } from '../src/domain/money/money';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { withoutNoPrizeSlot } from './support/operator';
import { api } from './support/api';
import { freshMxMobile, freshNgMobile, launchBrowser, openPhone, readOtp, type Phone } from './support/browser';
import { openSignedInPhone } from './support/signed-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Lang = 'en' | 'es';
const APPS = {
  en: { packageName: 'com.presta.ng', mobile: freshNgMobile },
  es: { packageName: 'com.presta.mx', mobile: freshMxMobile },
} as const;

/** Titles every screen of the issue shows in its header, per language. */
const TITLES: Record<Lang, Record<string, string>> = {
  en: {
    coupon: 'My coupons',
    faq: 'Frequently asked questions',
    aboutUs: 'About us',
    customerService: 'Customer service',
    hotLoans: 'Hot loans',
    openApp: 'Get the app',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    convenios: 'Loan Renewal (Rollover) Agreement',
    yx1: 'Your first loan',
    yx2: 'Know your cost',
    yx2Confirm: 'Your loan preview',
    reloan: 'Borrow again',
  },
  es: {
    coupon: 'Mis cupones',
    faq: 'Preguntas frecuentes',
    aboutUs: 'Quiénes somos',
    customerService: 'Atención al cliente',
    hotLoans: 'Préstamos destacados',
    openApp: 'Descarga la app',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    convenios: 'Convenio de prórroga del préstamo',
    yx1: 'Tu primer préstamo',
    yx2: 'Conoce tu costo',
    yx2Confirm: 'Vista previa de tu préstamo',
    reloan: 'Vuelve a pedir',
  },
};

async function loggedInPhone(lang: Lang): Promise<{ phone: Phone; token: string; mobile: string }> {
  const app = APPS[lang];
  const mobile = app.mobile();
  const { phone, token } = await openSignedInPhone(browser, mobile, { packageName: app.packageName, language: lang });
  return { phone, token, mobile };
}

const header = (page: Page) => page.locator('.page-header h1');

/** A screen is finished when its real content is in and no {{variable}} was left unfilled. */
async function expectFilled(page: Page, testId: string) {
  await page.getByTestId(testId).first().waitFor();
  const text = await page.locator('#root').innerText();
  expect(text).not.toMatch(/\{\{|\}\}|undefined|NaN/);
}

async function openFromMe(phone: Phone, row: string, title: string, readyTestId: string, shot: string) {
  const { page } = phone;
  await page.goto(phone.url('/me'));
  await page.getByTestId(`me-${row}`).click();
  await expect.poll(() => header(page).textContent()).toBe(title);
  await expectFilled(page, readyTestId);
  await phone.shot(shot);
}

describe('Me, help and content', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`opens every screen from Me or its entry point in ${lang === 'en' ? 'English (Nigeria)' : 'Spanish (Mexico)'} without console errors`, async () => {
      const { phone } = await loggedInPhone(lang);
      const { page } = phone;
      const titles = TITLES[lang];
      await page.goto(phone.url('/me'));
      await page.getByTestId('me-faq').waitFor();
      for (const row of [
        'coupon',
        'faq',
        'aboutUs',
        'customerService',
        'settings',
        'language',
        'hotLoans',
        'openApp',
      ]) {
        expect(await page.getByTestId(`me-${row}`).isVisible()).toBe(true);
      }
      await phone.shot(`content-${lang}-01-me`);

      await openFromMe(phone, 'coupon', titles.coupon, 'coupon-tab-available', `content-${lang}-02-coupon`);
      await openFromMe(phone, 'faq', titles.faq, 'faq-glance', `content-${lang}-03-faq`);
      expect(await page.locator('.faq-section').count()).toBe(5);
      await openFromMe(phone, 'aboutUs', titles.aboutUs, 'about-regulator', `content-${lang}-04-about`);
      expect(await page.getByTestId('about-version').textContent()).toMatch(/\d+\.\d+\.\d+/);
      await page.getByTestId('about-privacy').click();
      await expect.poll(() => header(page).textContent()).toBe(titles.privacy);
      await expectFilled(page, 'doc-section-retention');
      await phone.shot(`content-${lang}-05-privacy`);
      await page.getByTestId('back').click();
      await page.getByTestId('about-terms').click();
      await expect.poll(() => header(page).textContent()).toBe(titles.terms);
      await expectFilled(page, 'doc-section-loansAndPricing');
      await phone.shot(`content-${lang}-06-terms`);
      await openFromMe(phone, 'customerService', titles.customerService, 'service-email', `content-${lang}-07-service`);
      await openFromMe(phone, 'hotLoans', titles.hotLoans, 'hot-offer', `content-${lang}-08-hot-loans`);
      await openFromMe(phone, 'openApp', titles.openApp, 'store-android', `content-${lang}-09-open-app`);

      // Standalone pages open from their links (ads, agreement list, repayment).
      const standalone: [string, string, string][] = [
        ['/convenios', titles.convenios, 'convenios-pending'],
        ['/yx1', titles.yx1, 'yx1-headline'],
        ['/yx2', titles.yx2, 'yx2-range'],
        ['/yx2ConfirmBorrow', titles.yx2Confirm, 'preview-received'],
        ['/to_borrow_by_finish', titles.reloan, 'reloan-interest'],
      ];
      for (const [path, title, ready] of standalone) {
        await page.goto(phone.url(path));
        await expect.poll(() => header(page).textContent()).toBe(title);
        await expectFilled(page, ready);
        await phone.shot(`content-${lang}-10${path.replace(/\W+/g, '-')}`);
      }
      await page.goto(phone.url('/yx3'));
      await expectFilled(page, 'yx3-headline');
      await phone.shot(`content-${lang}-11-yx3-logged-in`);

      // The prize wheel opens from Me's banner (the welcome draw).
      await page.goto(phone.url('/me'));
      await page.getByTestId('me-draw').click();
      await page.getByTestId('lottery-spin').waitFor();
      await phone.shot(`content-${lang}-12-lottery`);
      await page.getByTestId('lottery-close').click();
      await page.getByTestId('draw-banner').waitFor();

      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    });
  }

  it('shows in the FAQ the figures of the configured products (as the API answers them)', async () => {
    const { phone, token } = await loggedInPhone('en');
    const { page } = phone;
    const { data } = await api('/loan/product/list', {}, { token });
    expect(data.products.length).toBeGreaterThan(0);
    await page.goto(phone.url('/user_center/faq'));
    await page.getByTestId('faq-glance').waitFor();
    for (const p of data.products) {
      const cell = (k: string) => page.getByTestId(`glance-${p.code}-${k}`).textContent();
      expect(await cell('amount')).toBe(
        `${formatMoney(p.minAmount, p.currency)} – ${formatMoney(p.maxAmount, p.currency)}`,
      );
      expect(await cell('interest')).toBe(`${formatRatePpm(p.dailyInterestPpm)} per day`);
      expect(await cell('reloanInterest')).toBe(`${formatRatePpm(p.reloanDailyInterestPpm)} per day`);
      expect(await cell('fee')).toBe(`${formatRatePpm(p.processingFeePpmPerDay)} per day`);
      expect(await cell('feeTax')).toBe(`${formatRatePpm(p.feeTaxPpm)} of the fee`);
      expect(await cell('interestTax')).toBe(`${formatRatePpm(p.interestTaxPpm)} of each`);
      expect(await cell('penalty')).toBe(`${formatRatePpm(p.penaltyPpmPerDay)} per day`);
      expect(await cell('term')).toContain(String(p.maxDays));
    }
    // The written answers quote the same figures.
    const min = Math.min(...data.products.map((p) => p.minAmount));
    const max = Math.max(...data.products.map((p) => p.maxAmount));
    await page.getByTestId('faq-hotQuestion-q2').locator('summary').click();
    const answer = await page.getByTestId('faq-hotQuestion-q2').locator('p').textContent();
    expect(answer).toContain(`from ${formatMoney(min, data.currency)} to ${formatMoney(max, data.currency)}`);
    expect(answer).toContain(
      `${Math.min(...data.products.map((p) => p.minDays))} to ${Math.max(...data.products.map((p) => p.maxDays))} days`,
    );
    await page.getByTestId('faq-aboutLoan-q2').locator('summary').click();
    expect(await page.getByTestId('faq-aboutLoan-q2').locator('p').textContent()).toContain(
      `Interest is ${formatRatePpm(data.products[0].dailyInterestPpm)} per day`,
    );
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('customer service shows the configured e-mail and hours in the market zone, writes and copies', async () => {
    const { phone, token } = await loggedInPhone('es');
    const { page } = phone;
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { data } = await api('/loanMarket/customer-service', {}, { token, packageName: 'com.presta.mx' });
    await page.goto(phone.url('/user_center/customer_services'));
    await page.getByTestId('service-email').waitFor();
    expect(await page.getByTestId('service-email').textContent()).toBe(data.email);
    expect(await page.getByTestId('service-hours').textContent()).toMatch(/^Lunes a sábado, 9:00–18:00 .+\(GMT-6\)$/);
    const href = await page.getByTestId('service-write').getAttribute('href');
    expect(href).toMatch(new RegExp(`^mailto:${data.email.replace('.', '\\.')}\\?subject=Solicitud%20de%20ayuda`));
    expect(href).toContain('&body=');
    expect(await page.getByTestId('service-never').textContent()).toContain('CURP');
    await page.getByTestId('service-copy').click();
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toBe('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.email);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('the yx3 landing leads a new number into sign-up (prefilled) and back to Home’s Apply', async () => {
    const phone = await openPhone(browser);
    const { page } = phone;
    await page.goto(phone.url('/yx3'));
    await page.getByTestId('yx3-mobile').waitFor();
    await page.getByTestId('yx3-apply').click();
    await expect
      .poll(() => page.getByTestId('yx3-mobile-error').textContent())
      .toBe('Mobile phone number cannot be empty');
    const mobile = freshNgMobile();
    await page.getByTestId('yx3-mobile').fill(mobile);
    await phone.shot('content-en-13-yx3');
    await page.getByTestId('yx3-apply').click();
    await page.waitForURL(/#\/user\/register\?/);
    expect(new URL(page.url().replace('#/', '')).searchParams.get('redirect')).toBe('/');
    expect(await page.getByTestId('mobile').inputValue()).toBe(mobile);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend in/);
    await page.getByTestId('code').fill(await readOtp(mobile));
    await page.getByTestId('submit').click();
    await page.waitForURL(/#\/$/);
    await page.getByTestId('apply').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // A known number goes to log in instead, also prefilled.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(phone.url('/yx3'));
    await page.getByTestId('yx3-mobile').fill(mobile);
    await page.getByTestId('yx3-apply').click();
    await page.waitForURL(/#\/user\/login\?/);
    expect(await page.getByTestId('mobile').inputValue()).toBe(mobile);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('a coupon won in the prize draw shows in the wallet', async () => {
    // Odds are configuration: the operator takes the no-prize slot off the wheel for this test,
    // so the draw is certain to win without the test depending on chance.
    const restore = await withoutNoPrizeSlot('com.presta.ng');
    try {
      const { phone, token } = await loggedInPhone('en');
      const { page } = phone;
      await page.goto(phone.url('/me'));
      await page.getByTestId('me-draw').click();
      await page.waitForURL(/#\/user_center\/coupon\?.*draw=1/);
      await page.getByTestId('lottery-spin').click();
      await expect.poll(() => page.getByTestId('lottery-result').textContent(), { timeout: 15_000 }).toMatch(/You won/);
      await phone.shot('content-en-14-lottery-result');
      const { data } = await api('/coupons', {}, { token });
      expect(data.coupons).toHaveLength(1);
      const [coupon] = data.coupons;
      await page.getByTestId('lottery-view-coupons').click();
      await page.getByTestId('coupons-available').waitFor();
      expect(await page.getByTestId('coupon-amount').allTextContents()).toEqual([
        formatMoney(coupon.amount, coupon.currency),
      ]);
      expect(await page.getByTestId('coupon-condition').textContent()).toBe(
        `For loans from ${formatMoney(coupon.quota, coupon.currency)}`,
      );
      expect(await page.getByTestId('coupon-date').textContent()).toMatch(/^Valid until \d{1,2} \S+ \d{4}$/);
      expect(await page.getByTestId('draw-banner').count()).toBe(0);
      await phone.shot('content-en-15-wallet');
      await page.getByTestId('coupon-tab-used').click();
      await page.getByTestId('empty-state').waitFor();
      await page.getByTestId('coupon-tab-expired').click();
      await page.getByTestId('empty-state').waitFor();
      await page.goto(phone.url('/me'));
      await expect.poll(() => page.getByTestId('me-coupon-badge').textContent()).toBe('1');
      expect(phone.consoleErrors).toEqual([]);
      await phone.context.close();
    } finally {
      await restore();
    }
  });

  it('FinishLoading waits for the order, then moves on to the screen its status opens', async () => {
    const { phone, token } = await loggedInPhone('en');
    const { page } = phone;
    const applied = await api('/loan/loan-order/apply-market', {}, { token });
    expect(applied.code).toBe(0);
    // Hold the order list's first answer until the waiting state has been seen (and photographed):
    // a hold of a fixed time let the screen move on mid-check on a busy run.
    const list = `/api/${encryptPath('/loan/loan-order/list', 'com.presta.ng')}`;
    let held = false;
    let release = () => {};
    const photographed = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/[0-9A-F]{32,}/, async (route) => {
      if (!held && new URL(route.request().url()).pathname === list) {
        held = true;
        await photographed;
      }
      await route.continue();
    });
    await page.goto(phone.url('/finish_loading'));
    await page.getByTestId('finish-loading').waitFor();
    await phone.shot('content-en-16-finish-loading');
    release();
    await page.waitForURL(new RegExp(`#${applied.data.route!.replace(/[?]/g, '\\?')}$`));
    await page.unroute(/\/api\/[0-9A-F]{32,}/);
    expect(held, 'the order list was the call held').toBe(true);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('a guest sees Me’s rows; the guarded ones ask to log in first', async () => {
    const phone = await openPhone(browser, { language: 'es', packageName: 'com.presta.mx' });
    const { page } = phone;
    await page.goto(phone.url('/me'));
    await page.getByTestId('me-coupon').click();
    await page.waitForURL(/#\/user\/login\?redirect=%2Fuser_center%2Fcoupon$/);
    await page.goto(phone.url('/provicy'));
    await expectFilled(page, 'doc-section-dataWeCollect');
    // Mexico's policy lists what Mexico collects, not Nigeria's list.
    expect(await page.getByTestId('doc-section-dataWeCollect').textContent()).toContain('CURP');
    expect(await page.getByTestId('doc-section-dataWeCollect').textContent()).not.toContain('BVN');
    expect(await page.getByTestId('doc-section-retention').textContent()).toMatch(/1 semana/);
    expect(await page.getByTestId('doc-version').textContent()).toMatch(/v\d+\.\d+/);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });
});
