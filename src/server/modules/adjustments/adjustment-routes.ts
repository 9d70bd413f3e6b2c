import type { FastifyInstance } from 'fastify';
import { adjustmentRejectSchema, adjustmentRequestSchema } from '../../../domain/repayment/adjustment-request';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { requireOperator, type OperatorActor } from '../operator';
import {
  adjustmentView,
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
} from './adjustment-service';
import { parseInput } from '../../http/parse-input';
import { orderAndIdParams, orderParam, parsePath } from '../admin';

/**
 * Makers and checkers are people: the automation key has no place in either seat (route-roles.ts leaves it out too).
 */
function person(actor: OperatorActor): OperatorActor & { operatorId: number } {
  if (actor.operatorId === null) throw new ApiError('FORBIDDEN', 403);
  return actor as OperatorActor & { operatorId: number };
}

/** Loan adjustments with maker-checker (issue 32, decision 0087): list, request, approve, reject. */
export function adjustmentRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/loans/:orderNo/adjustments', async (req) => {
    const actor = requireOperator(req);
    const { orderNo } = parsePath(orderParam, req.params);
    return ok(requestLanguage(req), await listAdjustments(deps, actor, orderNo));
  });

  app.post('/api/admin/loans/:orderNo/adjustments', async (req) => {
    const maker = person(requireOperator(req));
    const { orderNo } = parsePath(orderParam, req.params);
    const input = parseInput(adjustmentRequestSchema, req.body);
    return ok(requestLanguage(req), {
      adjustment: adjustmentView(await requestAdjustment(deps, maker, orderNo, input), maker),
    });
  });

  app.post('/api/admin/loans/:orderNo/adjustments/:id/approve', async (req) => {
    const checker = person(requireOperator(req));
    const { orderNo, id } = parsePath(orderAndIdParams, req.params);
    return ok(requestLanguage(req), {
      adjustment: adjustmentView(await approveAdjustment(deps, checker, orderNo, id), checker),
    });
  });

  app.post('/api/admin/loans/:orderNo/adjustments/:id/reject', async (req) => {
    const checker = person(requireOperator(req));
    const { orderNo, id } = parsePath(orderAndIdParams, req.params);
    const { reason } = parseInput(adjustmentRejectSchema, req.body);
    return ok(requestLanguage(req), {
      adjustment: adjustmentView(await rejectAdjustment(deps, checker, orderNo, id, reason), checker),
    });
  });
}
