import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CURRENT_LOAN_AGREEMENT_VERSION,
  renderLoanAgreement,
  type LoanAgreementVersion,
} from '../../../domain/agreements/loan-agreement';
import type { LoanAgreementFigures } from '../../../domain/agreements/loan-agreement-figures';
import { maskTail } from '../../../domain/identity/mask';
import { fullName } from '../../../domain/identity/name-match';
import type { Language, Market } from '../../../domain/markets/market';
import type { Quote } from '../../../domain/pricing/quote';
import type { ProductTerms } from '../../../domain/products/product';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { apps, bankAccounts, personalInfos } from '../../db/schema';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../ledger/post';
import { marketToday } from '../../../domain/markets/market-date';
import { registrationsOf } from '../../settings/registration-settings';
import type { OrderRow } from '../../db/orders-repo';

export interface AgreementDocument {
  version: LoanAgreementVersion;
  language: Language;
  html: string;
  sha256: string;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The borrower as the agreement names them: full name and a masked CURP (Mexico) or BVN (Nigeria). */
async function borrowerParty(
  db: DbOrTx,
  userId: number,
  market: Market,
  dataKey: string,
): Promise<LoanAgreementFigures['borrower']> {
  const cipher = fieldCipher(dataKey);
  const [info] = await db.select().from(personalInfos).where(eq(personalInfos.userId, userId)).limit(1);
  const name = info ? fullName(info, market) : '—';
  if (market === 'mx') {
    return {
      fullName: name,
      idLabel: 'CURP',
      idMasked: info?.nationalIdEnc ? maskTail(cipher.decrypt(FIELD.nationalId, info.nationalIdEnc)) : null,
    };
  }
  const [account] = await db
    .select({ bvnEnc: bankAccounts.bvnEnc })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.updatedAt))
    .limit(1);
  return {
    fullName: name,
    idLabel: 'BVN',
    idMasked: account?.bvnEnc ? maskTail(cipher.decrypt(FIELD.bvn, account.bvnEnc)) : null,
  };
}

/**
 * The loan agreement of an order for a quote, rendered in the borrower's language with the
 * current version. The lender is the app the order was made in. The same inputs on the same
 * day give the same bytes, so the hash shown with /loan/loanAgreement matches at get-money.
 */
export async function loanAgreementFor(
  deps: Deps,
  order: OrderRow,
  product: ProductTerms,
  quote: Quote,
  lang: Language,
  now: Date,
  version: LoanAgreementVersion = CURRENT_LOAN_AGREEMENT_VERSION,
): Promise<AgreementDocument> {
  const [app] = await deps.db
    .select({ appName: apps.appName, supportEmail: apps.supportEmail })
    .from(apps)
    .where(eq(apps.packageName, order.packageName))
    .limit(1);
  const figures: LoanAgreementFigures = {
    orderNo: order.orderNo,
    market: product.market,
    agreementDate: marketToday(product.market, now),
    lender: {
      appName: app?.appName ?? order.packageName,
      supportEmail: app?.supportEmail ?? '',
      contractRegistration: registrationsOf(deps.config.registrations, product.market).reca,
    },
    borrower: await borrowerParty(deps.db, order.userId, product.market, deps.config.dataKey),
    quote,
    rates: { processingFeePpmPerDay: product.processingFeePpmPerDay, feeTaxPpm: product.feeTaxPpm },
  };
  const html = renderLoanAgreement(figures, lang, version);
  return { version, language: lang, html, sha256: sha256Hex(html) };
}
