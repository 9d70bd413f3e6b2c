import { desc, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorAudit } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { requireOperator } from '../operator';
import { page, PAGE_SIZE, pageQuery } from './paging';
import { parseInput } from '../../http/parse-input';

/** The audit log, newest first, paged by id. */
export function auditRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/audit', async (req) => {
    requireOperator(req);
    const { after } = parseInput(pageQuery, req.query);
    const rows = await deps.db
      .select()
      .from(operatorAudit)
      .where(after ? lt(operatorAudit.id, after) : undefined)
      .orderBy(desc(operatorAudit.id))
      .limit(PAGE_SIZE + 1);
    return ok(requestLanguage(req), page(rows));
  });
}
