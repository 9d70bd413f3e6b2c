import { SETTING_AREAS } from '../config';
import { SETTING_FORMS } from './setting-forms';
import { settingDoc, type Setting } from './setting-types';

/** The setting's meaning, and the form its value must have when setting-forms.ts checks one at start. */
function described(name: string, setting: Setting): { doc: string; shown: string } {
  const { doc, shown } = settingDoc(setting);
  const form = SETTING_FORMS[name];
  return { doc: form ? `${doc} Must be ${form.what}.` : doc, shown };
}

const HEADER = `# Presta's settings, made from the settings schema (src/server/config.ts and the areas it
# composes) by \`npm run settings:doc\`: edit the schema, not this file. Every line is commented
# out and shows the default; a value that does not fit stops the start naming the variable.
#
# One market (docs/operations.md "One market", decision 0070): production asks for the vendors of
# the markets in MARKETS only.
# - Nigeria alone: MARKETS=ng, PAYOUTS_NG, COLLECTIONS_NG=vendors with COLLECTION_VENDORS_NG
#   (any of paystack, flutterwave, monnify) and their keys, SMS_VENDORS_NG, IDENTITY_NG and
#   LIVENESS_NG=dojah; leave every Mexican setting (…_MX, STP_*, CONEKTA_*, ARGOS_*) unset.
# - Mexico alone: MARKETS=mx, PAYOUTS_MX=stp, COLLECTIONS_MX=vendors (Conekta and STP),
#   SMS_VENDORS_MX, IDENTITY_MX and LIVENESS_MX=argos; leave every Nigerian setting unset.
`;

/** `.env.example`: every setting with its meaning and default, by area. */
export function envExample(): string {
  const blocks = SETTING_AREAS.map(({ title, shape }) => {
    const lines = Object.entries(shape).map(([name, setting]) => {
      const { doc, shown } = described(name, setting);
      const value = /^(unset|empty|generated)/.test(shown) || shown.includes(' ') ? '' : shown;
      const note = value === shown ? '' : ` (default: ${shown})`;
      return `# ${doc}${note}\n# ${name}=${value}`;
    });
    return `\n## ${title}\n\n${lines.join('\n\n')}\n`;
  });
  return `${HEADER}${blocks.join('')}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The README's settings table, one row per setting. */
export function settingsTable(): string {
  const rows = SETTING_AREAS.flatMap(({ shape }) =>
    Object.entries(shape).map(([name, setting]) => {
      const { doc, shown } = described(name, setting);
      return `| \`${name}\` | ${/^(unset|empty)$/.test(shown) ? shown : `\`${cell(shown)}\``} | ${cell(doc)} |`;
    }),
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export const TABLE_START = '<!-- settings table: npm run settings:doc -->';
export const TABLE_END = '<!-- end of settings table -->';

/** The README with its table replaced by the schema's. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md must hold the settings table between ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
