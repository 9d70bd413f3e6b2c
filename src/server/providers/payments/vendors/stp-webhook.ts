import { safeEqual } from '../../../crypto/safe-equal';
import { date, jsonObject, NOT_JSON, type WebhookVendor } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { stpAbono } from './stp-schemas';

/** Banxico's return causes (causas de devolución) we answer with. */
export const CAUSA_CUENTA_INEXISTENTE = 1;
export const CAUSA_CUENTA_CANCELADA = 3;

/**
 * STP (SPEI deposits, "abono"): STP posts every transfer into one of our CLABEs and expects
 * `{"mensaje":"confirmar"}` once we have it, or `{"mensaje":"devolver","id":<causa>}` for a deposit
 * that matches no open loan, which STP then returns to its sender (decision 0076).
 * STP does not sign the notification: it must carry the token of the URL we registered with STP
 * (`/api/webhooks/stp?token=…`, constant-time compare), come from one of STP's addresses
 * (STP_WEBHOOK_ALLOWED_IPS), and is then re-checked against STP's own received orders before
 * anything is credited (StpCollections.confirmPayment). `id` is STP's id of the deposit,
 * `claveRastreo` its SPEI tracking key, `cuentaBeneficiario` the CLABE, `monto` pesos with decimals.
 */
export const stpWebhook: WebhookVendor = {
  vendor: 'stp',
  ack: { status: 200, body: { mensaje: 'confirmar' } },
  // A deposit that matches no open loan is not accepted: STP returns it to its sender with the
  // cause we give, from Banxico's catalogue — 1 "cuenta inexistente" (no borrower holds the CLABE),
  // 3 "cuenta cancelada" (the borrower has no loan open). Decision 0076.
  returned: (reason) => ({
    status: 200,
    body: { mensaje: 'devolver', id: reason === 'unknownAccount' ? CAUSA_CUENTA_INEXISTENTE : CAUSA_CUENTA_CANCELADA },
  }),
  parse(input, keys) {
    if (!safeEqual(input.query.token, keys.stpWebhookToken)) return { kind: 'unauthorized' };
    if (keys.stpAllowedIps && !keys.stpAllowedIps.includes(normalIp(input.sourceIp)))
      return { kind: 'forbiddenSource' };
    const body = jsonObject(input.rawBody);
    if (!body) return NOT_JSON;
    const parsed = parseMessage(stpAbono, body);
    if (!parsed.ok) return { kind: 'malformed', message: 'abono', paths: parsed.paths };
    const { id, cuentaBeneficiario: clabe, monto: amount, ...abono } = parsed.value;
    return {
      kind: 'payment',
      payment: {
        vendor: 'stp',
        eventId: id,
        vendorTxId: id,
        method: 'stp_clabe',
        reference: null,
        accountNumber: clabe,
        amount,
        currency: 'MXN',
        providerRef: abono.claveRastreo ?? id,
        paidAt: date(abono.tsLiquidacion, new Date()),
      },
    };
  },
};

/** An IPv4 address as Node may report it on a dual-stack socket (::ffff:a.b.c.d) compared in its plain form. */
function normalIp(ip: string | undefined): string {
  return (ip ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}
