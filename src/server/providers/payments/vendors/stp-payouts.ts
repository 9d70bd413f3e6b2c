import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isValidDebitCard } from '../../../../domain/identity/card';
import { isValidClabe } from '../../../../domain/identity/clabe';
import { marketToday } from '../../../../domain/markets/market-date';
import type { Db } from '../../../db/client';
import { payouts, stpPayoutOrders } from '../../../db/schema';
import type { Clock } from '../../../clock';
import { minorToMajor } from '../minor-units';
import type {
  AccountLookup,
  AccountVerification,
  CancelPayoutResult,
  PaymentsProvider,
  PayoutListing,
  PayoutRequest,
  PayoutResult,
} from '../payments-provider';
import { payoutNarration } from '../payments-provider';
import type { StpPayoutsSettings } from '../payouts-config';
import { cadenaConsultaOrden, cadenaOriginal, firma, type OrdenPagoField } from './stp-cadena';
import { asked, conciliacion, operatingDaysOf } from './stp-conciliacion';
import { stpConsultaOrden, stpRegistrada, stpSentOrder, type stpOrden } from './stp-schemas';
import { vendorAnswer } from './vendor-answer';
import { vendorJson, VendorError, vendorMessage } from './vendor-http';

type Orden = z.output<typeof stpOrden>;

/** STP's own participant code: the operating institution of every order it carries. */
const STP_INSTITUCION = '90646';
/** Banxico's development banks, whose SPEI participant code starts 37 instead of 40. */
const DEVELOPMENT_BANKS = new Set(['006', '009', '019', '135', '166', '168']);
/** STP's account types: 40 CLABE, 3 debit card. */
const TIPO_CUENTA = { clabe: 40, card: 3 } as const;

/**
 * The SPEI participant code (`institucionContraparte`) of a bank's 3-digit Banxico code, as
 * STP's institution catalogue lists them: 40xxx for banks, 37xxx for development banks, 90xxx
 * for the other participants (codes 600 and up).
 */
export function institucionContraparte(bankCode: string): string {
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError('a Mexican bank code is 3 digits');
  if (DEVELOPMENT_BANKS.has(bankCode)) return `37${bankCode}`;
  return Number(bankCode) >= 600 ? `90${bankCode}` : `40${bankCode}`;
}

/**
 * STP SPEI payouts (decision 0035). An order is registered with `PUT ordenPago/registra`,
 * signed with the cost centre's RSA key over STP's cadena original; its `claveRastreo` is our
 * reference. STP answers an id, kept with the operating date (`stp_payout_orders`) because
 * its order query (`consultaOrden`) asks for both. Status changes arrive on STP's callback
 * (stp-payouts-route.ts) and are always re-queried here before money moves.
 *
 * Name enquiry: SPEI has none (STP cannot tell whose account a CLABE is); the CLABE's check
 * digit (or a card's Luhn digit) is validated and the borrower's own name is the holder.
 */
export class StpPayouts implements PaymentsProvider {
  readonly name = 'stp';

  constructor(
    private readonly settings: StpPayoutsSettings,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    const valid =
      lookup.accountNumber.length === 18 ? isValidClabe(lookup.accountNumber) : isValidDebitCard(lookup.accountNumber);
    if (!valid) return { found: false };
    const hint = lookup.holderHint?.replace(/\s+/g, ' ').trim();
    return { found: true, accountName: hint ? hint.toLocaleUpperCase('es') : 'TITULAR' };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.currency !== 'MXN') throw new RangeError('STP pays MXN only');
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new RangeError('payout amount must be a positive whole number of centavos');
    const seen = await this.payoutStatus(request.idempotencyKey);
    if (seen) return seen;
    const s = this.settings;
    const clabe = request.account.accountNumber.length === 18;
    const fields: Partial<Record<OrdenPagoField, string | number>> = {
      institucionContraparte: institucionContraparte(request.account.bankCode),
      empresa: s.empresa,
      // STP echoes folioOrigen in its state-change callback: our reference names the payout even before STP's id is
      // stored.
      folioOrigen: request.idempotencyKey,
      claveRastreo: request.idempotencyKey,
      institucionOperante: STP_INSTITUCION,
      monto: minorToMajor(request.amount),
      tipoPago: 1,
      tipoCuentaOrdenante: TIPO_CUENTA.clabe,
      nombreOrdenante: s.nombreOrdenante,
      cuentaOrdenante: s.cuentaOrdenante,
      rfcCurpOrdenante: s.rfcCurpOrdenante,
      tipoCuentaBeneficiario: clabe ? TIPO_CUENTA.clabe : TIPO_CUENTA.card,
      nombreBeneficiario: speiText(request.account.accountName ?? 'TITULAR', 39),
      cuentaBeneficiario: request.account.accountNumber,
      rfcCurpBeneficiario: 'ND',
      conceptoPago: speiText(payoutNarration(request, 'es'), 39),
      referenciaNumerica: referenciaNumerica(request.idempotencyKey),
    };
    const body = { ...fields, firma: firma(cadenaOriginal(fields), s.privateKey, s.privateKeyPassphrase) };
    const { status, body: answer } = await vendorJson('stp', s.speiBaseUrl, {
      method: 'PUT',
      path: 'speiws/rest/ordenPago/registra',
      body,
    });
    if (status !== 200) throw new VendorError('stp', status, `registraOrden answered ${status}`);
    const { id, descripcionError: error } = vendorAnswer('stp', 'registraOrden', stpRegistrada, answer).resultado;
    if (id > 0 && !error) {
      await this.db
        .insert(stpPayoutOrders)
        .values({
          claveRastreo: request.idempotencyKey,
          stpId: id,
          fechaOperacion: this.fechaOperacion(),
          amount: request.amount,
        })
        .onConflictDoNothing();
      return { status: 'pending', providerRef: String(id) };
    }
    if (id === -1) {
      // STP has this claveRastreo (we registered it, then lost the answer): its order is the outcome.
      const known = await this.query(request.idempotencyKey, this.fechaOperacion());
      if (known?.idEF !== undefined) {
        await this.db
          .insert(stpPayoutOrders)
          .values({
            claveRastreo: request.idempotencyKey,
            stpId: known.idEF,
            fechaOperacion: this.fechaOperacion(),
            amount: request.amount,
          })
          .onConflictDoNothing();
        return this.checked(request.idempotencyKey, request.amount, known, String(known.idEF));
      }
    }
    return this.refused(request, id, error ?? '');
  }

  /**
   * STP's error ids (assumed from its documentation, decision 0035): an account SPEI cannot take is the borrower's to
   * fix; anything else is ours.
   */
  private refused(request: PayoutRequest, id: number, error: string): PayoutResult {
    if (id === -9 || id === -11 || id === -22)
      return { status: 'failed', providerRef: `refused:${id}`, failureCode: 'account_unsupported' };
    if (id === -200) return { status: 'failed', providerRef: `refused:${id}`, failureCode: 'rejected' };
    throw new VendorError(
      'stp',
      200,
      `registraOrden refused ${request.idempotencyKey.slice(0, 3)}… (${id}: ${vendorMessage(error)})`,
    );
  }

  async payoutStatus(idempotencyKey: string): Promise<PayoutResult | null> {
    const [order] = await this.db
      .select()
      .from(stpPayoutOrders)
      .where(eq(stpPayoutOrders.claveRastreo, idempotencyKey))
      .limit(1);
    if (!order) return this.beforeItsAnswer(idempotencyKey);
    const found = await this.query(idempotencyKey, order.fechaOperacion);
    if (!found)
      throw new VendorError(
        'stp',
        200,
        `consultaOrden does not find ${idempotencyKey.slice(0, 3)}…, which STP accepted`,
      );
    return this.checked(idempotencyKey, order.amount, found, String(order.stpId));
  }

  /**
   * STP's callback can arrive before registraOrden's answer is recorded (STP liquidates in
   * seconds; seen on a loaded machine): the payout we asked for names the day and the amount,
   * and STP's own order, if it has one, is the answer. Null when STP has none yet.
   */
  private async beforeItsAnswer(idempotencyKey: string): Promise<PayoutResult | null> {
    const [asked] = await this.db
      .select({ amount: payouts.amount, createdAt: payouts.createdAt })
      .from(payouts)
      .where(eq(payouts.idempotencyKey, idempotencyKey))
      .limit(1);
    if (!asked) return null;
    const found = await this.query(idempotencyKey, this.fechaOperacion(asked.createdAt));
    if (found?.idEF === undefined) return null;
    return this.checked(idempotencyKey, asked.amount, found, String(found.idEF));
  }

  private checked(idempotencyKey: string, amount: number, found: Orden, providerRef: string): PayoutResult {
    if (found.monto !== amount) throw new Error(`STP reports another amount for ${idempotencyKey.slice(0, 3)}…`);
    return resultOf(found, providerRef);
  }

  private query(claveRastreo: string, fechaOperacion: string): Promise<Orden | null> {
    return consultaOrden(this.settings, claveRastreo, fechaOperacion);
  }

  /** A registered SPEI order is not withdrawn here: only an unknown one could be, and it may be on its way. */
  async cancelPayout(idempotencyKey: string): Promise<CancelPayoutResult> {
    const known = await this.payoutStatus(idempotencyKey);
    return { cancelled: false, status: known?.status ?? 'pending' };
  }

  /**
   * Every order STP sent for our cost centre that reached its state in [since, until), from STP's
   * conciliation of sent orders (decision 0076), each operating day the window can touch and every
   * page. Keyed by its `claveRastreo`, which `payout()` sends as our idempotency key; its state
   * mapped as `payoutStatus` maps it; `at` is when STP settled it (else when it was captured).
   */
  async listPayouts(since: Date, until: Date): Promise<PayoutListing[]> {
    const now = this.clock.now();
    const out = new Map<string, PayoutListing>();
    for (const day of operatingDaysOf(since, until, now)) {
      for (const o of await conciliacion(this.settings, 'E', asked(day, now), stpSentOrder)) {
        const { claveRastreo: key, monto: amount, at } = o;
        if (at < since || at >= until) continue;
        const providerRef = o.idEF ?? key;
        const { status } = resultOf(o, providerRef);
        out.set(key, { idempotencyKey: key, providerRef, amount, currency: 'MXN', status, at });
      }
    }
    return [...out.values()];
  }

  /** The day the order is registered, as STP writes it (yyyyMMdd, Mexico City). */
  private fechaOperacion(at: Date = this.clock.now()): string {
    return marketToday('mx', at).replaceAll('-', '');
  }
}

/**
 * STP's signed order query (`consultaOrden`, efws) for one of our orders of a day; null when STP
 * finds none (its estado 6). `npm run vendor:smoke` asks it for a key never used, which proves the
 * signature is accepted without registering anything.
 */
export async function consultaOrden(
  settings: Pick<StpPayoutsSettings, 'empresa' | 'privateKey' | 'privateKeyPassphrase' | 'efwsBaseUrl'>,
  claveRastreo: string,
  fechaOperacion: string,
): Promise<Orden | null> {
  const q = { empresa: settings.empresa, claveRastreo, tipoOrden: 'E' as const, fechaOperacion };
  const { status, body } = await vendorJson('stp', settings.efwsBaseUrl, {
    method: 'POST',
    path: 'efws/API/consultaOrden',
    body: { ...q, firma: firma(cadenaConsultaOrden(q), settings.privateKey, settings.privateKeyPassphrase) },
  });
  if (status !== 200) throw new VendorError('stp', status, `consultaOrden answered ${status}`);
  if (body.estado === 6) return null;
  if (body.estado !== 0) throw new VendorError('stp', 200, `consultaOrden: ${vendorMessage(body.mensaje)}`);
  return vendorAnswer('stp', 'consultaOrden', stpConsultaOrden, body).respuesta;
}

/**
 * STP's order states onto ours: LQ (liquidada) and TLQ (traspaso liquidado) paid; D (devuelta)
 * came back; C/CN (cancelada) and R (rechazada) failed; the rest (A, L, PL, E…) in flight.
 */
export function resultOf(orden: { estado: string }, providerRef: string): PayoutResult {
  switch (orden.estado) {
    case 'LQ':
    case 'TLQ':
      return { status: 'succeeded', providerRef };
    case 'D':
      return { status: 'reversed', providerRef, failureCode: 'reversed' };
    case 'C':
    case 'CN':
    case 'R':
      return { status: 'failed', providerRef, failureCode: 'rejected' };
    default:
      return { status: 'pending', providerRef };
  }
}

/** SPEI text fields: upper case, no accents, letters, digits and spaces, cut to the field's length. */
function speiText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** SPEI's 7-digit numeric reference, derived from our reference so a re-send carries the same one. */
function referenciaNumerica(reference: string): number {
  return createHash('sha256').update(reference).digest().readUInt32BE(0) % 10_000_000;
}
