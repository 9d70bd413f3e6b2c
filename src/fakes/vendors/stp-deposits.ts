import { randomBytes, verify } from 'node:crypto';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { stpCostCentreKey } from '../stp-cost-centre-key';

/**
 * STP SPEI deposits into our cost centre's CLABEs: the deposit notification ("abono", not signed
 * by STP: authenticated by our URL token and STP's source address) and the signed query of received
 * orders (POST /speiws/rest/ordenPago/consOrdenesFech, `estado: "R"`), which answers only what STP
 * really received. Refuses a query whose `firma` is not our cost centre's RSA-SHA256 signature over
 * STP's original string, with STP's `resultado` error shape.
 */
const { empresa: EMPRESA, clabePrefix: PREFIX } = FAKE_CREDENTIALS.stp;
const { webhookToken: TOKEN, notifiesFrom: SOURCE } = FAKE_CREDENTIALS.stpDeposits;

interface Received {
  id: number; claveRastreo: string; cuentaBeneficiario: string; monto: number; fechaOperacion: number; tsLiquidacion: number;
  institucionContraparte: number; cuentaOrdenante: string; nombreOrdenante: string;
}

class StpState {
  serial = 3_190_000;
  received: Received[] = [];
  next() { return ++this.serial; }
}

/** STP's operating day as YYYYMMDD in Mexico City. */
function operatingDay(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at).replaceAll('-', ''));
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
    causaDevolucion: null, idEF: o.id, claveRastreo: o.claveRastreo, cuentaBeneficiario: o.cuentaBeneficiario, empresa: EMPRESA, estado: 'LQ',
    fechaOperacion: o.fechaOperacion, institucionContraparte: o.institucionContraparte, institucionOperante: 90646, medioEntrega: 3,
    monto: pesos(o.monto), prioridad: 1, tipoPago: 1, topologia: 'V', tsCaptura: o.tsLiquidacion, tsLiquidacion: o.tsLiquidacion,
    cuentaOrdenante: o.cuentaOrdenante, nombreOrdenante: o.nombreOrdenante,
  };
}

export const stpDeposits: FakeVendorModule & { state: StpState } = {
  name: 'stp-deposits',
  prefix: 'stp',
  state: new StpState(),
  settings: (baseUrl) => ({
    COLLECTIONS_MX: 'vendors', STP_BASE_URL: `${baseUrl}/speiws/rest`, STP_EMPRESA: EMPRESA, STP_CLABE_PREFIX: PREFIX,
    STP_PRIVATE_KEY: stpCostCentreKey().privateKey.trim().replace(/\n/g, '\\n'), STP_WEBHOOK_TOKEN: TOKEN, STP_WEBHOOK_ALLOWED_IPS: SOURCE,
  }),

  register(scope, world) {
    const s = this.state;
    scope.post('/speiws/rest/ordenPago/consOrdenesFech', async (req) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const fecha = typeof b.fechaOperacion === 'string' ? b.fechaOperacion : '';
      if (b.empresa !== EMPRESA) return { resultado: { id: 0, descripcionError: 'La empresa no existe' } };
      if (!signatureValid(EMPRESA, fecha, b.firma)) return { resultado: { id: 0, descripcionError: 'Error validando la firma' } };
      if (b.estado !== 'R' && b.estado !== 'E') return { resultado: { id: 0, descripcionError: 'El campo estado es obligatorio' } };
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
      id: s.next(), claveRastreo: `FAKE${randomBytes(8).toString('hex').toUpperCase()}`, cuentaBeneficiario: target, monto: amount,
      fechaOperacion: operatingDay(now), tsLiquidacion: now.getTime(), institucionContraparte: 40012, cuentaOrdenante: '012180000000000008', nombreOrdenante: 'FAKE PAYER',
    };
    s.received.push(o);
    await notify(world, o);
    return true;
  },
};

/** STP's deposit notification as its integration guide lists the fields, posted to the URL we registered (with our token). */
async function notify(world: FakeWorld, o: Received): Promise<void> {
  const body = JSON.stringify({
    id: o.id, fechaOperacion: o.fechaOperacion, institucionOrdenante: o.institucionContraparte, institucionBeneficiaria: 90646,
    claveRastreo: o.claveRastreo, monto: pesos(o.monto), nombreOrdenante: o.nombreOrdenante, tipoCuentaOrdenante: 40, cuentaOrdenante: o.cuentaOrdenante,
    rfcCurpOrdenante: 'ND', nombreBeneficiario: EMPRESA, tipoCuentaBeneficiario: 40, cuentaBeneficiario: o.cuentaBeneficiario,
    nombreBeneficiario2: null, tipoCuentaBeneficiario2: null, cuentaBeneficiario2: null, rfcCurpBeneficiario: 'ND',
    conceptoPago: 'PAGO PRESTAMO', referenciaNumerica: 1234567, empresa: EMPRESA, tipoPago: 1, tsLiquidacion: o.tsLiquidacion, folioCodi: null,
  });
  await world.deliver(`/api/webhooks/stp?token=${encodeURIComponent(TOKEN)}`, body, { 'content-type': 'application/json' });
}
