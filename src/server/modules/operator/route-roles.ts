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
