import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMPLAINT_REPLY, COMPLAINT_STATUSES } from '../../../domain/complaints/complaint-rules';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import {
  assignComplaint,
  changeComplaintStatus,
  complaintCase,
  complaintPhotoKey,
  complaintQueue,
  QUEUE_FILTERS,
  replyToComplaint,
} from '../complaints';
import { requireOperator } from '../operator';
import { parseInput } from '../../http/parse-input';
import { idParam, parsePath } from './console-params';

const queueQuery = z.object({
  filter: z.enum(QUEUE_FILTERS).default('unresolved'),
  packageName: z.string().min(1).max(100).optional(),
});
const assignBody = z.object({ operatorId: z.number().int().positive().nullable() }).strict();
const replyBody = z.object({ text: z.string().trim().min(COMPLAINT_REPLY.min).max(COMPLAINT_REPLY.max) }).strict();
const statusBody = z.object({ from: z.enum(COMPLAINT_STATUSES), to: z.enum(COMPLAINT_STATUSES) }).strict();

/**
 * The console's complaint queue (decision 0085; roles in route-roles.ts): cases by deadline,
 * one case with its answers, its photo, and the operator's actions — assign, answer, move —
 * each audited in its own transaction and told to the borrower by SMS.
 */
export function complaintsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/complaints', async (req) => {
    requireOperator(req);
    const q = parseInput(queueQuery, req.query);
    return ok(requestLanguage(req), {
      complaints: await complaintQueue(deps.db, q.filter, deps.clock.now(), q.packageName),
    });
  });

  app.get('/api/admin/complaints/:id', async (req) => {
    requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    return ok(requestLanguage(req), await complaintCase(deps.db, id, deps.clock.now()));
  });

  app.get('/api/admin/complaints/:id/photo', async (req, reply) => {
    requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const key = await complaintPhotoKey(deps.db, id);
    const bytes = key ? await deps.storage.get(key) : null;
    if (!bytes) throw notFound();
    // Stored re-encoded as JPEG (complaint-photo.ts), never as the borrower sent it.
    return reply.header('cache-control', 'private, no-store').type('image/jpeg').send(bytes);
  });

  app.post('/api/admin/complaints/:id/assign', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { operatorId } = parseInput(assignBody, req.body);
    await assignComplaint(deps, actor, id, operatorId);
    return ok(requestLanguage(req), await complaintCase(deps.db, id, deps.clock.now()));
  });

  app.post('/api/admin/complaints/:id/reply', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { text } = parseInput(replyBody, req.body);
    await replyToComplaint(deps, actor, id, text);
    return ok(requestLanguage(req), await complaintCase(deps.db, id, deps.clock.now()));
  });

  app.post('/api/admin/complaints/:id/status', async (req) => {
    const actor = requireOperator(req);
    const { id } = parsePath(idParam, req.params);
    const { from, to } = parseInput(statusBody, req.body);
    await changeComplaintStatus(deps, actor, id, from, to);
    return ok(requestLanguage(req), await complaintCase(deps.db, id, deps.clock.now()));
  });
}
