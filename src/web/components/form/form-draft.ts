/**
 * A draft of an onboarding form kept on the device (issue 21 point 11): what the borrower typed
 * survives a reload and a lost connection, per user, until the form is submitted or the borrower
 * logs out. Identity numbers (CURP, RFC, NSS, NIN, BVN), account numbers and card data are never
 * written: a shared phone's storage is readable by anyone holding it, and these are short to
 * type again (decision 0058).
 */
const PREFIX = 'draft:';

/** What a form holds, field by field. */
export type FormValues = Record<string, unknown>;

/** Fields never kept in a draft, whatever form they are in. */
export const NEVER_DRAFTED: ReadonlySet<string> = new Set([
  'nationalId',
  'rfc',
  'nss',
  'nin',
  'bvn',
  'curp',
  'accountNumber',
  'confirmAccountNumber',
  'validPeriod',
  'cvc',
]);

export interface DraftKey {
  /** The form: 'personal', 'additional', 'bank', 'questionnaire'. */
  form: string;
  userId: number;
}

const keyOf = (d: DraftKey) => `${PREFIX}${d.userId}:${d.form}`;

export function readDraft(d: DraftKey): FormValues {
  try {
    const raw = localStorage.getItem(keyOf(d));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([k, v]) => !NEVER_DRAFTED.has(k) && (typeof v === 'string' || typeof v === 'number'),
      ),
    );
  } catch {
    return {};
  }
}

export function writeDraft(d: DraftKey, values: FormValues): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => !NEVER_DRAFTED.has(k) && v !== undefined && v !== null && v !== ''),
  );
  try {
    if (Object.keys(kept).length === 0) localStorage.removeItem(keyOf(d));
    else localStorage.setItem(keyOf(d), JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the form still works, only without a draft.
  }
}

export function clearDraft(d: DraftKey): void {
  try {
    localStorage.removeItem(keyOf(d));
  } catch {
    /* see writeDraft */
  }
}

/** Logging out forgets every draft on the device, whoever's. */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    /* see writeDraft */
  }
}
