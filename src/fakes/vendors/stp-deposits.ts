import { randomBytes, verify } from 'node:crypto';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { stpCostCentreKey } from '../stp-cost-centre-key';
import { operatingDay, registerConciliacion, stpBook } from './stp-conciliacion';

/**
 * STP SPEI deposits into our cost centre's CLABEs: the deposit notification ("abono", not signed
 * by STP: authenticated by our URL token and STP's source address) and the signed query of received
 * orders (POST /speiws/rest/ordenPago/consOrdenesFech, `estado: "R"`), which answers only what STP
 * really received. Refuses a query whose `firma` is not our cost centre's RSA-SHA256 signature over
 * STP's original string, with STP's `resultado` error shape. The received orders are also in STP's
 * conciliation (stp-conciliacion.ts). STP acts on our answer to a notification: `{"mensaje":
 * "devolver", "id": <causa>}` returns the deposit to its sender — the order becomes "D" with that
 * cause and is never money of ours again (decision 0076).
 */
const { empresa: EMPRESA, clabePrefix: PREFIX } = FAKE_CREDENTIALS.stp;
const { webhookToken: TOKEN, notifiesFrom: SOURCE } = FAKE_CREDENTIALS.stpDeposits;

interface Received {
  id: number;
  claveRastreo: string;
  cuentaBeneficiario: string;
  monto: number;
  fechaOperacion: number;
  tsLiquidacion: number;
  institucionContraparte: number;
  cuentaOrdenante: string;
  nombreOrdenante: string;
  /** LQ settled into our account; D returned to its sender on our "devolver". */
  estado: 'LQ' | 'D';
  causaDevolucion: number | null;
}

/** Banxico's catalogue of return causes runs 1 to 31 (assumed range); STP refuses another. */
const CAUSAS = new Set(Array.from({ length: 31 }, (_, i) => i + 1));

class StpState {
  serial = 3_190_000;
  received: Received[] = [];
  next() {
    return ++this.serial;
  }
}

const pesos = (minor: number) => Number(`${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);

/** STP checks a query's signature with the certificate we registered: RSA-SHA256 over its original string. */
function signatureValid(empresa: string, fechaOperacion: string, firma: unknown): boolean {
  if (typeof firma !== 'string') return false;
  const original = `|||${empresa}|${fechaOperacion}|||${'|'.repeat(30)}`;
  try {
    return verify('sha256', Buffer.from(original, 'utf8'), stpCostCentreKey().publicKey, Buffer.from(firma, 'base64'));
  } catch {
    return false;
  }
}

function orderView(o: Received) {
  return {
    causaDevolucion: o.causaDevolucion,
    idEF: o.id,
    claveRastreo: o.claveRastreo,
    cuentaBeneficiario: o.cuentaBeneficiario,
    empresa: EMPRESA,
    estado: o.estado,
    fechaOperacion: o.fechaOperacion,
    institucionContraparte: o.institucionContraparte,
    institucionOperante: 90646,
    medioEntrega: 3,
    monto: pesos(o.monto),
    prioridad: 1,
    tipoPago: 1,
    topologia: 'V',
    tsCaptura: o.tsLiquidacion,
    tsLiquidacion: o.tsLiquidacion,
    cuentaOrdenante: o.cuentaOrdenante,
    nombreOrdenante: o.nombreOrdenante,
  };
}

export const stpDeposits: FakeVendorModule & { state: StpState } = {
  name: 'stp-deposits',
  prefix: 'stp',
  state: new StpState(),
  reset() {
    this.state = new StpState();
  },
  settings: (baseUrl) => ({
    COLLECTIONS_MX: 'vendors',
    STP_BASE_URL: `${baseUrl}/speiws/rest`,
    STP_EMPRESA: EMPRESA,
    STP_CLABE_PREFIX: PREFIX,
    STP_PRIVATE_KEY: stpCostCentreKey().privateKey.trim().replace(/\n/g, '\\n'),
    STP_WEBHOOK_TOKEN: TOKEN,
    STP_WEBHOOK_ALLOWED_IPS: SOURCE,
    STP_EFWS_BASE_URL: baseUrl,
  }),

  register(scope, world) {
    const s = this.state;
    stpBook(world).received = () => s.received.map(orderView);
    registerConciliacion(scope, world);
    scope.post('/speiws/rest/ordenPago/consOrdenesFech', async (req) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const fecha = typeof b.fechaOperacion === 'string' ? b.fechaOperacion : '';
      if (b.empresa !== EMPRESA) return { resultado: { id: 0, descripcionError: 'La empresa no existe' } };
      if (!signatureValid(EMPRESA, fecha, b.firma))
        return { resultado: { id: 0, descripcionError: 'Error validando la firma' } };
      if (b.estado !== 'R' && b.estado !== 'E')
        return { resultado: { id: 0, descripcionError: 'El campo estado es obligatorio' } };
      const day = fecha ? Number(fecha) : operatingDay(world.now());
      const lst = b.estado === 'R' ? s.received.filter((o) => o.fechaOperacion === day).map(orderView) : [];
      if (!lst.length) return { resultado: { id: -100, descripcionError: 'No se encontraron datos relacionados' } };
      return { resultado: { id: 1, lst } };
    });
  },

  async pay(target, amount, world) {
    if (!/^\d{18}$/.test(target) || !target.startsWith(PREFIX)) return false;
    const s = this.state;
    const now = world.now();
    const o: Received = {
      id: s.next(),
      claveRastreo: `FAKE${randomBytes(8).toString('hex').toUpperCase()}`,
      cuentaBeneficiario: target,
      monto: amount,
      fechaOperacion: operatingDay(now),
      tsLiquidacion: now.getTime(),
      institucionContraparte: 40012,
      cuentaOrdenante: '012180000000000008',
      nombreOrdenante: 'FAKE PAYER',
      estado: 'LQ',
      causaDevolucion: null,
    };
    s.received.push(o);
    await notify(world, o);
    return true;
  },
};

/**
 * STP's deposit notification as its integration guide lists the fields, posted to the URL we
 * registered (with our token). Our answer decides: `{"mensaje":"devolver","id":<causa>}` with HTTP
 * 200 returns the deposit (assumed: STP reads a 200 answer); anything else leaves it settled.
 */
async function notify(world: FakeWorld, o: Received): Promise<void> {
  const body = JSON.stringify({
    id: o.id,
    fechaOperacion: o.fechaOperacion,
    institucionOrdenante: o.institucionContraparte,
    institucionBeneficiaria: 90646,
    claveRastreo: o.claveRastreo,
    monto: pesos(o.monto),
    nombreOrdenante: o.nombreOrdenante,
    tipoCuentaOrdenante: 40,
    cuentaOrdenante: o.cuentaOrdenante,
    rfcCurpOrdenante: 'ND',
    nombreBeneficiario: EMPRESA,
    tipoCuentaBeneficiario: 40,
    cuentaBeneficiario: o.cuentaBeneficiario,
    nombreBeneficiario2: null,
    tipoCuentaBeneficiario2: null,
    cuentaBeneficiario2: null,
    rfcCurpBeneficiario: 'ND',
    conceptoPago: 'PAGO PRESTAMO',
    referenciaNumerica: 1234567,
    empresa: EMPRESA,
    tipoPago: 1,
    tsLiquidacion: o.tsLiquidacion,
    folioCodi: null,
  });
  const answer = await world.deliverAndRead(`/api/webhooks/stp?token=${encodeURIComponent(TOKEN)}`, body, {
    'content-type': 'application/json',
  });
  if (answer.status !== 200) return;
  let said: unknown;
  try {
    said = JSON.parse(answer.body);
  } catch {
    return;
  }
  const { mensaje, id } = (said ?? {}) as { mensaje?: unknown; id?: unknown };
  if (mensaje === 'devolver' && typeof id === 'number' && CAUSAS.has(id) && o.estado === 'LQ') {
    o.estado = 'D';
    o.causaDevolucion = id;
  }
}
