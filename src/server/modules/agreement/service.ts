import type { CallOutput } from '../../../domain/api/contracts';
import type { Language } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { assertOfferOpen, OPEN_OFFER_STATUSES, priceOffer } from './offer-quote';
import { requireOwnOrder } from '../../db/orders-repo';
import { findAcceptance, listAcceptances } from './acceptances-repo';
import { loanAgreementFor } from './agreement-document';

/**
 * `/loan/loanAgreement`: the agreement the borrower would sign for this amount and term on an
 * open offer, with the real figures and the current version. Once an order was confirmed it
 * answers the accepted text instead: the agreement of a loan never changes after signing.
 */
export async function loanAgreement(
  deps: Deps,
  lang: Language,
  userId: number,
  input: { orderNo: string; amount: number; days: number },
): Promise<CallOutput<'/loan/loanAgreement'>> {
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (!OPEN_OFFER_STATUSES.includes(order.status)) {
    const accepted = await findAcceptance(deps.db, userId, order.orderNo);
    if (accepted) return documentView(order.orderNo, accepted.acceptance);
  }
  const now = deps.clock.now();
  assertOfferOpen(order, now);
  const { product, quote } = await priceOffer(deps.db, order, input.amount, input.days, now);
  const document = await loanAgreementFor(deps, order, product, quote, lang, now);
  return { orderNo: order.orderNo, kind: 'loan', ...document };
}

function documentView(
  orderNo: string,
  a: { kind: 'loan' | 'renewal'; version: string; language: 'en' | 'es'; html: string; sha256: string },
) {
  return { orderNo, kind: a.kind, version: a.version, language: a.language, html: a.html, sha256: a.sha256 };
}

/** `/loan/get-money/contract`: the accepted agreement of one of the caller's orders, as stored. */
export async function acceptedContract(
  deps: Deps,
  userId: number,
  orderNo: string,
): Promise<CallOutput<'/loan/get-money/contract'>> {
  const row = await findAcceptance(deps.db, userId, orderNo);
  if (!row) throw notFound();
  return { ...documentView(row.orderNo, row.acceptance), acceptedAt: row.acceptance.acceptedAt.toISOString() };
}

/** `/loan/agreement/list`: what the caller accepted, for /user_center/agreement_list. */
export async function agreementList(deps: Deps, userId: number): Promise<CallOutput<'/loan/agreement/list'>> {
  const rows = await listAcceptances(deps.db, userId);
  return { agreements: rows.map((r) => ({ ...r, acceptedAt: r.acceptedAt.toISOString() })) };
}
