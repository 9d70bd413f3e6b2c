import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import {
  additionInfos,
  assessments,
  bankAccounts,
  decisionReviews,
  identityChecks as identityCheckRows,
  identityImages,
  identityVerifications,
  ledgerEntries,
  ledgerTransactions,
  loanOrders,
  orderStatusHistory,
  personalInfos,
  products,
  questionnaires,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { recordAudit, requireOperator } from '../operator';
import { orderBureauView } from '../bureau';
import { openClashesOf } from '../profile';
import { revealsLeft, takeReveal } from './reveal-limit';
import { mask, page, PAGE_SIZE, pageQuery } from './paging';
import { parseInput } from '../../http/parse-input';
import { orderAndKindParams, orderParam, parsePath } from './console-params';

const imageKind = z.enum(['idBack', 'idFront', 'face']);
/** The ID's sides show the numbers Reveal protects: each view is counted with the reveals and audited. */
const idSide = z.enum(['idBack', 'idFront']);

/**
 * The reviewer's side: the queue of orders the scorecard sent to manual review, and one order
 * in full (application, profile with masked IDs, photos, questionnaire, score and reasons,
 * bank account, status timeline and ledger) — also what collections read for a loan.
 */
export function reviewRoutes(app: FastifyInstance, deps: Deps) {
  const cipher = () => fieldCipher(deps.config.dataKey);
  const maskedField = (purpose: string, enc: string | null) => (enc ? mask(cipher().decrypt(purpose, enc)) : null);

  app.get('/api/admin/review-queue', async (req) => {
    requireOperator(req);
    const { after } = parseInput(pageQuery, req.query);
    const rows = await deps.db
      .select({
        id: loanOrders.id,
        orderNo: loanOrders.orderNo,
        packageName: loanOrders.packageName,
        submittedAt: loanOrders.submittedAt,
        score: assessments.score,
        limit: assessments.limit,
        reasons: assessments.reasons,
        firstName: personalInfos.firstName,
        middleName: personalInfos.middleName,
        lastName: personalInfos.lastName,
      })
      .from(loanOrders)
      .innerJoin(assessments, and(eq(assessments.orderId, loanOrders.id), eq(assessments.outcome, 'review')))
      .leftJoin(personalInfos, eq(personalInfos.userId, loanOrders.userId))
      .where(and(eq(loanOrders.status, 1), after ? gt(loanOrders.id, after) : undefined))
      .orderBy(asc(loanOrders.id))
      .limit(PAGE_SIZE + 1);
    return ok(requestLanguage(req), page(rows));
  });

  const orderOr404 = async (orderNo: string) => {
    const [order] = await deps.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).limit(1);
    if (!order) throw notFound();
    return order;
  };

  app.get('/api/admin/orders/:orderNo', async (req) => {
    const actor = requireOperator(req);
    const order = await orderOr404(parsePath(orderParam, req.params).orderNo);
    const uid = order.userId;
    const [
      [user],
      [profile],
      [work],
      [answers],
      [assessment],
      images,
      [account],
      history,
      ledger,
      [product],
      identityChecks,
      [check],
      photoViews,
      clashes,
    ] = await Promise.all([
      deps.db.select().from(users).where(eq(users.id, uid)).limit(1),
      deps.db.select().from(personalInfos).where(eq(personalInfos.userId, uid)).limit(1),
      deps.db.select().from(additionInfos).where(eq(additionInfos.userId, uid)).limit(1),
      deps.db.select().from(questionnaires).where(eq(questionnaires.userId, uid)).limit(1),
      deps.db.select().from(assessments).where(eq(assessments.orderId, order.id)).limit(1),
      deps.db
        .select({
          kind: identityImages.kind,
          livenessScore: identityImages.livenessScore,
          createdAt: identityImages.createdAt,
        })
        .from(identityImages)
        .where(and(eq(identityImages.userId, uid), isNull(identityImages.replacedAt))),
      deps.db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, uid), isNull(bankAccounts.deletedAt), eq(bankAccounts.isPrimary, true)))
        .limit(1),
      deps.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.id)),
      deps.db
        .select({
          id: ledgerEntries.id,
          account: ledgerEntries.account,
          debit: ledgerEntries.debit,
          credit: ledgerEntries.credit,
          currency: ledgerEntries.currency,
          kind: ledgerTransactions.kind,
          memo: ledgerTransactions.memo,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerEntries.orderId, order.id))
        .orderBy(asc(ledgerEntries.id)),
      deps.db
        .select({ code: products.code, currency: products.currency })
        .from(products)
        .where(eq(products.id, order.productId))
        .limit(1),
      // The vendors' verdicts on this application (decision 0048): reasons, never the numbers or the registry's answer.
      deps.db
        .select({
          kind: identityVerifications.kind,
          vendor: identityVerifications.vendor,
          status: identityVerifications.status,
          reasons: identityVerifications.reasonCodes,
          score: identityVerifications.score,
          attempts: identityVerifications.attempts,
          checkedAt: identityVerifications.checkedAt,
        })
        .from(identityVerifications)
        .where(and(eq(identityVerifications.orderId, order.id), eq(identityVerifications.userId, uid)))
        .orderBy(asc(identityVerifications.id)),
      deps.db
        .select({ ocrRead: identityCheckRows.ocrNationalIdEnc, completedAt: identityCheckRows.completedAt })
        .from(identityCheckRows)
        .where(eq(identityCheckRows.userId, uid))
        .limit(1),
      revealsLeft(deps.db, actor, deps.clock.now()),
      openClashesOf(deps.db, uid),
    ]);
    // The borrower's request for a person to review the refusal, answered from this screen (decision 0083).
    const [review] = await deps.db
      .select()
      .from(decisionReviews)
      .where(and(eq(decisionReviews.orderId, order.id), eq(decisionReviews.userId, uid)))
      .limit(1);
    const bureau = await orderBureauView(deps.db, uid, order.id);
    const { personalDataPurgedAt, ...orderView } = order;
    return ok(requestLanguage(req), {
      order: {
        ...orderView,
        personalDataPurged: personalDataPurgedAt !== null,
        productCode: product?.code,
        currency: product?.currency,
      },
      customer: user && { userId: user.id, mobile: mask(user.mobile), market: user.market, language: user.language },
      profile: profile && {
        firstName: profile.firstName,
        middleName: profile.middleName,
        lastName: profile.lastName,
        gender: profile.gender,
        birthday: profile.birthday,
        education: profile.education,
        maritalStatus: profile.maritalStatus,
        loanPurpose: profile.loanPurpose,
        state: profile.state,
        city: profile.city,
        residenceType: profile.residenceType,
        nationalId: maskedField(FIELD.nationalId, profile.nationalIdEnc),
        rfc: maskedField(FIELD.rfc, profile.rfcEnc),
        nss: maskedField(FIELD.nss, profile.nssEnc),
      },
      work: work && {
        employmentType: work.employmentType,
        monthlySalary: work.monthlySalary,
        companyName: work.companyName,
        jobExperience: work.jobExperience,
        payFrequency: work.payFrequency,
      },
      answers: answers?.answers ?? null,
      assessment: assessment && {
        outcome: assessment.outcome,
        score: assessment.score,
        limit: assessment.limit,
        reasons: assessment.reasons,
        configVersion: assessment.configVersion,
      },
      images,
      identityChecks,
      // Mexico: the identity step ended with no CURP read off the current INE front (the borrower
      // went on on the typed CURP, which RENAPO checks): the operator sees "document unread".
      documentUnread: user?.market === 'mx' && check?.completedAt != null && check.ocrRead === null,
      photoViews,
      // One person, one account (decision 0088): the other account holding the same CURP or BVN, for the operator only.
      identityClashes: clashes,
      bankAccount: account && {
        bankName: account.bankName,
        cardType: account.cardType,
        account: `••••${account.accountLast4}`,
        bvn: maskedField(FIELD.bvn, account.bvnEnc),
        accountName: account.accountName,
        verified: account.verifiedAt !== null,
      },
      decisionReview: review
        ? {
            id: review.id,
            status: review.status,
            note: review.note,
            requestedAt: review.requestedAt,
            answerBy: review.answerBy,
            decidedAt: review.decidedAt,
            decidedBy: review.decidedBy,
            reason: review.reason,
          }
        : null,
      timeline: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, reason: h.reason, at: h.createdAt })),
      ledger,
      // The consulted report's summary (issue 31): counts only, as the assessment read them.
      bureau,
    });
  });

  const currentPhoto = async (orderNo: string, kind: z.infer<typeof imageKind>) => {
    const order = await orderOr404(orderNo);
    const [image] = await deps.db
      .select()
      .from(identityImages)
      .where(
        and(eq(identityImages.userId, order.userId), eq(identityImages.kind, kind), isNull(identityImages.replacedAt)),
      )
      .orderBy(desc(identityImages.id))
      .limit(1);
    const bytes = image && (await deps.storage.get(image.storageKey));
    if (!image || !bytes) throw notFound();
    return { image, bytes };
  };

  // The selfie: shown with the order. The ID's sides are not served here (see the view below).
  app.get('/api/admin/orders/:orderNo/images/:kind', async (req, reply) => {
    requireOperator(req);
    const params = parsePath(orderAndKindParams, req.params);
    const kind = imageKind.safeParse(params.kind);
    if (!kind.success || kind.data !== 'face') throw notFound();
    const { image, bytes } = await currentPhoto(params.orderNo, kind.data);
    return reply.header('cache-control', 'private, no-store').type(image.mime).send(bytes);
  });

  /**
   * One view of an ID side: it takes one of the operator's reveals of the hour (the same atomic
   * count as Reveal; past the limit a refusal, audited and alerted like a reveal's) and leaves an
   * audit record naming the order and the side. A POST, so it needs the session's CSRF token: no
   * other page can spend an operator's views. Nothing is counted for a photo that is not there.
   */
  app.post('/api/admin/orders/:orderNo/images/:kind/view', async (req) => {
    const actor = requireOperator(req);
    const params = parsePath(orderAndKindParams, req.params);
    const kind = idSide.safeParse(params.kind);
    if (!kind.success) throw notFound();
    const { image, bytes } = await currentPhoto(params.orderNo, kind.data);
    const now = deps.clock.now();
    const target = `order:${params.orderNo}`;
    await takeReveal(deps.db, actor, target, now);
    await recordAudit(deps.db, actor, { action: 'order.photoView', target, after: { kind: kind.data } }, now);
    return ok(requestLanguage(req), {
      kind: kind.data,
      image: `data:${image.mime};base64,${bytes.toString('base64')}`,
      views: await revealsLeft(deps.db, actor, now),
    });
  });
}
