import { isValidCurp } from '../../../domain/identity/curp';
import type { Market } from '../../../domain/markets/market';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { takeBudget } from '../../limits/rate-counter';
import { findPersonalInfo } from '../profile';
import { recordOcrReading } from './checks-repo';
import type { IdentityProviders } from './identity-providers';
import { IMAGE_KINDS } from './image-kinds';
import { currentImage } from './images-repo';
import { readCurp } from './read-curp';

const NOTHING_READ = { nationalId: null, confidence: 0 };

/** OCR reads Mexico's CURP only; a Nigerian ID's numbers are typed (BVN) or come from the bank. */
const READS_CURP: Record<Market, boolean> = { mx: true, ng: false };

/** Unreadable readings of one borrower's ID front: the first asks for a retake, a later one lets them go on. */
const UNREAD_SCOPE = 'identity.ocrUnread';
const RETAKES_ASKED = 1;
const UNREAD_MEMORY_MS = 30 * 86_400_000;

/** The CURP the borrower typed in personal info, when it is there and valid. */
async function typedCurp(deps: Deps, userId: number): Promise<string | null> {
  const info = await findPersonalInfo(deps.db, userId);
  const curp = info?.nationalIdEnc ? fieldCipher(deps.config.dataKey).decrypt(FIELD.nationalId, info.nationalIdEnc) : null;
  return curp && isValidCurp(curp) ? curp : null;
}

/**
 * Reads the CURP from the caller's current ID front. When the engine read the photo and found no
 * CURP on it (look-alike letters and digits already tried, readCurp), the photo is what failed:
 * it answers ID_UNREADABLE and the screen asks for a retake (SPEC §5), as for a failed face.
 * Never a dead end: from the second unreadable reading on, a borrower whose typed CURP is valid
 * goes on with it — the answer is "nothing read", the typed CURP goes to RENAPO through the
 * identity vendor at the assessment like every CURP, and the console shows the order's
 * document as unread. It never fails for the engine's sake: with no engine, a crash or a
 * timeout it answers nothing read, and the CURP typed in personal info (already validated) stands.
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
  const curp = readCurp(result.text, now.getUTCFullYear());
  if (!curp) {
    // The count is one atomic upsert keyed by the signed-in borrower: parallel reads cannot skip the retake.
    const unread = await takeBudget(deps.db, UNREAD_SCOPE, String(userId), 1_000_000, new Date(now.getTime() + UNREAD_MEMORY_MS));
    if ((unread ?? 0) <= RETAKES_ASKED || !(await typedCurp(deps, userId))) throw new ApiError('ID_UNREADABLE');
    return NOTHING_READ;
  }

  await recordOcrReading(deps.db, userId, fieldCipher(deps.config.dataKey).encrypt(FIELD.ocrNationalId, curp), now);
  return { nationalId: curp, confidence: result.confidence };
}
