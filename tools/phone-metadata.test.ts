import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marketPhoneMetadata, PHONE_METADATA_FILE } from './phone-metadata';

describe('the phone metadata the app ships', () => {
  it('is exactly the installed libphonenumber-js data for NG and MX (regenerate after an upgrade)', () => {
    const shipped = JSON.parse(readFileSync(PHONE_METADATA_FILE, 'utf8'));
    expect(shipped).toEqual(marketPhoneMetadata());
    expect(Object.keys(shipped.countries)).toEqual(['NG', 'MX']);
  });
});
