import type { OperatorRole } from '../../db/schema';

/** The automation key (ADMIN_TOKEN) acts with this role: scripts and the browser tests' helpers. */
export type ActorRole = OperatorRole | 'automation';

/**
 * - 'public': no session (signing in);
 * - 'anySession': a session in any stage, even before the second factor or a password change;
 * - a list of roles: a fully signed-in operator with one of them, or the automation key when listed.
 */
export type Access = 'public' | 'anySession' | readonly ActorRole[];

const R = 'reviewer';
const C = 'collections';
const A = 'admin';
const L = 'collector';
const K = 'automation';

/**
 * Every operator call and who may make it: the ONE place roles are checked (operator-auth.ts
 * reads it before any handler runs). A call under /api/admin missing here is refused for
 * everyone, so a new call is closed until it declares its roles with one line.
 */
export const OPERATOR_ROUTES: Readonly<Record<string, Access>> = {
  'POST /api/admin/auth/sign-in': 'public',
  'POST /api/admin/auth/totp/enrol': 'anySession',
  'POST /api/admin/auth/totp': 'anySession',
  'POST /api/admin/auth/password': 'anySession',
  'POST /api/admin/auth/sign-out': 'anySession',
  'GET /api/admin/auth/me': 'anySession',

  'GET /api/admin/apps': [R, C, A],
  'GET /api/admin/dashboard': [R, C, A],
  'GET /api/admin/operations/alerts': [R, C, A, K],

  'GET /api/admin/review-queue': [R, A],
  'GET /api/admin/orders/:orderNo': [R, C, A],
  'GET /api/admin/orders/:orderNo/images/:kind': [R, A],
  'POST /api/admin/orders/:orderNo/images/:kind/view': [R, A],
  'POST /api/admin/orders/:orderNo/decision': [R, A, K],
  // A refusal reviewed on the borrower's request (decision 0083): the reviewers' work.
  'GET /api/admin/review-requests': [R, A, K],
  'POST /api/admin/review-requests/:id/decision': [R, A, K],

  'GET /api/admin/loans': [C, A],
  'GET /api/admin/vouchers': [C, A, K],
  'POST /api/admin/vouchers/:id/confirm': [C, A, K],
  'POST /api/admin/vouchers/:id/refuse': [C, A, K],
  'GET /api/admin/vouchers/:id/image': [C, A],
  'GET /api/admin/payments/parked': [C, A, K],
  'POST /api/admin/payments/parked/:id/match': [C, A],
  'GET /api/admin/orders/:orderNo/collections': [C, A],
  'GET /api/admin/orders/:orderNo/messages': [R, C, A, K],
  'POST /api/admin/orders/:orderNo/refunds': [C, A],
  'GET /api/admin/reconciliation': [C, A, K],
  // Adjustments (decision 0087): a person requests, another person decides; never the automation key.
  'GET /api/admin/loans/:orderNo/adjustments': [C, A],
  'POST /api/admin/loans/:orderNo/adjustments': [C, A],
  'POST /api/admin/loans/:orderNo/adjustments/:id/approve': [C, A],
  'POST /api/admin/loans/:orderNo/adjustments/:id/reject': [C, A],

  // Complaints (decision 0085): every operator answers borrowers; the automation key does not.
  'GET /api/admin/complaints': [R, C, A],
  'GET /api/admin/complaints/:id': [R, C, A],
  'GET /api/admin/complaints/:id/photo': [R, C, A],
  'POST /api/admin/complaints/:id/assign': [R, C, A],
  'POST /api/admin/complaints/:id/reply': [R, C, A],
  'POST /api/admin/complaints/:id/status': [R, C, A],
  // The collections queue, contact log and promises (decision 0086): a collector (L) works only
  // the loans assigned to them, which each query enforces; supervisors (C) and admins see all.
  'GET /api/admin/collections/queue': [L, C, A],
  'GET /api/admin/collections/collectors': [C, A],
  'POST /api/admin/collections/assignments': [C, A],
  'GET /api/admin/collections/contacts': [L, C, A],
  'POST /api/admin/collections/contacts': [L, C, A],
  'GET /api/admin/collections/promises': [L, C, A],
  'POST /api/admin/collections/promises': [L, C, A],
  'GET /api/admin/collections/settings/:market': [L, C, A, K],
  'PUT /api/admin/collections/settings/:market': [A, K],
  'GET /api/admin/collections/reports': [C, A, K],
  // Bureau reporting (decisions 0102, 0103): the files hold identifiers, so people only — the download is audited.
  'GET /api/admin/bureau/reports': [C, A],
  'GET /api/admin/bureau/reports/:id/file': [C, A],
  'POST /api/admin/bureau/reports/:id/uploaded': [C, A],
  'GET /api/admin/bureau/loans/:orderNo': [C, A],
  'POST /api/admin/bureau/loans/:orderNo/disputes': [C, A],
  'POST /api/admin/bureau/disputes/:id/correct': [C, A],
  'POST /api/admin/bureau/disputes/:id/reject': [C, A],

  'GET /api/admin/customers': [R, C, A],
  'GET /api/admin/customers/:userId': [R, C, A],
  'POST /api/admin/customers/:userId/reveal': [R, C, A],

  // The lender's apps and products (decision 0073): a price change is approved by a person with
  // the admin role other than its maker, never by the automation key.
  'POST /api/admin/apps': [A, K],
  'PATCH /api/admin/apps/:packageName': [A, K],
  'POST /api/admin/apps/:packageName/retire': [A, K],
  'GET /api/admin/products': [A, K],
  'POST /api/admin/products': [A, K],
  'PATCH /api/admin/products/:id': [A, K],
  'GET /api/admin/product-changes': [A, K],
  'POST /api/admin/product-changes/:id/approve': [A],
  'POST /api/admin/product-changes/:id/refuse': [A, K],
  'GET /api/admin/promo-settings/:packageName': [A, K],
  'PUT /api/admin/promo-settings/:packageName': [A, K],
  'GET /api/admin/app-settings/:packageName': [A, K],
  'PUT /api/admin/app-settings/:packageName/:key': [A, K],
  'PUT /api/admin/apps/:packageName/support-email': [A, K],
  'PUT /api/admin/apps/:packageName/login-code': [A, K],
  // Store-review accounts that log in without a code (decision 0056): people with the admin role only.
  'GET /api/admin/apps/:packageName/review-numbers': [A],
  'POST /api/admin/apps/:packageName/review-numbers': [A],
  'DELETE /api/admin/apps/:packageName/review-numbers/:id': [A],

  'GET /api/admin/operators': [A],
  'POST /api/admin/operators': [A],
  'PATCH /api/admin/operators/:id': [A],
  'POST /api/admin/operators/:id/reset': [A],

  'GET /api/admin/audit': [A],
};

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
