import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxSigningKeys } from '../../providers/payments/collections-config';
import { majorToMinor } from '../../providers/payments/minor-units';
import type { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { CHECKOUT_CSS, checkoutPage, resultPage, safeReturnUrl } from './checkout-page';
import { payTarget, sandboxPay } from './sandbox-pay';

const PAY_ERRORS: Record<string, string> = {
  unknown_instrument: 'No sandbox instrument has this reference.',
  amount_required: 'Enter the amount you are sending.',
  bad_amount: 'Enter an amount greater than zero with at most two decimals.',
  expired: 'This reference has expired: ask the app for a new one.',
};

/**
 * The sandbox's checkout, served only while a market collects through the sandbox and never in
 * production mode (app.ts): GET /sandbox/pay/<reference> or /sandbox/pay?target=<CLABE | account | OXXO reference>
 * shows
 * what is being paid and a Pay button (a plain form POST, no script); the POST makes the
 * sandbox vendor call our webhook. POST /api/dev/sandbox-pay is the same for tests and scripts
 * (JSON: { target, amount?, currency?, lostWebhook? }), and may pay a wrong amount or currency on
 * purpose, or lose the vendor's notification (`lostWebhook: true`) for reconciliation to find.
 */
export function sandboxCheckoutRoutes(
  app: FastifyInstance,
  sandbox: SandboxCollections,
  keys: SandboxSigningKeys,
): void {
  app.get('/sandbox/checkout.css', async (_req, reply) =>
    reply.type('text/css').header('cache-control', 'no-cache').send(CHECKOUT_CSS),
  );

  // Account numbers and cash references travel in the query (request logs keep only the path); our references in the
  // path.
  const targetOf = (req: { params: unknown; query: unknown }) =>
    (req.params as { target?: string }).target ?? String((req.query as Record<string, unknown>).target ?? '');

  const show = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = targetOf(req);
    const row = await sandbox.find(payTarget(target));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.code(404).send(resultPage(PAY_ERRORS.unknown_instrument, false));
    return checkoutPage({
      target,
      method: row.method as CollectionMethod,
      amount: row.amount,
      currency: row.currency,
      accountNumber: row.accountNumber,
      cashReference: row.cashReference,
      expiresAt: row.expiresAt,
      returnUrl: safeReturnUrl((req.query as Record<string, unknown>).return),
    });
  };
  app.get('/sandbox/pay/:target', show);
  app.get('/sandbox/pay', show);

  const pay = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = targetOf(req);
    const form = (req.body ?? {}) as Record<string, unknown>;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const back = safeReturnUrl(form.return);
    let amount: number | undefined;
    if (form.amount !== undefined && form.amount !== '') {
      const minor = majorToMinor(form.amount);
      if (minor === null || minor <= 0) return reply.code(400).send(resultPage(PAY_ERRORS.bad_amount, false, back));
      amount = minor;
    }
    const result = await sandboxPay(app, sandbox, keys, payTarget(target), amount === undefined ? {} : { amount });
    if (!result.ok)
      return reply
        .code(result.error ? 400 : 502)
        .send(resultPage(result.error ? PAY_ERRORS[result.error] : 'The webhook refused the payment.', false, back));
    return resultPage('The payment was sent to Presta. The app updates within seconds.', true, back);
  };
  app.post('/sandbox/pay/:target', pay);
  app.post('/sandbox/pay', pay);

  app.post('/api/dev/sandbox-pay', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const target = typeof body.target === 'string' ? body.target.trim() : '';
    const amount = body.amount === undefined ? undefined : Number(body.amount);
    const currency = typeof body.currency === 'string' ? body.currency : undefined;
    if (!target || (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0))) {
      return reply.code(400).send({
        code: 400,
        msg: 'target (reference, CLABE, account or OXXO reference) and an optional whole amount in minor units',
        data: null,
      });
    }
    const result = await sandboxPay(
      app,
      sandbox,
      keys,
      payTarget(target),
      { ...(amount !== undefined ? { amount } : {}), ...(currency ? { currency } : {}) },
      body.lostWebhook !== true,
    );
    reply.header('cache-control', 'no-store');
    return reply.code(result.ok ? 200 : result.error ? 400 : 502).send({
      code: result.ok ? 0 : 400,
      msg: result.error ?? (result.ok ? 'Success' : 'webhook refused'),
      data: result,
    });
  });
}
