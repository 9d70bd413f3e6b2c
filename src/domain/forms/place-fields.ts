import { fail, pass, type Checked } from './checked';
import { charCount, readText } from './raw-input';

export const ADDRESS_MIN_LENGTH = 2;
export const ADDRESS_MAX_LENGTH = 100;
export const PLACE_MAX_LENGTH = 100;

/**
 * The states and their cities (districts, municipios) live with each market's data; forms
 * receive them so the same rule checks the pickers' values in the browser and on the server.
 */
export interface PlaceDirectory {
  hasState(state: string): boolean;
  hasCity(state: string, city: string): boolean;
}

export function checkAddress(raw: unknown): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.address');
  if (read.kind === 'wrongType') return fail('form.address.length');
  const address = read.text.replace(/\s+/g, ' ');
  const length = charCount(address);
  if (length < ADDRESS_MIN_LENGTH || length > ADDRESS_MAX_LENGTH) return fail('form.address.length');
  return pass(address);
}

/** A place name as picked; whether it exists is a cross rule because a city depends on its state. */
export function checkPlaceName(raw: unknown): Checked<string | undefined> {
  const read = readText(raw);
  if (read.kind === 'missing') return pass(undefined);
  if (read.kind === 'wrongType') return fail('form.invalidOption');
  const name = read.text.replace(/\s+/g, ' ');
  return charCount(name) > PLACE_MAX_LENGTH ? fail('form.text.tooLong') : pass(name);
}
