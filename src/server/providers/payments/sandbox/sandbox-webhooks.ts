import { createHmac, sign } from 'node:crypto';
import type { CollectionMethod, CollectionVendor } from '../collections-provider';
import type { SandboxSigningKeys } from '../collections-config';
import { minorToMajor } from '../minor-units';

/** A payment the sandbox "received", as the vendor's webhook will describe it. */
export interface SandboxPaid {
  vendor: CollectionVendor;
  eventId: string;
  method: CollectionMethod;
  reference: string;
  providerRef: string;
  accountNumber: string | null;
  cashReference: string | null;
  amount: number;
  currency: string;
  paidAt: Date;
}

export interface SignedWebhook {
  /** Our own webhook route for that vendor. */
  url: string;
  headers: Record<string, string>;
  payload: string;
}

/**
 * The sandbox signs with its own code, not the verifiers' helpers (webhook-auth.ts): a signer
 * sharing the verifier's code would agree with any mistake in it. Same vendor schemes, written twice.
 */
function hmacSha512Hex(secret: string, payload: string): string {
  return createHmac('sha512', secret).update(payload, 'utf8').digest('hex');
}

/**
 * Builds the HTTP request the real vendor would send for this payment, signed with its scheme:
 * the sandbox checkout POSTs exactly this to our webhook route, so the whole real path runs.
 */
export function signedWebhook(paid: SandboxPaid, keys: SandboxSigningKeys): SignedWebhook {
  const json = { 'content-type': 'application/json' };
  switch (paid.vendor) {
    case 'paystack': {
      const dedicated = paid.method === 'paystack_dedicated';
      const payload = JSON.stringify({
        event: 'charge.success',
        data: {
          id: Number(paid.eventId),
          status: 'success',
          reference: dedicated ? `sbx_dva_${paid.eventId}` : paid.reference,
          amount: paid.amount,
          currency: paid.currency,
          channel: dedicated ? 'dedicated_nuban' : 'card',
          paid_at: paid.paidAt.toISOString(),
          authorization: dedicated
            ? { channel: 'dedicated_nuban', receiver_bank_account_number: paid.accountNumber }
            : { channel: 'card', last4: '4081' },
        },
      });
      return {
        url: '/api/webhooks/paystack',
        headers: { ...json, 'x-paystack-signature': hmacSha512Hex(keys.paystackSecretKey, payload) },
        payload,
      };
    }
    case 'flutterwave': {
      const payload = JSON.stringify({
        event: 'charge.completed',
        data: {
          id: Number(paid.eventId),
          tx_ref: paid.reference,
          flw_ref: `SBX/FLW${paid.eventId}`,
          amount: Number(minorToMajor(paid.amount)),
          currency: paid.currency,
          status: 'successful',
          payment_type: paid.method === 'flutterwave_reserved' ? 'bank_transfer' : 'card',
          created_at: paid.paidAt.toISOString(),
        },
      });
      return {
        url: '/api/webhooks/flutterwave',
        headers: { ...json, 'verif-hash': keys.flutterwaveSecretHash },
        payload,
      };
    }
    case 'monnify': {
      const payload = JSON.stringify({
        eventType: 'SUCCESSFUL_TRANSACTION',
        eventData: {
          transactionReference: paid.eventId,
          paymentReference: `SBX${paid.eventId}`,
          amountPaid: Number(minorToMajor(paid.amount)),
          totalPayable: Number(minorToMajor(paid.amount)),
          paidOn: paid.paidAt.toISOString(),
          paymentStatus: 'PAID',
          currency: paid.currency,
          paymentMethod: 'ACCOUNT_TRANSFER',
          product: { type: 'RESERVED_ACCOUNT', reference: paid.reference },
          destinationAccountInformation: {
            bankCode: '232',
            bankName: 'Sterling bank',
            accountNumber: paid.accountNumber,
          },
        },
      });
      return {
        url: '/api/webhooks/monnify',
        headers: { ...json, 'monnify-signature': hmacSha512Hex(keys.monnifyClientSecret, payload) },
        payload,
      };
    }
    case 'conekta': {
      const payload = JSON.stringify({
        id: `evt_${paid.eventId}`,
        type: 'order.paid',
        livemode: false,
        data: {
          object: {
            id: paid.providerRef,
            object: 'order',
            amount: paid.amount,
            currency: paid.currency,
            payment_status: 'paid',
            metadata: { reference: paid.reference },
            charges: {
              object: 'list',
              data: [
                {
                  id: paid.eventId,
                  status: 'paid',
                  amount: paid.amount,
                  currency: paid.currency,
                  paid_at: Math.floor(paid.paidAt.getTime() / 1000),
                  payment_method: { type: 'oxxo', object: 'cash_payment', reference: paid.cashReference },
                },
              ],
            },
          },
        },
      });
      const digest = sign('sha256', Buffer.from(payload), keys.conektaWebhookPrivateKey).toString('base64');
      return { url: '/api/webhooks/conekta', headers: { ...json, digest }, payload };
    }
    case 'stp': {
      const d = paid.paidAt;
      const payload = JSON.stringify({
        id: Number(paid.eventId),
        fechaOperacion: Number(
          `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`,
        ),
        institucionOrdenante: 40012,
        institucionBeneficiaria: 90646,
        claveRastreo: `SBX${paid.eventId}`,
        monto: Number(minorToMajor(paid.amount)),
        nombreOrdenante: 'SANDBOX',
        tipoCuentaOrdenante: 40,
        cuentaOrdenante: '012180000000000008',
        rfcCurpOrdenante: 'ND',
        nombreBeneficiario: 'PRESTA',
        tipoCuentaBeneficiario: 40,
        cuentaBeneficiario: paid.accountNumber,
        rfcCurpBeneficiario: 'ND',
        conceptoPago: 'PAGO PRESTAMO',
        referenciaNumerica: 1234567,
        empresa: 'PRESTA',
        tipoPago: 1,
        tsLiquidacion: paid.paidAt.getTime(),
      });
      return { url: `/api/webhooks/stp?token=${encodeURIComponent(keys.stpWebhookToken)}`, headers: json, payload };
    }
  }
}
