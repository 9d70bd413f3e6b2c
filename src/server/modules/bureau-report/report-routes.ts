import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { REPORT_ACCOUNT_STATUSES } from '../../../domain/bureau/report-line';
import { MARKETS } from '../../../domain/markets/market';
import { bureauReportRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { actorName, recordAudit, requireOperator } from '../operator';
import { decideDispute, loanReportedLines, recordDispute } from './dispute-service';
import { runFile } from './report-run';
import { parseInput } from '../../http/parse-input';
import { idParam, orderParam, parsePath } from '../admin';

const resolution = z.string().trim().min(3).max(500);

function runView(r: typeof bureauReportRuns.$inferSelect) {
  return {
    id: r.id,
    market: r.market,
    bureau: r.bureau,
    month: r.month,
    seq: r.seq,
    status: r.status,
    fileName: r.fileName,
    fileSha256: r.fileSha256,
    lineCount: r.lineCount,
    corrections: r.corrections,
    totals: r.totals,
    detail: r.detail,
    uploadedOn: r.uploadedOn,
    uploadedBy: r.uploadedBy,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The console's bureau reporting (decisions 0102, 0103): the month's files, their audited
 * download, the operator's confirmation that a file was uploaded to the bureau's portal, and
 * borrowers' disputes with their corrections.
 */
export function bureauReportRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/bureau/reports', async (req) => {
    requireOperator(req);
    const { market } = parseInput(z.object({ market: z.enum(MARKETS).optional() }), req.query);
    const rows = await deps.db
      .select()
      .from(bureauReportRuns)
      .where(market ? eq(bureauReportRuns.market, market) : undefined)
      .orderBy(desc(bureauReportRuns.month), desc(bureauReportRuns.seq))
      .limit(100);
    return ok(requestLanguage(req), { reports: rows.map(runView) });
  });

  // The file holds every reported borrower's identifiers: each download is audited, nothing cached.
  app.get('/api/admin/bureau/reports/:id/file', async (req, reply) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const [run] = await deps.db.select().from(bureauReportRuns).where(eq(bureauReportRuns.id, id));
    if (!run) throw new ApiError('BUREAU_REPORT_NOT_FOUND', 404);
    await recordAudit(
      deps.db,
      actor,
      { action: 'bureau.report.download', target: `bureau-report:${id}`, after: { fileSha256: run.fileSha256 } },
      deps.clock.now(),
    );
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${run.fileName}"`)
      .type('text/plain; charset=utf-8')
      .send(runFile(deps, run));
  });

  app.post('/api/admin/bureau/reports/:id/uploaded', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { uploadedOn } = parseInput(
      z.object({ uploadedOn: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/) }),
      req.body,
    );
    const now = deps.clock.now();
    const run = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bureauReportRuns)
        .set({ status: 'uploaded', uploadedOn, uploadedBy: actorName(actor) })
        .where(and(eq(bureauReportRuns.id, id), eq(bureauReportRuns.status, 'awaitingUpload')))
        .returning();
      if (!updated) throw new ApiError('BUREAU_REPORT_NOT_AWAITING', 409);
      await recordAudit(
        tx,
        actor,
        { action: 'bureau.report.uploaded', target: `bureau-report:${id}`, after: { uploadedOn } },
        now,
      );
      return updated;
    });
    return ok(requestLanguage(req), { report: runView(run) });
  });

  app.get('/api/admin/bureau/loans/:orderNo', async (req) => {
    requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    return ok(requestLanguage(req), await loanReportedLines(deps, orderNo));
  });

  app.post('/api/admin/bureau/loans/:orderNo/disputes', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    const input = parseInput(
      z.object({ lineId: z.number().int().positive(), reason: z.string().trim().min(3).max(500) }),
      req.body,
    );
    return ok(requestLanguage(req), { dispute: await recordDispute(deps, actor, orderNo, input) });
  });

  app.post('/api/admin/bureau/disputes/:id/correct', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const input = parseInput(
      z.object({
        accountStatus: z.enum(REPORT_ACCOUNT_STATUSES).optional(),
        daysPastDue: z.number().int().min(0).max(9999).optional(),
        resolution,
      }),
      req.body,
    );
    return ok(requestLanguage(req), { dispute: await decideDispute(deps, actor, id, { kind: 'correct', ...input }) });
  });

  app.post('/api/admin/bureau/disputes/:id/reject', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const input = parseInput(z.object({ resolution }), req.body);
    return ok(requestLanguage(req), { dispute: await decideDispute(deps, actor, id, { kind: 'reject', ...input }) });
  });
}
