import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { registerCall, type CallServices } from '../../http/register-call';
import type { AuthedContext } from '../../http/request-context';
import { loanAgreement } from '../agreement';
import { repayDetail } from './detail-service';
import { repaymentInstrument, type IssueContext } from './instrument-service';
import { repayColor, repayProducts } from './market-service';
import { flutterwaveOtp, portalConfirm, portalDetail } from './portal-service';
import { confirmExtension, extensionData, updateExtensionStatus } from './rollover-service';
import { listVouchers, saveVoucher, uploadVoucher } from './voucher-service';

/** Where a checkout sends the borrower back: this server's own origin (the web app is served here). */
function origin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** The instrument calls of the Repay contracts (src/domain/api/repay.ts), one method each. */
const INSTRUMENT_CALLS = [
  ['/repay/getStpClabe', 'stp_clabe'],
  ['/repay/getOXXOReference', 'oxxo'],
  ['/repay/monnify_reserved_account', 'monnify_reserved'],
  ['/repay/dedicated_account/create', 'paystack_dedicated'],
  ['/repay/flutterwave_reserved_account', 'flutterwave_reserved'],
  ['/repay/paystack/authorization', 'paystack_card'],
  ['/repay/flutterwave/repay-link', 'flutterwave_link'],
] as const satisfies readonly (readonly [string, CollectionMethod])[];

export function repayRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  const issuer = (ctx: AuthedContext): IssueContext => ({
    deps,
    app: ctx.app,
    userId: ctx.userId,
    origin: origin(ctx.request),
  });

  registerCall(app, s, '/repay/repay-order/detail', (input, ctx) =>
    repayDetail(deps, ctx.app, ctx.userId, input.orderNo),
  );
  for (const [path, method] of INSTRUMENT_CALLS) {
    registerCall(app, s, path, (input, ctx) =>
      repaymentInstrument(issuer(ctx), method, input as { orderNo?: string; amount?: number }),
    );
  }
  registerCall(app, s, '/repay/flutterwave/verify-opt', (input, ctx) => flutterwaveOtp(deps, ctx.userId, input));
  registerCall(app, s, '/portal/repayment/detail', (input, ctx) => portalDetail(deps, ctx.userId, input.reference));
  registerCall(app, s, '/portal/repayment/confirm', (input, ctx) => portalConfirm(deps, ctx.userId, input.reference));

  registerCall(app, s, '/repay/getExtensionData', (input, ctx) =>
    extensionData(deps, ctx.app, ctx.userId, input.orderNo),
  );
  registerCall(app, s, '/repay/confirmExtensionOrder', (input, ctx) => confirmExtension(issuer(ctx), input));
  registerCall(app, s, '/repay/updateExtensionOrderStatus', (input, ctx) =>
    updateExtensionStatus(deps, ctx.userId, input.extensionNo),
  );

  registerCall(app, s, '/repay/upload/user/voucher', (input, ctx) =>
    uploadVoucher(deps, ctx.app, ctx.userId, input.orderNo, ctx.file),
  );
  registerCall(app, s, '/repay/save/user/voucher', (input, ctx) => saveVoucher(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/repay/get/voucher/list', (input, ctx) => listVouchers(deps, ctx.userId, input.orderNo));

  registerCall(app, s, '/loanMarket/repay-color', (_input, ctx) => repayColor(deps, ctx.app));
  registerCall(app, s, '/loanMarket/repay/products', (_input, ctx) => repayProducts(deps, ctx.app, ctx.userId));
  registerCall(app, s, '/loan/loan-order/loanAgreement', (input, ctx) =>
    loanAgreement(deps, ctx.lang, ctx.userId, input),
  );
}
