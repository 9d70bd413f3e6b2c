import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { uploadComplaintPhoto } from './complaint-photo';
import { listComplaints } from './complaint-views';
import { fileComplaint } from './file-complaint';

/** The borrower's complaint calls (issue 28.6). */
export function complaintRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/user/complaints/photo', (_input, ctx) => uploadComplaintPhoto(deps, ctx.userId, ctx.file));
  registerCall(app, s, '/user/complaints', (input, ctx) => fileComplaint(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/complaints/list', (_input, ctx) => listComplaints(deps, ctx.app, ctx.userId));
}
