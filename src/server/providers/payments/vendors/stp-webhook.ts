import { majorToMinor } from '../minor-units';
import { safeEqual } from '../../../crypto/safe-equal';
import { date, jsonObject, str, type WebhookVendor } from '../webhooks/webhook-parse';

/**
 * STP (SPEI deposits, "abono"): STP posts every transfer into one of our CLABEs and expects
 * `{"mensaje":"confirmar"}` once we have it (anything else makes it retry or return the money).
 * STP does not sign the notification: it must carry the token of the URL we registered with STP
 * (`/api/webhooks/stp?token=…`, constant-time compare), come from one of STP's addresses
 * (STP_WEBHOOK_ALLOWED_IPS), and is then re-checked against STP's own received orders before
 * anything is credited (StpCollections.confirmPayment). `id` is STP's id of the deposit,
 * `claveRastreo` its SPEI tracking key, `cuentaBeneficiario` the CLABE, `monto` pesos with decimals.
 */
export const stpWebhook: WebhookVendor = {
  vendor: 'stp',
  ack: { status: 200, body: { mensaje: 'confirmar' } },
  parse(input, keys) {
    if (!safeEqual(input.query.token, keys.stpWebhookToken)) return { kind: 'unauthorized' };
    if (keys.stpAllowedIps && !keys.stpAllowedIps.includes(normalIp(input.sourceIp))) return { kind: 'forbiddenSource' };
    const body = jsonObject(input.rawBody);
    if (!body) return { kind: 'malformed' };
    const id = str(body.id);
    const clabe = str(body.cuentaBeneficiario);
    const amount = majorToMinor(body.monto);
    if (!id || !clabe || !/^\d{18}$/.test(clabe) || amount === null) return { kind: 'malformed' };
    return {
      kind: 'payment',
      payment: {
        vendor: 'stp', eventId: id, vendorTxId: id, method: 'stp_clabe', reference: null, accountNumber: clabe, amount,
        currency: 'MXN', providerRef: str(body.claveRastreo) ?? id, paidAt: date(body.tsLiquidacion, new Date()),
      },
    };
  },
};

/** An IPv4 address as Node may report it on a dual-stack socket (::ffff:a.b.c.d) compared in its plain form. */
function normalIp(ip: string | undefined): string {
  return (ip ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}
