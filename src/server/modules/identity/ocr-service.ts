import type { Market } from '../../../domain/markets/market';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { recordOcrReading } from './checks-repo';
import type { IdentityProviders } from './identity-providers';
import { IMAGE_KINDS } from './image-kinds';
import { currentImage } from './images-repo';
import { readCurp } from './read-curp';

const NOTHING_READ = { nationalId: null, confidence: 0 };

/** OCR reads Mexico's CURP only; a Nigerian ID's numbers are typed (BVN) or come from the bank. */
const READS_CURP: Record<Market, boolean> = { mx: true, ng: false };

/**
 * Reads the CURP from the caller's current ID front. When the engine read the photo and found no
 * CURP on it, the photo is what failed: it answers ID_UNREADABLE and the screen asks for a
 * retake (SPEC §5), as for a failed face. It never fails for the engine's sake: with no engine,
 * a crash or a timeout it answers nothing read, and the CURP typed in personal info (already
 * validated) stands.
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
  if (!curp) throw new ApiError('ID_UNREADABLE');

  await recordOcrReading(deps.db, userId, fieldCipher(deps.config.dataKey).encrypt(FIELD.ocrNationalId, curp), now);
  return { nationalId: curp, confidence: result.confidence };
}
