import { and, eq } from 'drizzle-orm';
import { bankAccountSchema, type BankAccount, type MxBankAccount } from '../../../domain/forms/bank-account';
import { formErrors } from '../../../domain/forms/form-errors';
import { stripSeparators } from '../../../domain/forms/raw-input';
import { maskTail } from '../../../domain/identity/mask';
import { fullName } from '../../../domain/identity/name-match';
import type { Market } from '../../../domain/markets/market';
import { MX_BANKS } from '../../../domain/markets/mx/banks';
import { NG_BANKS } from '../../../domain/markets/ng/banks';
import { FIELD, fieldCipher, type FieldCipher } from '../../crypto/field-cipher';
import { loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound, validationError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { marketToday } from '../../../domain/markets/market-date';
import { requireOwnOrder, type NextStep } from '../../db/orders-repo';
import { advanceOnboarding } from '../../db/order-progress';
import {
  addPrimaryBankAccount,
  findOwnBankAccount,
  listBranches,
  updateBankAccount,
  type BankAccountRow,
  type BankAccountValues,
} from './bank-accounts-repo';
import { AccountHeldElsewhere } from './bank-identifiers-repo';
import { borrower } from './borrower';
import { checkBvnPerson } from './bvn-person-check';
import { parseForm } from './form-validation';
import { findPersonalInfo } from './profile-repo';

type Input = Record<string, unknown> & { orderNo?: string; branchCode?: string };

const BANKS: Record<Market, readonly { code: string; name: string }[]> = { ng: NG_BANKS, mx: MX_BANKS };
const BRANCH_CODE = /^[A-Za-z0-9]{1,10}$/;

function isMx(v: BankAccount, market: Market): v is MxBankAccount {
  return market === 'mx';
}

/** A card as its owner sees it: numbers masked, the CVC nowhere (it is never stored). */
export function bankCardView(row: BankAccountRow, cipher: FieldCipher) {
  return {
    id: row.id,
    cardType: row.cardType,
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchCode: row.branchCode,
    accountMasked: maskTail(cipher.decrypt(FIELD.account, row.accountEnc)),
    accountName: row.accountName,
    validPeriod: row.validPeriod,
    bvnMasked: row.bvnEnc ? maskTail(cipher.decrypt(FIELD.bvn, row.bvnEnc)) : null,
    phone: row.phone,
    isPrimary: row.isPrimary,
  };
}

async function holderHint(deps: Deps, userId: number, market: Market): Promise<string | null> {
  const info = await findPersonalInfo(deps.db, userId);
  return info ? fullName(info, market) : null;
}

/**
 * Validates the bank form with the market's schema, resolves the holder's name through the
 * payments provider and returns the columns to store. The CVC is checked by the schema and
 * then dropped here: PCI DSS forbids keeping it.
 */
async function prepareCard(deps: Deps, userId: number, market: Market, input: Input): Promise<BankAccountValues> {
  const now = deps.clock.now();
  const value = parseForm(bankAccountSchema({ market, today: marketToday(market, now) }), input);
  const branchCode = isMx(value, market) ? value.branchCode : input.branchCode?.trim() || undefined;
  if (branchCode !== undefined && !BRANCH_CODE.test(branchCode))
    throw validationError([{ field: 'branchCode', key: 'form.bank.branchCodeInvalid' }]);

  const verification = await deps.payments.verifyAccount({
    market,
    bankCode: value.bankCode,
    accountNumber: value.accountNumber,
    holderHint: await holderHint(deps, userId, market),
  });
  if (!verification.found) throw validationError([{ field: 'accountNumber', key: 'validation.accountNotFound' }]);
  if ('bvn' in value) await checkBvnPerson(deps, userId, value.bvn);

  const cipher = fieldCipher(deps.config.dataKey);
  const mx = isMx(value, market) ? value : null;
  return {
    market,
    cardType: mx ? mx.cardType : 'bankAccount',
    bankCode: value.bankCode,
    bankName: BANKS[market].find((b) => b.code === value.bankCode)?.name ?? value.bankCode,
    branchCode: branchCode ?? null,
    accountEnc: cipher.encrypt(FIELD.account, value.accountNumber),
    accountHash: cipher.lookupHash(FIELD.account, `${market}:${value.bankCode}:${value.accountNumber}`),
    accountLast4: value.accountNumber.slice(-4),
    validPeriod: mx?.validPeriod ?? null,
    bvnEnc: 'bvn' in value ? cipher.encrypt(FIELD.bvn, value.bvn) : null,
    bvnHash: 'bvn' in value ? cipher.lookupHash(FIELD.bvn, value.bvn) : null,
    accountName: verification.accountName,
    phone: value.phone ?? null,
    verifiedAt: now,
  };
}

/**
 * While a payout is on its way (order at 7 Lending) the account it goes to must not change:
 * a re-sent payout would reach the provider under the same idempotency key with another
 * account. The borrower may edit once the money arrives or the payout fails (10 PayFail).
 */
async function refuseWhilePaying(deps: Deps, userId: number): Promise<void> {
  const [paying] = await deps.db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, 7)))
    .limit(1);
  if (paying) throw new ApiError('ACCOUNT_LOCKED_WHILE_PAYING', 409);
}

/** An account number on another borrower's account is refused, in the borrower's words (decision 0088). */
function heldElsewhere(err: unknown): never {
  if (err instanceof AccountHeldElsewhere)
    throw validationError([{ field: 'accountNumber', key: 'validation.accountHeldElsewhere' }]);
  throw err;
}

/** `/user/addBankCard`: the new card becomes the one money is paid to. */
export async function addBankCard(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: Input,
): Promise<{ bankCard: ReturnType<typeof bankCardView>; next: NextStep }> {
  const user = await borrower(deps, userId, app);
  await refuseWhilePaying(deps, userId);
  if (input.orderNo) await requireOwnOrder(deps.db, userId, input.orderNo);
  const values = await prepareCard(deps, userId, user.market, input);
  const row = await addPrimaryBankAccount(deps.db, userId, values, deps.clock.now()).catch(heldElsewhere);
  const next = await advanceOnboarding(deps, userId, input.orderNo);
  return { bankCard: bankCardView(row, fieldCipher(deps.config.dataKey)), next };
}

/** `/user/update-bankCard`: edits one of the caller's cards; anybody else's is not found. */
export async function updateBankCard(deps: Deps, app: AppRow, userId: number, input: Input & { id: number }) {
  const user = await borrower(deps, userId, app);
  // Checked before validating so a stranger's id learns nothing from the field errors.
  if (!(await findOwnBankAccount(deps.db, userId, input.id))) throw notFound();
  await refuseWhilePaying(deps, userId);
  const values = await prepareCard(deps, userId, user.market, input);
  const row = await updateBankAccount(deps.db, userId, input.id, values, deps.clock.now()).catch(heldElsewhere);
  if (!row) throw notFound();
  return { bankCard: bankCardView(row, fieldCipher(deps.config.dataKey)) };
}

const VERIFY_FIELDS = ['bankCode', 'accountNumber', 'cardType'];

/**
 * `/user/verifyBankCard`: name enquiry before the form is sent. The number is checked with the
 * bank form's own rules (only its bank, number and card-type messages apply here).
 */
export async function verifyBankCard(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { bankCode: string; accountNumber: string; cardType?: string },
) {
  const user = await borrower(deps, userId, app);
  const accountNumber = stripSeparators(input.accountNumber.trim());
  const probe = {
    bankCode: input.bankCode,
    accountNumber,
    confirmAccountNumber: accountNumber,
    cardType: input.cardType ?? 'CLABE',
  };
  const parsed = bankAccountSchema({
    market: user.market,
    today: marketToday(user.market, deps.clock.now()),
  }).safeParse(probe);
  if (!parsed.success) {
    const fields = Object.entries(formErrors(parsed.error).fields).filter(([field]) => VERIFY_FIELDS.includes(field));
    if (fields.length) throw validationError(fields.map(([field, key]) => ({ field, key: key as string })));
  }
  const result = await deps.payments.verifyAccount({
    market: user.market,
    bankCode: input.bankCode,
    accountNumber,
    holderHint: await holderHint(deps, userId, user.market),
  });
  return result.found ? { verified: true, accountName: result.accountName } : { verified: false, accountName: null };
}

/** `/user/getBankBranch`: the operator-maintained branches of a bank; none is a valid answer. */
export async function bankBranches(deps: Deps, app: AppRow, userId: number, input: { bankCode: string }) {
  const user = await borrower(deps, userId, app);
  return { branches: await listBranches(deps.db, user.market, input.bankCode) };
}
