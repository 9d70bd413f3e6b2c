import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { freshMxMobile, launchBrowser, openPhone } from './support/browser';
import { goodAccount, onRoute, readyToSubmit, sessionScript } from './support/loan';
import { pickOption, settle } from './support/onboarding';
import { server } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('bank screen, network failure (decision 0028)', () => {
  it("a save lost on the network shows the bank screen's own text and a retry; the retry saves the card", async () => {
    const b = await readyToSubmit('ng', { stopBeforeBank: true });
    const phone = await openPhone(browser, {
      packageName: b.packageName,
      language: 'en',
      initScript: sessionScript(b),
    });
    const { page } = phone;
    const savePath = `/api/${encryptPath('/user/addBankCard', b.packageName)}`;
    let aborted = 0;
    const cut = async (route: Route) => {
      aborted += 1;
      await route.abort('internetdisconnected');
    };
    const isSave = (url: URL) => url.pathname.endsWith(savePath);
    await page.route(isSave, cut);

    await page.goto(phone.url(`/bank_account/add_bankcard?orderNo=${b.orderNo}`));
    await pickOption(page, 'bankCode', '058', 'guaranty');
    const account = goodAccount('ng');
    await page.getByTestId('accountNumber').fill(account);
    await page.getByTestId('confirmAccountNumber').fill(account);
    await page.getByTestId('bvn').fill('22212345678');
    await expect.poll(() => page.getByTestId('account-holder').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('submit').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Yes, continue' }).click();

    await page.getByTestId('bank-network-failed').waitFor();
    expect(aborted).toBe(1);
    expect(
      (await page.getByTestId('bank-network-failed').textContent())?.startsWith(
        'Ooops, network failed, please reload the page',
      ),
    ).toBe(true);
    expect(await page.getByTestId('bank-network-retry').textContent()).toBe('Try again');
    // Nothing was saved: the screen is still the bank step, with what the borrower typed.
    expect(await page.getByTestId('accountNumber').inputValue()).toBe(account);
    await settle(page);
    await phone.shot('bank-network-failed');

    // The network is back: the retry sends the same card and the borrower moves on.
    await page.unroute(isSave, cut);
    await page.getByTestId('bank-network-retry').click();
    await onRoute(page, '/auth/loan_question');
    expect(aborted).toBe(1);
    expect(phone.consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await phone.context.close();
  }, 120_000);
});

interface Kept {
  channel: string;
  code: string | null;
  text: string;
}

async function outbox(mobile: string): Promise<Kept[]> {
  const res = await fetch(`${server().baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  return ((await res.json()) as { data: { messages: Kept[] } }).data.messages;
}

describe('voice code after the resend countdown (decision 0028)', () => {
  it('sign-up: after the SMS countdown the borrower asks for a call; its code registers them', async () => {
    const phone = await openPhone(browser, { packageName: 'com.presta.mx', language: 'es' });
    const { page } = phone;
    const mobile = freshMxMobile();
    await page.goto(phone.url('/user/register'));
    await page.getByTestId('mobile').fill(mobile);
    // Before any code was sent there is nothing to call about.
    expect(await page.getByTestId('voice-code').count()).toBe(0);
    await page.getByTestId('send-code').click();
    await expect.poll(async () => (await outbox(mobile)).length).toBe(1);
    // The countdown (1 s in the browser tests' server) ends: resend SMS, or a call.
    await page.getByTestId('voice-code').waitFor();
    expect(await page.getByTestId('send-code').textContent()).toBe('Reenviar SMS');
    expect(await page.getByTestId('voice-code').textContent()).toBe('¿No llegó el SMS? Recibe el código por llamada');
    await settle(page);
    await phone.shot('voice-code-offered');
    await page.getByTestId('voice-code').click();
    await expect.poll(async () => (await outbox(mobile))[0]?.channel).toBe('voice');
    const [call, text] = await outbox(mobile);
    expect(text.channel).toBe('sms');
    expect(call.text).toMatch(/Su código de verificación es \d \d \d \d \d \d\./);
    expect(call.code).toMatch(/^\d{6}$/);
    await expect
      .poll(() => page.locator('.adm-toast-main').textContent())
      .toBe(`Te estamos llamando al ${mobile} para dictarte el código`);
    // The call's code is the current one: it signs the borrower up.
    await page.getByTestId('code').fill(call.code!);
    await page.getByTestId('submit').click();
    await page.waitForURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/Bearer/);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  }, 60_000);
});
