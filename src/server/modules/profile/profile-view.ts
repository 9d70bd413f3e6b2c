import { maskTail } from '../../../domain/identity/mask';
import type { Market } from '../../../domain/markets/market';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import type { Deps } from '../../deps';
import { listBankAccounts } from './bank-accounts-repo';
import { bankCardView } from './bank-cards-service';
import {
  findAdditionInfo,
  findPersonalInfo,
  findQuestionnaire,
  identityProgress,
  type AdditionInfoRow,
  type PersonalInfoRow,
} from './profile-repo';

/** Drops empty columns: a form prefilled from this sees "not given", not null. */
function present(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined));
}

function personalView(row: PersonalInfoRow, decrypt: (purpose: string, value: string) => string) {
  const {
    userId: _u,
    createdAt: _c,
    updatedAt: _up,
    nationalIdEnc,
    nationalIdHash: _h,
    rfcEnc,
    nssEnc,
    ...plain
  } = row;
  const masked = (purpose: string, value: string | null) => (value ? maskTail(decrypt(purpose, value)) : null);
  return present([
    ...Object.entries(plain),
    ['nationalId', masked(FIELD.nationalId, nationalIdEnc)],
    ['rfc', masked(FIELD.rfc, rfcEnc)],
    ['nss', masked(FIELD.nss, nssEnc)],
  ]);
}

/** Paydays are stored as text; a day of the month goes back as the number the form picked. */
const payday = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : value);

function additionView(row: AdditionInfoRow) {
  const { userId: _u, createdAt: _c, updatedAt: _up, monthlyPayday, monthlyPaydayTwo, ...plain } = row;
  return present([
    ...Object.entries(plain),
    ['monthlyPayday', payday(monthlyPayday)],
    ['monthlyPaydayTwo', payday(monthlyPaydayTwo)],
  ]);
}

/** The caller's saved profile for getUserInfo: each section as saved, identity and account numbers masked. */
export async function loadProfile(deps: Deps, userId: number, market: Market) {
  const cipher = fieldCipher(deps.config.dataKey);
  const [personal, addition, identity, cards, questionnaire] = await Promise.all([
    findPersonalInfo(deps.db, userId),
    findAdditionInfo(deps.db, userId),
    identityProgress(deps.db, userId),
    listBankAccounts(deps.db, userId),
    findQuestionnaire(deps.db, userId),
  ]);
  return {
    market,
    personalInfo: personal ? personalView(personal, (purpose, value) => cipher.decrypt(purpose, value)) : null,
    additionInfo: addition ? additionView(addition) : null,
    identity,
    bankCards: cards.map((row) => bankCardView(row, cipher)),
    questionnaire,
  };
}
