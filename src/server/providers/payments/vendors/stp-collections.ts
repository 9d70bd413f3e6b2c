import type { z } from 'zod';
import { sign } from 'node:crypto';
import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { stpClabe } from '../account-numbers';
import { date } from '../webhooks/webhook-parse';
import { vendorAnswer } from './vendor-answer';
import { vendorJson, VendorError } from './vendor-http';
import { asked, conciliacion, mexicoDay, operatingDaysOf } from './stp-conciliacion';
import { stpOrdenesHead, stpOrdenesList, stpReceivedOrder } from './stp-schemas';

type ReceivedOrder = z.output<typeof stpReceivedOrder>;

export interface StpCollectionsConfig {
  /** Our STP cost-centre CLABE prefix (646 + plaza + our digits = 10 digits). */
  clabePrefix: string;
  /** Our company's name at STP (`empresa`). */
  empresa: string;
  /** The cost centre's RSA private key (PEM) STP holds the certificate of; it signs every query. */
  privateKey: string;
  privateKeyPassphrase?: string;
  /** STP's REST base, e.g. https://prod.stpmex.com/speiws/rest. */
  baseUrl: string;
  /** STP's efws host, where the conciliation (`efws/API/V2/conciliacion`) lists a day's received orders. */
  efwsBaseUrl: string;
}

/**
 * STP SPEI deposits. Each borrower gets a CLABE of our STP cost centre (prefix + a serial from
 * the database + control digit), kept as their account for every loan; STP needs no call to open
 * it. A deposit notification ("abono") is only a claim: before anything is credited it is looked
 * up in STP's own list of received orders of its operating day (POST /ordenPago/consOrdenesFech,
 * `estado: "R"`, signed with our key over STP's original string) and only a settled order of that
 * order id (`idEF`), tracking key, CLABE and amount confirms it — with STP's figures.
 */
export class StpCollections implements CollectionsProvider {
  readonly name = 'stp';
  readonly methods: readonly CollectionMethod[] = ['stp_clabe'];

  constructor(
    private readonly cfg: StpCollectionsConfig,
    private readonly nextSerial: () => Promise<number>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    const serial = await this.nextSerial();
    if (serial > 9_999_999)
      throw new RangeError('the STP cost centre has no CLABE serials left: ask STP for another prefix');
    const clabe = stpClabe(this.cfg.clabePrefix, serial);
    return {
      method: req.method,
      reference: req.reference,
      providerRef: clabe,
      kind: 'account',
      clabe,
      account: { bankName: 'STP', accountNumber: clabe, accountName: this.cfg.empresa },
      expiresAt: req.expiresAt,
      amount: null,
    };
  }

  /**
   * STP lists received orders by day, not by CLABE: today's list (one call), filtered to this
   * CLABE's settled orders. So reconciliation finds a deposit whose notification was lost, and
   * "check now" too. Each is keyed by STP's id of the order (`idEF`, the `id` its notification
   * carries), so a notification arriving later credits nothing twice; an order listed without
   * it is left for the notification. A deposit lost on an earlier operating day is not found
   * here but by the daily comparison (`listTransactions`).
   */
  async verifyPayment(instrument: InstrumentRef): Promise<VerifyResult> {
    const clabe = instrument.providerRef;
    const payments = (await this.receivedOrders(null))
      .flatMap((o) => this.paymentOf(o))
      .filter((p) => p.accountNumber === clabe);
    return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
  }

  /**
   * Every settled deposit into one of our CLABEs with its settlement time in [since, until), from
   * STP's conciliation of received orders (decision 0076): each operating day the window can have
   * money of, every page. Described as `verifyPayment` and the notification describe it (STP's order
   * id `idEF` as the event id), so the daily comparison credits what no notification brought, once.
   */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const now = this.now();
    const out: CollectedPayment[] = [];
    const seen = new Set<string>();
    for (const day of operatingDaysOf(since, until, now)) {
      for (const o of await conciliacion(this.cfg, 'R', asked(day, now), stpReceivedOrder)) {
        for (const p of this.paymentOf(o)) {
          if (
            p.paidAt >= since &&
            p.paidAt < until &&
            p.accountNumber?.startsWith(this.cfg.clabePrefix) &&
            !seen.has(p.eventId)
          ) {
            seen.add(p.eventId);
            out.push(p);
          }
        }
      }
    }
    return out;
  }

  /**
   * A received order as the money it is: settled, a positive amount, STP's id; not a return of one of our own payouts.
   */
  private paymentOf(o: ReceivedOrder): CollectedPayment[] {
    const id = o.idEF;
    if (!id || !o.settled || o.settled.monto <= 0 || (o.tipoPago !== undefined && RETURN_TYPES.has(o.tipoPago)))
      return [];
    const { cuentaBeneficiario: clabe, monto: amount, tsLiquidacion } = o.settled;
    return [
      {
        vendor: 'stp',
        eventId: id,
        vendorTxId: id,
        method: 'stp_clabe',
        reference: null,
        accountNumber: clabe,
        amount,
        currency: 'MXN',
        providerRef: o.claveRastreo ?? id,
        paidAt: date(tsLiquidacion, this.now()),
      },
    ];
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    if (claimed.vendor !== 'stp' || claimed.method !== 'stp_clabe' || !claimed.accountNumber) return null;
    const day = operatingDay(claimed.paidAt);
    const orders = await this.receivedOrders(day < operatingDay(this.now()) ? day : null);
    const order = orders.find(
      (o) => o.claveRastreo === claimed.providerRef && o.cuentaBeneficiario === claimed.accountNumber,
    );
    if (!order?.settled) return null;
    // A real deposit's notification re-sent under a new `id` matched the tracking key, the CLABE and
    // the amount, and was credited again: the id must be STP's own id of that very order.
    const idEF = order.idEF;
    if (!idEF || idEF !== claimed.eventId) return null;
    const amount = order.settled.monto;
    if (amount !== claimed.amount) return null;
    return {
      ...claimed,
      eventId: idEF,
      vendorTxId: idEF,
      amount,
      accountNumber: order.settled.cuentaBeneficiario,
      providerRef: order.claveRastreo!,
    };
  }

  /** STP's received orders of a day (null: today's), [] when STP says it found none. */
  async receivedOrders(fechaOperacion: string | null): Promise<ReceivedOrder[]> {
    const query: Record<string, string> = {
      empresa: this.cfg.empresa,
      estado: 'R',
      ...(fechaOperacion ? { fechaOperacion } : {}),
    };
    const firma = stpQuerySignature(this.cfg, fechaOperacion ?? '');
    const { status, body } = await vendorJson('stp', this.cfg.baseUrl, {
      method: 'POST',
      path: 'ordenPago/consOrdenesFech',
      body: { ...query, firma },
    });
    if (status < 200 || status >= 300) throw new VendorError('stp', status, 'consOrdenesFech failed');
    const { resultado } = vendorAnswer('stp', 'consOrdenesFech', stpOrdenesHead, body, status);
    if (resultado.lst !== undefined && resultado.lst !== null)
      return vendorAnswer('stp', 'consOrdenesFech', stpOrdenesList, body, status).resultado.lst;
    if (resultado.id === -100) return [];
    throw new VendorError('stp', status, `consOrdenesFech refused (${resultado.id ?? '?'})`);
  }
}

/**
 * SPEI payment types that are returns (devoluciones) of an order, not a deposit (as Cuenca's speid leaves them out).
 */
const RETURN_TYPES = new Set([0, 16, 17, 18, 23, 24]);

/** STP's operating day (YYYYMMDD) of an instant: its Mexico City date (decision 0076). */
const operatingDay = mexicoDay;

/**
 * STP's signature of a query: RSA-SHA256 (PKCS#1 v1.5), base64, over its original string for
 * queries — the empresa, the operating day and an empty tracking key and institution between
 * STP's fixed run of separators.
 */
export function stpQuerySignature(
  cfg: Pick<StpCollectionsConfig, 'empresa' | 'privateKey' | 'privateKeyPassphrase'>,
  fechaOperacion: string,
): string {
  const original = `|||${cfg.empresa}|${fechaOperacion}|||${'|'.repeat(30)}`;
  const key = cfg.privateKeyPassphrase ? { key: cfg.privateKey, passphrase: cfg.privateKeyPassphrase } : cfg.privateKey;
  return sign('sha256', Buffer.from(original, 'utf8'), key).toString('base64');
}
