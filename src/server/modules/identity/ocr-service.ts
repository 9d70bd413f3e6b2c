import { isValidCurp } from '../../../domain/identity/curp';
import type { Market } from '../../../domain/markets/market';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { takeBudget } from '../../limits/rate-counter';
import { findPersonalInfo } from '../profile';
import { recordOcrReading } from './checks-repo';
import { documentMismatch, type DocumentField, type TypedDocumentPerson } from './document-match';
import type { IdentityProviders } from './identity-providers';
import { IMAGE_KINDS } from './image-kinds';
import { currentImage } from './images-repo';
import { readCurp } from './read-curp';

const NOTHING_READ = { nationalId: null, confidence: 0, documentMismatch: false };

/** OCR reads Mexico's CURP only; a Nigerian ID's numbers are typed (BVN) or come from the bank. */
const READS_CURP: Record<Market, boolean> = { mx: true, ng: false };

/** Unreadable readings of one borrower's ID front: the first asks for a retake, a later one lets them go on. */
const UNREAD_SCOPE = 'identity.ocrUnread';
const RETAKES_ASKED = 1;
/**
 * Readings of an INE naming another person: the first asks to correct, a later one goes on to a person (decision 0088).
 */
const MISMATCH_SCOPE = 'identity.documentMismatch';
const CORRECTIONS_ASKED = 1;
const COUNT_MEMORY_MS = 30 * 86_400_000;

/** What the borrower typed in personal info, the CURP decrypted in memory only. */
async function typedPerson(deps: Deps, userId: number): Promise<TypedDocumentPerson | null> {
  const info = await findPersonalInfo(deps.db, userId);
  if (!info) return null;
  const curp = info.nationalIdEnc
    ? fieldCipher(deps.config.dataKey).decrypt(FIELD.nationalId, info.nationalIdEnc)
    : null;
  return {
    firstName: info.firstName,
    middleName: info.middleName,
    lastName: info.lastName,
    birthDate: info.birthday,
    curp,
  };
}

/** One more count of a borrower's readings in `scope` (one atomic upsert keyed by the signed-in borrower). */
async function countReading(deps: Deps, scope: string, userId: number, now: Date): Promise<number> {
  return (await takeBudget(deps.db, scope, String(userId), 1_000_000, new Date(now.getTime() + COUNT_MEMORY_MS))) ?? 0;
}

const mismatchError = (fields: DocumentField[]) =>
  new ApiError(
    'ID_MISMATCH',
    400,
    {},
    fields.map((field) => ({ field, key: `identity.mismatch.${field}` })),
  );

/**
 * Reads the CURP from the caller's current ID front. When the engine read the photo and found no
 * CURP on it (look-alike letters and digits already tried, readCurp), the photo is what failed:
 * it answers ID_UNREADABLE and the screen asks for a retake (decision 0028), as for a failed face.
 * Never a dead end: from the second unreadable reading on, a borrower whose typed CURP is valid
 * goes on with it — the answer is "nothing read", the typed CURP goes to RENAPO through the
 * identity vendor at the assessment like every CURP, and the console shows the order's
 * document as unread. It never fails for the engine's sake: with no engine, a crash or a
 * timeout it answers nothing read, and the CURP typed in personal info (already validated) stands.
 *
 * A CURP read is compared with the person typed (decision 0088): the CURP exactly, the name and
 * birth date printed on the INE where they were read. An INE naming someone else answers
 * ID_MISMATCH naming the fields, never what the INE says; the reading is kept either way, so
 * the assessment sends an application still on another person's INE to a person. From the
 * second such reading on the borrower goes on, told a person will check the application.
 */
export async function readIdFront(deps: Deps, providers: IdentityProviders, market: Market, userId: number) {
  const front = await currentImage(deps.db, userId, 'idFront');
  if (!front) throw new ApiError('IMAGE_ORDER', 400, {}, [{ field: 'idFront', key: IMAGE_KINDS.idFront.missingKey }]);
  if (!READS_CURP[market]) return NOTHING_READ;

  let result = null;
  try {
    const image = await providers.storage.get(front.storageKey);
    result = image ? await providers.ocr.recognize(image) : null;
  } catch (err) {
    deps.log.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'id front ocr failed');
  }
  const now = deps.clock.now();
  if (!result) return NOTHING_READ;
  const typed = await typedPerson(deps, userId);
  const curp = readCurp(result.text, now.getUTCFullYear());
  if (!curp) {
    const unread = await countReading(deps, UNREAD_SCOPE, userId, now);
    if (unread <= RETAKES_ASKED || !(typed?.curp && isValidCurp(typed.curp))) throw new ApiError('ID_UNREADABLE');
    return NOTHING_READ;
  }

  const mismatch = typed ? documentMismatch(typed, curp, result.text) : [];
  await recordOcrReading(
    deps.db,
    userId,
    fieldCipher(deps.config.dataKey).encrypt(FIELD.ocrNationalId, curp),
    mismatch.length > 0 ? mismatch : null,
    now,
  );
  if (mismatch.length === 0) return { nationalId: curp, confidence: result.confidence, documentMismatch: false };
  if ((await countReading(deps, MISMATCH_SCOPE, userId, now)) <= CORRECTIONS_ASKED) throw mismatchError(mismatch);
  return { ...NOTHING_READ, documentMismatch: true };
}
