import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPath } from '../src/domain/transport/path-cipher';
import { launchBrowser, openPhone } from './support/browser';
import { goodAccount, onRoute, readyToSubmit, sessionScript } from './support/loan';
import { pickOption, settle } from './support/onboarding';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('bank screen, network failure (SPEC §8)', () => {
  it('a save lost on the network shows the bank screen\'s own text and a retry; the retry saves the card', async () => {
    const b = await readyToSubmit('ng', { stopBeforeBank: true });
    const phone = await openPhone(browser, { packageName: b.packageName, language: 'en', initScript: sessionScript(b) });
    const { page } = phone;
    const savePath = `/api/${encryptPath('/user/addBankCard', b.packageName)}`;
    let aborted = 0;
    const cut = async (route: Route) => { aborted += 1; await route.abort('internetdisconnected'); };
    await page.route((url) => url.pathname.endsWith(savePath), cut);

    await page.goto(phone.url(`/bank_account/add_bankcard?orderNo=${b.orderNo}`));
    await pickOption(page, 'bankCode', '058', 'guaranty');
    const account = goodAccount('ng');
    await page.getByTestId('accountNumber').fill(account);
    await page.getByTestId('confirmAccountNumber').fill(account);
    await page.getByTestId('bvn').fill('22212345678');
    await page.getByTestId('submit').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Yes, continue' }).click();

    await page.getByTestId('bank-network-failed').waitFor();
    expect(aborted).toBe(1);
    expect((await page.getByTestId('bank-network-failed').textContent())?.startsWith('Ooops, network failed, please reload the page')).toBe(true);
    expect(await page.getByTestId('bank-network-retry').textContent()).toBe('Try again');
    // Nothing was saved: the screen is still the bank step, with what the borrower typed.
    expect(await page.getByTestId('accountNumber').inputValue()).toBe(account);
    await settle(page);
    await phone.shot('bank-network-failed');

    // The network is back: the retry sends the same card and the borrower moves on.
    await page.unroute((url) => url.pathname.endsWith(savePath), cut);
    await page.getByTestId('bank-network-retry').click();
    await onRoute(page, '/auth/loan_question');
    expect(aborted).toBe(1);
    expect(phone.consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await phone.context.close();
  }, 120_000);
});
