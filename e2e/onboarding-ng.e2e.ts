import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNgMobile, launchBrowser, openPhone } from './support/browser';
import {
  chooseChip,
  fieldError,
  greyJpeg,
  nameFields,
  nuban,
  onRoute,
  photoPng,
  pickDate,
  pickOption,
  registerOnScreen,
  settle,
} from './support/onboarding';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A fake Android shell: records every bridge message, answers selectContact with a phone-book
 * entry written the way phones store it (+234 and spaces), and acknowledges timeSDK.
 */
const SHELL = `
  window.__nativeCalls = [];
  window.PrestaNative = { postMessage(json) {
    const msg = JSON.parse(json);
    window.__nativeCalls.push(msg);
    const answer = (result) => setTimeout(() => window.__prestaNativeCallback(msg.callbackId, result), 30);
    if (msg.action === 'selectContact') answer({ result: 1, data: { phone: '+234 803 555 0101', name: 'Ngozi Okafor' } });
    if (msg.action === 'timeSDK') answer({ result: 1 });
    if (msg.action === 'toLogin') answer(null);
  } };`;

type NativeCall = { action: string; data: Record<string, unknown> };

/** The sandbox payments provider knows every account except those ending in 0000. */
function unknownAccount(bankCode: string): string {
  for (let i = 0; i < 1000; i++) {
    const account = nuban(bankCode, `${String(i).padStart(6, '0')}000`);
    if (account.endsWith('0000')) return account;
  }
  throw new Error('no NUBAN ending in 0000');
}

describe('onboarding, Nigeria, in English', () => {
  it('goes from Apply to review tips, resuming after a reload, with every step checked', async () => {
    const phone = await openPhone(browser, { initScript: SHELL });
    const { page } = phone;
    await page.goto(phone.url('/'));

    // Apply while logged out → sign up → back on Home → Apply creates the order.
    await page.getByTestId('apply').click();
    await onRoute(page, '/user/login');
    const mobile = freshNgMobile();
    await registerOnScreen(page, mobile);
    await onRoute(page, '/', 30_000);
    await expect.poll(() => page.getByTestId('apply').textContent()).toBe('Apply');
    await page.getByTestId('apply').click();
    await onRoute(page, '/auth/personal_infomation?orderNo=');
    const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo')!;
    expect(orderNo).toMatch(/^PR\d{6}/);

    // Personal info: submitting empty turns the required fields red.
    await page.getByTestId('firstName').waitFor();
    expect(await page.getByTestId('field-education').count()).toBe(0);
    await page.getByTestId('submit').click();
    await expect.poll(() => fieldError(page, 'firstName')).toBe('Please input your first name');
    // Nigeria keeps first, middle and last name (decision 0092 changes Mexico only).
    expect(await nameFields(page)).toEqual([
      ['firstName', 'First name'],
      ['middleName', 'Middle name (optional)'],
      ['lastName', 'Last name'],
    ]);
    expect(await fieldError(page, 'lastName')).toBe('Please input your last name');
    expect(await fieldError(page, 'birthday')).toBe('Please select your date of birth');
    expect(await fieldError(page, 'state')).toBe('Please select your state');
    expect(await page.locator('.field-error').count()).toBeGreaterThanOrEqual(7);
    // The sign-up's welcome toast is fading out: its half-transparent colours are not the screen's.
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 });
    await settle(page);
    await phone.shot('ng-01-personal-required');

    await page.getByTestId('firstName').fill('Adaeze');
    await page.getByTestId('lastName').fill('Okafor');
    await chooseChip(page, 'gender', '2');
    await pickDate(page, 'birthday', '1994-03-15');
    // Education, marital status, WhatsApp and e-mail appear once the birth date is chosen.
    await page.getByTestId('field-education').waitFor();
    await pickOption(page, 'education', 'bachelors');
    await pickOption(page, 'maritalStatus', 'single');
    await page.getByTestId('whatsappNo').fill('08031234567');
    await page.getByTestId('email').fill('adaeze okafor@outlook.com');
    await page.getByTestId('email').blur();
    await expect.poll(() => fieldError(page, 'email')).not.toBeNull();
    await page.getByTestId('email').fill('adaeze.okafor@gmail.com');
    await pickOption(page, 'loanPurpose', 'health');
    await page.getByTestId('cityOfBirth').fill('Enugu');
    // The preferred language starts as the one being read.
    expect(await page.getByTestId('option-language-en').getAttribute('aria-checked')).toBe('true');
    await chooseChip(page, 'language', 'en');
    await chooseChip(page, 'residenceType', 'rened');
    // A city before a state says so.
    await page.getByTestId('city').click();
    await expect.poll(() => fieldError(page, 'city')).toBe('please select State');
    await pickOption(page, 'state', 'LA', 'lag');
    await pickOption(page, 'city', 'Ikeja', 'ikeja');
    await page.getByTestId('county').fill('Allen');
    await page.getByTestId('address').fill('12 Allen Avenue');
    await settle(page);
    await phone.shot('ng-02-personal-filled');
    await page.getByTestId('submit').click();

    // Identity: back, then front, then face; the front waits for the back.
    await onRoute(page, '/auth/id_card_authentication');
    // The permission notice comes before the camera is first used
    // (src/web/features/onboarding/components/permission-popup.tsx). In the native shell
    // Nigeria lists the camera, device, app list and location only; the tick is required.
    await page.getByTestId('permission-list').waitFor();
    expect(await page.getByTestId('permission-list').locator('li').count()).toBe(4);
    expect(await page.getByTestId('permission-camera').textContent()).toContain('Camera');
    expect(await page.getByTestId('permission-contact').count()).toBe(0);
    expect(await page.getByTestId('permission-popup').textContent()).toContain('deleted one week after the decision');
    expect(await page.getByTestId('permission-agree').textContent()).toBe('Agree and continue');
    await page.getByTestId('permission-agree').click();
    await expect
      .poll(() => page.getByTestId('permission-tick-error').textContent())
      .toBe('Please tick the box to agree first');
    await settle(page);
    await phone.shot('ng-03-permissions');
    // Not now leaves the camera locked behind the notice, which opens again on request.
    await page.getByTestId('permission-cancel').click();
    await page.getByTestId('camera-notice').waitFor();
    expect(await page.getByTestId('file-idBack').isDisabled()).toBe(true);
    await page.getByTestId('camera-notice-open').click();
    await page.getByTestId('permission-tick').click();
    await page.getByTestId('permission-agree').click();
    await page.getByTestId('camera-notice').waitFor({ state: 'detached' });
    await page.getByTestId('slot-idBack').waitFor();
    expect(await page.getByTestId('file-idFront').isDisabled()).toBe(true);
    expect(await page.getByTestId('face-notice').textContent()).toContain('about 5-10 seconds');
    // Something that is not a photo is refused with the server's reason and offers a retake.
    const errorsBefore = phone.consoleErrors.length;
    await page
      .getByTestId('file-idBack')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is not an image') });
    await expect.poll(() => fieldError(page, 'idBack')).toMatch(/\w/);
    expect(await page.getByTestId('capture-idBack').textContent()).toBe('Retake');
    // The browser logs the refusal's HTTP 400 itself; that one is expected, nothing else.
    expect(phone.consoleErrors.splice(errorsBefore)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await settle(page);
    await phone.shot('ng-03-identity-refused');
    const card = await photoPng(1000, 640);
    await page.getByTestId('file-idBack').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: card });
    await page.getByTestId('done-idBack').waitFor({ timeout: 20_000 });
    // Decision 0028: a front on which nothing can be read (a plain grey shot) asks for a retake; the face stays locked.
    const greyBefore = phone.consoleErrors.length;
    await page
      .getByTestId('file-idFront')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await greyJpeg(1000, 640) });
    await expect
      .poll(() => fieldError(page, 'idFront'))
      .toBe(
        'We could not read your ID in this photo. Please retake it flat, in good light, with all the text sharp and visible',
      );
    expect(await page.getByTestId('capture-idFront').textContent()).toBe('Retake');
    expect(await page.getByTestId('file-face').isDisabled()).toBe(true);
    expect(phone.consoleErrors.splice(greyBefore)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.getByTestId('file-idFront').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: card });
    await page.getByTestId('done-idFront').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('error-idFront').count()).toBe(0);
    await page
      .getByTestId('file-face')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await photoPng(640, 640) });
    await page.getByTestId('done-face').waitFor({ timeout: 30_000 });
    // Nigeria has no CURP to read.
    expect(await page.getByTestId('ocr-result').count()).toBe(0);
    await settle(page);
    await phone.shot('ng-03-identity-done');
    await page.getByTestId('submit').click();
    await onRoute(page, '/auth/additionalInfomation');
    await page.getByTestId('employmentType').waitFor();

    // Reload in the middle: Home offers Continue, which opens the missing step.
    await page.goto(phone.url('/'));
    await page.reload();
    await expect.poll(() => page.getByTestId('apply').textContent()).toBe('Continue');
    await settle(page);
    await phone.shot('ng-04-home-continue');
    await page.getByTestId('apply').click();
    await onRoute(page, `/auth/additionalInfomation?orderNo=${orderNo}`);
    // What was saved comes back: personal info opens prefilled.
    await page.goto(phone.url(`/auth/personal_infomation?orderNo=${orderNo}`));
    await expect.poll(() => page.getByTestId('firstName').inputValue()).toBe('Adaeze');
    expect(await page.getByTestId('state').textContent()).toContain('Lagos');
    expect(await page.getByTestId('city').textContent()).toContain('Ikeja');
    expect(await page.getByTestId('whatsappNo').inputValue()).toBe('8031234567');
    expect(await page.getByTestId('county').inputValue()).toBe('Allen');
    expect(await page.getByTestId('cityOfBirth').inputValue()).toBe('Enugu');
    await page.goto(phone.url('/records'));
    await page.getByTestId(`order-${orderNo}`).waitFor();
    expect(await page.getByTestId(`order-${orderNo}`).getByTestId('order-tip').textContent()).toBe(
      'Add your work information and emergency contacts to continue.',
    );
    await settle(page);
    await phone.shot('ng-05-records-incomplete');
    await page.getByTestId(`order-${orderNo}`).getByTestId('order-continue').click();
    await onRoute(page, '/auth/additionalInfomation');

    // Additional info: unemployed hides the work details; employed with monthly pay asks a day of the month.
    await chooseChip(page, 'employmentType', 'Unemployed');
    expect(await page.getByTestId('field-industryCategory').count()).toBe(0);
    expect(await page.getByTestId('field-payFrequency').count()).toBe(0);
    expect(await page.getByTestId('field-companyPhone').count()).toBe(0);
    await page.getByTestId('field-incomeSource').waitFor();
    // Self-employed picks a business type (Designation2), and no pay method.
    await chooseChip(page, 'employmentType', 'self_employed');
    await pickOption(page, 'designation', 'trader');
    expect(await page.getByTestId('field-payMethod').count()).toBe(0);
    await chooseChip(page, 'employmentType', 'employee');
    await page.getByTestId('companyName').fill('Zenith Bank');
    await page.getByTestId('companyPhone').fill('08031112222');
    // Another work type empties the designation: employees pick a position (Designation1).
    await expect.poll(() => page.getByTestId('designation').textContent()).not.toContain('Trader');
    await pickOption(page, 'designation', 'manager');
    await pickOption(page, 'industryCategory', 'bankAndInsurance');
    await pickOption(page, 'jobExperience', 'in1_3Years');
    await pickOption(page, 'workThereTime', 'in1To3Years');
    await pickOption(page, 'monthlySalary', '50000-99999');
    await pickOption(page, 'incomeSource', 'ownself');
    await chooseChip(page, 'payFrequency', 'Monthly');
    await chooseChip(page, 'monthlyPayday', '25');
    expect(await page.getByTestId('field-monthlyPaydayTwo').count()).toBe(0);
    await chooseChip(page, 'payMethod', 'bankTransfer');
    await page.getByTestId('officialEmail').fill('adaeze@zenith');
    await page.getByTestId('officialEmail').blur();
    await expect.poll(() => fieldError(page, 'officialEmail')).toBe('Please input a valid work email, without spaces');
    await page.getByTestId('officialEmail').fill('adaeze.okafor@zenithbank.com');
    await page.getByTestId('workAddress').fill('Plot 84 Ajose Adeogun Street');
    await page.getByTestId('workCity').fill('Victoria Island');
    await page.getByTestId('workCounty').fill('Eti-Osa');
    await page.getByTestId('workPinCode').fill('101241');
    await page.getByTestId('linkedin').fill('https://www.linkedin.com/in/adaeze-okafor');
    await page.getByTestId('facebook').fill('adaeze.okafor');
    // Contact 1 from the phone book: +234 and spaces are stripped.
    await pickOption(page, 'emergencyContactRelation1', 'parents');
    await page.getByTestId('pick-contact1').click();
    await expect.poll(() => page.getByTestId('emergencyContactMobile1').inputValue()).toBe('8035550101');
    expect(await page.getByTestId('emergencyContactName1').inputValue()).toBe('Ngozi Okafor');
    // Contact 2 with the same number is refused with its own message.
    await pickOption(page, 'emergencyContactRelation2', 'friends');
    await page.getByTestId('emergencyContactName2').fill('Tunde Bello');
    await page.getByTestId('emergencyContactMobile2').fill('08035550101');
    await page.getByTestId('submit').click();
    await expect
      .poll(() => fieldError(page, 'emergencyContactMobile2'))
      .toBe('The two contacts cannot have the same phone number');
    await settle(page);
    await phone.shot('ng-06-additional-same-phone');
    await page.getByTestId('emergencyContactMobile2').fill('08035550202');
    await expect.poll(() => fieldError(page, 'emergencyContactMobile2')).toBeNull();
    await page.getByTestId('submit').click();

    // Bank account: GTBank, a NUBAN with its check digit, confirmation mistyped once.
    await onRoute(page, '/bank_account/add_bankcard');
    await pickOption(page, 'bankCode', '058', 'guaranty', async () => {
      await settle(page);
      await phone.shot('ng-07-bank-picker');
    });
    const account = nuban('058', '012345678');
    await page.getByTestId('accountNumber').fill(account);
    await page.getByTestId('confirmAccountNumber').fill(`${account.slice(0, 9)}${(Number(account[9]) + 1) % 10}`);
    await page.getByTestId('bvn').fill('22212345678');
    await page.getByTestId('phone').fill('08031234567');
    await expect.poll(() => page.getByTestId('account-holder').textContent()).toContain('ADAEZE');
    await page.getByTestId('submit').click();
    await expect
      .poll(() => fieldError(page, 'confirmAccountNumber'))
      .toBe('The bank account is inconsistent with the confirmation number');
    await settle(page);
    await phone.shot('ng-07-bank-mismatch');
    await page.getByTestId('confirmAccountNumber').fill(account);
    await page.getByTestId('submit').click();
    await page.locator('.adm-dialog').getByText('Is this your account?').waitFor();
    await page.waitForTimeout(400);
    await settle(page);
    await phone.shot('ng-08-bank-confirm');
    await page.locator('.adm-dialog').getByRole('button', { name: 'Yes, continue' }).click();

    // Questionnaire: all eleven required.
    await onRoute(page, '/auth/loan_question');
    await page.getByTestId('submit').click();
    await expect.poll(() => fieldError(page, '1')).toBe('First answer the question');
    await expect
      .poll(() => page.locator('.adm-toast-main').textContent())
      .toBe('Complete the credit history questionnaire');
    const answers: [string, string][] = [
      ['1', 'no'],
      ['2', 'yes'],
      ['3', 'good'],
      ['6', 'none'],
      ['7', 'none'],
      ['8', '2'],
      ['9', '1'],
      ['10', '2'],
      ['11', 'none'],
    ];
    for (const [code, value] of answers.slice(0, 4)) await chooseChip(page, code, value);
    await pickOption(page, '4', 'fairMoney', 'fair');
    await page.getByTestId('submit').click();
    await expect
      .poll(() => page.locator('.adm-toast-main').last().textContent())
      .toBe('There are still unanswered questions, please complete');
    await pickOption(page, '5', 'none');
    for (const [code, value] of answers.slice(4)) await chooseChip(page, code, value);
    await expect.poll(() => page.getByTestId('question-progress').textContent()).toBe('11 of 11 answered');
    await settle(page);
    await phone.shot('ng-09-questionnaire');
    await page.getByTestId('submit').click();

    // The notice was agreed before the camera on this phone: submission does not show it again.

    // Device data goes to the shell, then submit, then review tips.
    await onRoute(page, `/auth/review_tips?orderNo=${orderNo}`);
    // The assessment may answer at once (the loan issue's scoring runs right after submit).
    await page
      .locator('[data-testid=review-waiting], [data-testid=review-result], [data-testid=review-rejected]')
      .first()
      .waitFor();
    if (await page.getByTestId('review-waiting').count()) {
      expect(await page.getByTestId('review-title').textContent()).toBe('Your application is under review');
      expect(await page.getByTestId('review-countdown').textContent()).toMatch(/^(10:00|09:[0-5]\d)$/);
    }
    const calls = await page.evaluate(() => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls);
    const timeSdk = calls.find((c) => c.action === 'timeSDK');
    expect(timeSdk?.data).toMatchObject({
      orderNo,
      isSubmit: true,
      appList: false,
      device: false,
      location: false,
      sms: true,
      contact: true,
      exif: true,
    });
    await settle(page);
    await phone.shot('ng-11-review');

    await page.getByTestId('review-home').click();
    await page.getByTestId('tab-records').click();
    await page.getByTestId(`order-${orderNo}`).waitFor();
    const status = await page.getByTestId(`order-${orderNo}`).getByTestId('order-status').textContent();
    expect(status).toMatch(/^(Under review|Incomplete|Rejected)$/);
    // Nothing is missing any more; only an approved offer ("Incomplete" until confirmed) continues, at choosing the
    // amount.
    expect(await page.getByTestId(`order-${orderNo}`).getByTestId('order-continue').count()).toBe(
      status === 'Incomplete' ? 1 : 0,
    );
    await settle(page);
    await phone.shot('ng-12-records-assessing');

    // Editing the bank account later replaces it through update-bankCard.
    await page.goto(phone.url('/bank_account/add_bankcard'));
    await expect.poll(() => page.getByTestId('current-card').textContent()).toContain('Guaranty Trust Bank');
    await pickOption(page, 'bankCode', '044', 'access bank');
    // An account the payments provider does not know: the server's message lands on the field.
    const unknown = unknownAccount('044');
    await page.getByTestId('accountNumber').fill(unknown);
    await page.getByTestId('confirmAccountNumber').fill(unknown);
    await page.getByTestId('bvn').fill('22212345678');
    await expect.poll(() => page.getByTestId('account-name').textContent()).toContain('could not confirm');
    const errorsBeforeRefusal = phone.consoleErrors.length;
    await page.getByTestId('submit').click();
    await expect.poll(() => fieldError(page, 'accountNumber')).toMatch(/\w/);
    expect(phone.consoleErrors.splice(errorsBeforeRefusal)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await settle(page);
    await phone.shot('ng-13-bank-edit-unknown');
    const second = nuban('044', '098765432');
    await page.getByTestId('accountNumber').fill(second);
    await page.getByTestId('confirmAccountNumber').fill(second);
    await page.getByTestId('bvn').fill('22212345678');
    await expect.poll(() => page.getByTestId('account-holder').textContent()).toContain('ADAEZE');
    await settle(page);
    await phone.shot('ng-14-bank-edit');
    await page.getByTestId('submit').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Yes, continue' }).click();
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toBe('Bank account updated');
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  }, 300_000);
});
