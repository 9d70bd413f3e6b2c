import { choice, text, url, type SettingsShape } from '../../settings/setting-types';

const check = (what: string, vendor: string, market: string) =>
  choice(['sandbox', vendor], {
    doc: `${what} in ${market}: \`sandbox\` (answers "match" for anyone; production refuses it) or \`${vendor}\`.`,
    default: 'sandbox',
  });

/** Which vendor checks identity and liveness per market (decisions 0046, 0047). */
export const IDENTITY_SETTINGS = {
  IDENTITY_NG: check('BVN and NIN lookup', 'dojah', 'Nigeria'),
  LIVENESS_NG: check('Selfie liveness and face match', 'dojah', 'Nigeria'),
  IDENTITY_MX: check('CURP lookup against RENAPO', 'argos', 'Mexico'),
  LIVENESS_MX: check('Selfie liveness and face match', 'argos', 'Mexico'),
} satisfies SettingsShape;

export const DOJAH_SETTINGS = {
  DOJAH_APP_ID: text({ doc: 'Dojah app id (`AppId` header).' }),
  DOJAH_SECRET_KEY: text({ doc: 'Dojah secret key (`Authorization` header).', secret: true }),
  DOJAH_BASE_URL: url({ doc: 'Dojah API address.', default: 'https://api.dojah.io' }),
} satisfies SettingsShape;

export const ARGOS_SETTINGS = {
  ARGOS_API_KEY: text({ doc: 'ARGOS Identity API key (`x-api-key` header).', secret: true }),
  ARGOS_BASE_URL: url({ doc: 'ARGOS Identity API address.', default: 'https://idverify-api.argosidentity.com' }),
} satisfies SettingsShape;
