import { majorToMinor } from '../minor-units';
import { safeEqual } from '../../../crypto/safe-equal';
import { date, jsonObject, str, type WebhookVendor } from '../webhooks/webhook-parse';

/**
 * STP (SPEI deposits, "abono"): STP posts every transfer into one of our CLABEs and expects
 * `{"mensaje":"confirmar"}` once we have it (anything else makes it retry or return the money).
 * STP does not sign the notification; it is authenticated by the token in the URL we registered
 * with STP (`/api/webhooks/stp?token=…`, compared in constant time) — and in production by the
 * network allow-list STP's integration guide asks for. `id` is STP's id of the deposit,
 * `cuentaBeneficiario` the CLABE, `monto` pesos with decimals.
 */
export const stpWebhook: WebhookVendor = {
  vendor: 'stp',
  ack: { status: 200, body: { mensaje: 'confirmar' } },
  parse(input, keys) {
    if (!safeEqual(input.query.token, keys.stpWebhookToken)) return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return { kind: 'malformed' };
    const id = str(body.id);
    const clabe = str(body.cuentaBeneficiario);
    const amount = majorToMinor(body.monto);
    if (!id || !clabe || !/^\d{18}$/.test(clabe) || amount === null) return { kind: 'malformed' };
    return {
      kind: 'payment',
      payment: {
        vendor: 'stp', eventId: id, method: 'stp_clabe', reference: null, accountNumber: clabe, amount,
        currency: 'MXN', providerRef: str(body.claveRastreo) ?? id, paidAt: date(body.tsLiquidacion, new Date()),
      },
    };
  },
};
