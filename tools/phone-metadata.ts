/**
 * Writes libphonenumber-js's "max" metadata cut down to the two markets' countries (NG, MX)
 * into src/domain/identity/phone-metadata.json. The full set is large in the browser;
 * ours holds two countries. "max" because we need number types (mobile or not), which "min" lacks.
 * Run after upgrading libphonenumber-js: `node --import tsx tools/phone-metadata.ts`
 * (a test fails until the file matches the installed library).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

export const PHONE_COUNTRIES = ['NG', 'MX'] as const;
export const PHONE_METADATA_FILE = resolve(import.meta.dirname ?? '.', '../src/domain/identity/phone-metadata.json');

interface MetadataJson {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

export function marketPhoneMetadata(): MetadataJson {
  const require = createRequire(import.meta.url);
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8')) as MetadataJson;
  const keep = new Set<string>(PHONE_COUNTRIES);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((c) => keep.has(c))] as const)
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(PHONE_COUNTRIES.map((c) => [c, full.countries[c]]));
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('phone-metadata.ts')) {
  writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(marketPhoneMetadata())}\n`);
  process.stdout.write(`wrote ${PHONE_METADATA_FILE}\n`);
}
