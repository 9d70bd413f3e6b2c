import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fullName } from '../../../domain/identity/name-match';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { bankAccounts, loanOrders, personalInfos, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, validationError } from '../../http/api-error';
import { fieldErrorsFromZod, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { recordAudit, requireOperator } from '../operator';
import { listPrivacyRequests } from '../privacy';
import { takeReveal } from './reveal-limit';
import { mask, page, PAGE_SIZE, pageQuery } from './paging';
import { parseInput } from '../../http/parse-input';
import { parsePath, userIdParam } from './console-params';

export const REVEALABLE = ['mobile', 'nationalId', 'rfc', 'nss', 'bvn', 'account'] as const;
type Revealable = (typeof REVEALABLE)[number];

const revealBody = z
  .object({
    field: z.enum(REVEALABLE),
    reason: z.string().trim().min(5, 'validation.revealReason').max(500),
  })
  .strict();

/**
 * Customers with their identifiers masked. Seeing one in full is a separate call that needs a
 * reason and leaves an audit record (who, when, which field, why — never the value itself).
 */
export function customersRoutes(app: FastifyInstance, deps: Deps) {
  const cipher = () => fieldCipher(deps.config.dataKey);

  app.get('/api/admin/customers', async (req) => {
    requireOperator(req);
    const { after } = parseInput(pageQuery, req.query);
    const rows = await deps.db
      .select({
        id: users.id,
        mobile: users.mobile,
        market: users.market,
        packageName: users.packageName,
        createdAt: users.createdAt,
        firstName: personalInfos.firstName,
        middleName: personalInfos.middleName,
        lastName: personalInfos.lastName,
      })
      .from(users)
      .leftJoin(personalInfos, eq(personalInfos.userId, users.id))
      .where(after ? lt(users.id, after) : undefined)
      .orderBy(desc(users.id))
      .limit(PAGE_SIZE + 1);
    return ok(requestLanguage(req), page(rows.map((r) => ({ ...r, mobile: mask(r.mobile) }))));
  });

  const load = async (userId: number) => {
    const [user] = Number.isSafeInteger(userId)
      ? await deps.db.select().from(users).where(eq(users.id, userId)).limit(1)
      : [];
    if (!user) throw notFound();
    const [[profile], [account]] = await Promise.all([
      deps.db.select().from(personalInfos).where(eq(personalInfos.userId, userId)).limit(1),
      deps.db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), eq(bankAccounts.isPrimary, true)))
        .limit(1),
    ]);
    return { user, profile, account };
  };

  const plain = (c: Awaited<ReturnType<typeof load>>, field: Revealable): string | null => {
    const dec = (purpose: string, enc: string | null | undefined) => (enc ? cipher().decrypt(purpose, enc) : null);
    switch (field) {
      case 'mobile':
        return c.user.mobile;
      case 'nationalId':
        return dec(FIELD.nationalId, c.profile?.nationalIdEnc);
      case 'rfc':
        return dec(FIELD.rfc, c.profile?.rfcEnc);
      case 'nss':
        return dec(FIELD.nss, c.profile?.nssEnc);
      case 'bvn':
        return dec(FIELD.bvn, c.account?.bvnEnc);
      case 'account':
        return dec(FIELD.account, c.account?.accountEnc);
    }
  };

  app.get('/api/admin/customers/:userId', async (req) => {
    requireOperator(req);
    const c = await load(parsePath(userIdParam, req.params).userId);
    const orders = await deps.db
      .select({
        orderNo: loanOrders.orderNo,
        status: loanOrders.status,
        amount: loanOrders.amount,
        dueDate: loanOrders.dueDate,
        createdAt: loanOrders.createdAt,
      })
      .from(loanOrders)
      .where(eq(loanOrders.userId, c.user.id))
      .orderBy(desc(loanOrders.id))
      .limit(PAGE_SIZE);
    // Data exports and deletion requests with their outcomes (decision 0084); never the number's hash.
    const privacyRequests = (await listPrivacyRequests(deps.db, c.user.id)).map((r) => ({
      kind: r.kind,
      outcome: r.outcome,
      reasons: r.reasons,
      retainUntil: r.retainUntil,
      erasedAt: r.erasedAt,
      createdAt: r.createdAt,
    }));
    return ok(requestLanguage(req), {
      customer: {
        userId: c.user.id,
        market: c.user.market,
        packageName: c.user.packageName,
        language: c.user.language,
        createdAt: c.user.createdAt,
        closedAt: c.user.closedAt,
        name: c.profile ? fullName(c.profile, c.user.market) : null,
        email: c.profile?.email ?? null,
        bankName: c.account?.bankName ?? null,
        masked: Object.fromEntries(REVEALABLE.map((f) => [f, mask(plain(c, f))])),
      },
      orders,
      privacyRequests,
    });
  });

  app.post('/api/admin/customers/:userId/reveal', async (req) => {
    const actor = requireOperator(req);
    const parsed = revealBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error));
    const c = await load(parsePath(userIdParam, req.params).userId);
    const value = plain(c, parsed.data.field);
    if (value === null) throw notFound();
    await takeReveal(deps.db, actor, `user:${c.user.id}`, deps.clock.now());
    await recordAudit(
      deps.db,
      actor,
      {
        action: 'customer.reveal',
        target: `user:${c.user.id}`,
        reason: parsed.data.reason,
        after: { field: parsed.data.field },
      },
      deps.clock.now(),
    );
    return ok(requestLanguage(req), { field: parsed.data.field, value });
  });
}
