import type { PersonalInfo, PersonalInfoMx } from '../../../domain/forms/personal-info';
import { personalInfoSchema } from '../../../domain/forms/personal-info-schema';
import type { Market } from '../../../domain/markets/market';
import { placeDirectory } from '../../../domain/markets/place-directory';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { marketToday } from '../../../domain/markets/market-date';
import type { NextStep } from '../../db/orders-repo';
import { requireOwnOrder } from '../../db/orders-repo';
import { advanceOnboarding } from '../../db/order-progress';
import { borrower } from './borrower';
import { parseForm } from './form-validation';
import { ownerOfNationalId, upsertPersonalInfo, type PersonalInfoValues } from './profile-repo';
import { isUniqueViolation } from './unique-violation';
import { recordClash, resolveClashesOf } from './identity-clashes-repo';

function isMx(value: PersonalInfo, market: Market): value is PersonalInfoMx {
  return market === 'mx';
}

/** The row to store: Mexican identity numbers encrypted, the CURP also hashed for its uniqueness index. */
function toRow(deps: Deps, userId: number, market: Market, v: PersonalInfo): PersonalInfoValues {
  const cipher = fieldCipher(deps.config.dataKey);
  const mx = isMx(v, market) ? v : null;
  return {
    userId,
    firstName: v.firstName,
    middleName: v.middleName ?? null,
    lastName: v.lastName,
    gender: v.gender,
    birthday: v.birthday,
    education: v.education,
    maritalStatus: v.maritalStatus,
    whatsappNo: v.whatsappNo ?? null,
    alternativePhone: v.alternativePhone ?? null,
    email: v.email,
    loanPurpose: v.loanPurpose,
    residenceType: v.residenceType,
    state: v.state,
    city: v.city,
    address: v.address,
    pinCode: v.pinCode ?? null,
    county: v.county ?? null,
    cityOfBirth: v.cityOfBirth ?? null,
    language: v.language ?? null,
    nationalIdEnc: mx ? cipher.encrypt(FIELD.nationalId, mx.nationalId) : null,
    nationalIdHash: mx ? cipher.lookupHash(FIELD.nationalId, mx.nationalId) : null,
    rfcEnc: mx?.rfc ? cipher.encrypt(FIELD.rfc, mx.rfc) : null,
    nssEnc: mx?.nss ? cipher.encrypt(FIELD.nss, mx.nss) : null,
  };
}

/** `/user/saveBasicInfo` and `-market`: basic info and residence with the market's rules. */
export async function saveBasicInfo(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { orderNo?: string } & Record<string, unknown>,
): Promise<NextStep> {
  const user = await borrower(deps, userId, app);
  if (input.orderNo) await requireOwnOrder(deps.db, userId, input.orderNo);
  const now = deps.clock.now();
  const schema = personalInfoSchema({
    market: user.market,
    today: marketToday(user.market, now),
    places: placeDirectory(user.market),
  });
  const value = parseForm(schema, input);
  const row = toRow(deps, userId, user.market, value);

  // One CURP, one borrower. A CURP another account holds is saved all the same, without its
  // lookup hash, and the clash is queued for an operator, naming the other account (decision
  // 0088): the answer never says whose CURP it is, and whoever typed it first cannot lock its
  // owner out. The unique index settles a race.
  const hash = row.nationalIdHash ?? null;
  const owner = hash === null ? null : await ownerOfNationalId(deps.db, hash);
  const clashes = owner !== null && owner !== userId;
  try {
    await upsertPersonalInfo(deps.db, clashes ? { ...row, nationalIdHash: null } : row, now);
  } catch (err) {
    if (!hash || !isUniqueViolation(err, 'personal_infos_national_id_uq')) throw err;
    await upsertPersonalInfo(deps.db, { ...row, nationalIdHash: null }, now);
    await recordClash(
      deps.db,
      { userId, kind: 'curp', hash, otherUserId: await ownerOfNationalId(deps.db, hash) },
      now,
    );
    return advanceOnboarding(deps, userId, input.orderNo);
  }
  if (clashes && hash !== null) await recordClash(deps.db, { userId, kind: 'curp', hash, otherUserId: owner }, now);
  else await resolveClashesOf(deps.db, userId, 'curp', now);
  return advanceOnboarding(deps, userId, input.orderNo);
}
