import type { Language } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { complaintsOfUser } from '../complaints';

/**
 * The caller's complaints in the export (issue 28.6): each case as the borrower follows it in the
 * app — its number, category, status, words, deadline and every answer — scoped by user id in the
 * query. The case words are the borrower's own; the texts need no language.
 */
export async function complaintsForExport(
  deps: Deps,
  userId: number,
  _lang: Language,
): Promise<Record<string, unknown>[]> {
  return complaintsOfUser(deps.db, userId);
}
