import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { curpCheckDigit } from '../../src/domain/identity/curp';
import { nubanCheckDigit } from '../../src/domain/identity/nuban';
import { idFrontWithText } from '../../src/server/test/test-images';
import { readOtp } from './browser';

/**
 * A photo-like PNG: a colour gradient under random noise, so it decodes as a real image, is
 * not a flat colour, and compresses like a camera shot rather than a blank page.
 */
export async function photoPng(width: number, height: number): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.min(255, Math.round((x / width) * 200) + (noise[i] % 56));
      raw[i + 1] = Math.min(255, Math.round((y / height) * 200) + (noise[i + 1] % 56));
      raw[i + 2] = Math.min(255, 120 + (noise[i + 2] % 90));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** An ID front as a camera would see a printed card: names and the CURP in sharp type, readable by OCR. */
export const idCardJpeg = (curpText: string): Promise<Buffer> => idFrontWithText(curpText, 'GONZALEZ LOPEZ MARIA');

/** A plain grey frame (lens covered, a blank sheet): a valid JPEG on which nothing can be read. */
export function greyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A NUBAN that passes the CBN check digit for the bank. */
export function nuban(bankCode: string, serial9: string): string {
  return `${serial9}${nubanCheckDigit(serial9, bankCode)}`;
}

/** A CLABE with its 3-7-1 weighted check digit. */
export function clabe(first17: string): string {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((s, d, i) => s + ((Number(d) * weights[i % 3]) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

export function curp(first17: string): string {
  return `${first17}${curpCheckDigit(first17)}`;
}

/** Opens a picker field's sheet, optionally searches, and taps the option. */
export async function pickOption(
  page: Page,
  field: string,
  value: string,
  search?: string,
  beforeChoosing?: () => Promise<void>,
): Promise<void> {
  await page.getByTestId(field).click();
  const sheet = page.getByTestId(`sheet-${field}`);
  await sheet.locator('.option-sheet-header').waitFor({ state: 'visible' });
  if (search) await sheet.locator('input').fill(search);
  await beforeChoosing?.();
  const option = page.getByTestId(`option-${field}-${value}`);
  await option.click();
  await option.waitFor({ state: 'hidden' });
}

/** Taps an option of a chip group. */
export async function chooseChip(page: Page, field: string, value: string): Promise<void> {
  await page.getByTestId(`option-${field}-${value}`).click();
}

/** Chooses a yyyy-mm-dd date in a date field's three lists (year first: it bounds the others). */
export async function pickDate(page: Page, field: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  await page.getByTestId(`${field}-year`).selectOption(String(year));
  await page.getByTestId(`${field}-month`).selectOption(String(month));
  await page.getByTestId(`${field}-day`).selectOption(String(day));
  await page.getByTestId(`${field}-day`).blur();
}

/** Signs up through the web screens from wherever the login prompt opened. */
export async function registerOnScreen(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('to-register').click();
  // The login form unmounts on the way: fill the register form, not the one leaving.
  await page.waitForURL(/#\/user\/register/);
  await page.getByTestId('to-login').waitFor();
  await page.getByTestId('mobile').fill(mobile);
  await page.getByTestId('send-code').click();
  const refused = page.getByTestId('mobile-error');
  const code = await readOtp(mobile).catch(async (error: Error) => {
    throw (await refused.count()) ? new Error(`code refused: ${await refused.textContent()}`) : error;
  });
  await page.getByTestId('code').fill(code);
  await page.getByTestId('submit').click();
}

export { onRoute } from './browser';

/** The text of a field's message, or null when it is not red. */
export async function fieldError(page: Page, field: string): Promise<string | null> {
  const el = page.getByTestId(`error-${field}`);
  return (await el.count()) ? el.textContent() : null;
}

/** Lets smooth scrolling and sheet animations finish, so a screenshot shows the screen at rest. */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(450);
}

/** The name fields as the screen shows them, top to bottom: [field, its label]. */
export function nameFields(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        'input[data-testid="firstName"], input[data-testid="middleName"], input[data-testid="lastName"]',
      ),
    ].map(
      (input) =>
        [input.dataset.testid!, document.querySelector(`label[for="${input.id}"]`)?.textContent ?? ''] as [
          string,
          string,
        ],
    ),
  );
}
