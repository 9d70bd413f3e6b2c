import { verify } from 'node:crypto';
import { stpCostCentreKey } from '../stp-cost-centre-key';
import { isValidClabe } from '../../domain/identity/clabe';
import { MX_BANKS } from '../../domain/markets/mx/banks';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { registerConciliacion, stpBook } from './stp-conciliacion';

/**
 * STP's SPEI orders as its documentation describes them: `PUT /speiws/rest/ordenPago/registra`
 * (the order signed with the cost centre's key over the cadena original; answer
 * `{ resultado: { id } }` or `{ resultado: { id, descripcionError } }`), `POST
 * /efws/API/consultaOrden`, and the "cambio de estado" callback `{ id, empresa, folioOrigen,
 * estado, causaDevolucion, tsLiquidacion }` to our `/api/webhooks/stp-payouts`.
 *
 * The fake holds the cost centre's key pair: it prints the private half as STP_PRIVATE_KEY (the
 * lender would register the public half with STP) and checks each firma with the public half,
 * rebuilding the cadena original with its own code. Test accounts: any CLABE with a valid check
 * digit is paid (LQ, callback "Exito") except one whose account digits end 0000 or 9999, which
 * the receiving bank returns (D, callback "Devuelto", cuenta inexistente). `POST
 * /stp/_fake/ordenes/:claveRastreo/devolver` returns a paid order the same way.
 */
const EMPRESA = FAKE_CREDENTIALS.stp.empresa;
const CUENTA_ORDENANTE = FAKE_CREDENTIALS.stpPayouts.cuentaOrdenante;
const FIELDS = [
  'institucionContraparte',
  'empresa',
  'fechaOperacion',
  'folioOrigen',
  'claveRastreo',
  'institucionOperante',
  'monto',
  'tipoPago',
  'tipoCuentaOrdenante',
  'nombreOrdenante',
  'cuentaOrdenante',
  'rfcCurpOrdenante',
  'tipoCuentaBeneficiario',
  'nombreBeneficiario',
  'cuentaBeneficiario',
  'rfcCurpBeneficiario',
  'emailBeneficiario',
  'tipoCuentaBeneficiario2',
  'nombreBeneficiario2',
  'cuentaBeneficiario2',
  'rfcCurpBeneficiario2',
  'conceptoPago',
  'conceptoPago2',
  'claveCatUsuario1',
  'claveCatUsuario2',
  'clavePago',
  'referenciaCobranza',
  'referenciaNumerica',
  'tipoOperacion',
  'topologia',
  'usuario',
  'medioEntrega',
  'prioridad',
  'iva',
];
const REQUIRED = [
  'institucionContraparte',
  'empresa',
  'claveRastreo',
  'institucionOperante',
  'monto',
  'tipoPago',
  'tipoCuentaBeneficiario',
  'nombreBeneficiario',
  'cuentaBeneficiario',
  'rfcCurpBeneficiario',
  'conceptoPago',
  'referenciaNumerica',
  'firma',
];
/**
 * SPEI participants as STP's catalogue numbers them: development banks 37xxx, other banks 40xxx, the rest (600 and up)
 * 90xxx.
 */
const INSTITUCIONES = new Set(
  MX_BANKS.map(({ code }) =>
    ['006', '009', '019', '135', '166', '168'].includes(code)
      ? `37${code}`
      : Number(code) >= 600
        ? `90${code}`
        : `40${code}`,
  ),
);

// One cost centre, one key pair: the deposit fake checks its queries with the same one.
const keyPair = stpCostCentreKey;

function signatureValid(cadena: string, firma: unknown): boolean {
  if (typeof firma !== 'string' || !firma) return false;
  try {
    return verify('sha256', Buffer.from(cadena, 'utf8'), keyPair().publicKey, Buffer.from(firma, 'base64'));
  } catch {
    return false;
  }
}

interface Orden {
  id: number;
  claveRastreo: string;
  folioOrigen: string;
  monto: string;
  cuentaBeneficiario: string;
  fechaOperacion: string;
  estado: 'L' | 'LQ' | 'D';
  causaDevolucion: string;
  tsCaptura: number;
  tsLiquidacion: number | null;
}

function yyyymmdd(d: Date): string {
  // STP's operating day is Mexico City's (UTC−6 all year since 2022).
  return new Date(d.getTime() - 6 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

async function cambioDeEstado(world: FakeWorld, o: Orden): Promise<number> {
  const estado = o.estado === 'LQ' ? 'Exito' : 'Devuelto';
  const body = JSON.stringify({
    id: o.id,
    empresa: EMPRESA,
    folioOrigen: o.folioOrigen,
    estado,
    causaDevolucion: o.causaDevolucion,
    tsLiquidacion: o.tsLiquidacion ? String(o.tsLiquidacion) : '',
  });
  return world.deliver('/api/webhooks/stp-payouts', body, { 'content-type': 'application/json' });
}

export const stpPayoutsFake: FakeVendorModule = {
  name: 'stp-payouts',
  prefix: 'stp',
  settings: (baseUrl) => ({
    PAYOUTS_MX: 'stp',
    STP_EMPRESA: EMPRESA,
    STP_SPEI_BASE_URL: baseUrl,
    STP_EFWS_BASE_URL: baseUrl,
    STP_PRIVATE_KEY: keyPair().privateKey.trim().replace(/\n/g, '\\n'),
    STP_CUENTA_ORDENANTE: CUENTA_ORDENANTE,
    STP_NOMBRE_ORDENANTE: 'PRESTA FAKE SA DE CV',
    STP_RFC_ORDENANTE: 'PFA200101AB1',
    STP_CALLBACK_IPS: '127.0.0.1',
  }),
  register(scope, world) {
    const ordenes = new Map<string, Orden>();
    let nextId = 2_000_001;
    // The orders sent are in STP's conciliation (tipoOrden E) as well.
    stpBook(world).sent = () =>
      [...ordenes.values()].map((o) => ({
        idEF: o.id,
        claveRastreo: o.claveRastreo,
        claveRastreoDevolucion: null,
        cuentaBeneficiario: o.cuentaBeneficiario,
        cuentaOrdenante: CUENTA_ORDENANTE,
        empresa: EMPRESA,
        estado: o.estado,
        fechaOperacion: Number(o.fechaOperacion),
        institucionOperante: 90646,
        medioEntrega: 3,
        monto: Number(o.monto),
        tipoPago: 1,
        tsCaptura: o.tsCaptura,
        tsLiquidacion: o.tsLiquidacion,
        causaDevolucion: o.causaDevolucion || null,
      }));
    registerConciliacion(scope, world);
    // STP's callback and its answer to registraOrden travel apart: `POST /_fake/callback-first`
    // makes the next order liquidate and call back before the answer leaves.
    let callbackFirst = false;
    const error = (id: number, descripcionError: string) => ({ resultado: { id, descripcionError } });

    scope.put('/speiws/rest/ordenPago/registra', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const missing = REQUIRED.find((f) => b[f] === undefined || b[f] === '');
      if (missing) return error(0, `El campo ${missing} es obligatorio`);
      if (b.empresa !== EMPRESA) return error(0, `La empresa ${String(b.empresa)} no es valida`);
      const cadena = `||${FIELDS.map((f) => (b[f] === undefined || b[f] === null ? '' : String(b[f]))).join('|')}||`;
      if (!signatureValid(cadena, b.firma)) return error(0, 'Error validando la firma');
      const clave = String(b.claveRastreo);
      if (!/^[A-Za-z0-9]{1,30}$/.test(clave)) return error(-34, 'Clave rastreo invalida');
      if (b.institucionOperante !== '90646')
        return error(-9, `La Institucion ${String(b.institucionOperante)} no es valida`);
      if (!INSTITUCIONES.has(String(b.institucionContraparte)))
        return error(-9, `La Institucion ${String(b.institucionContraparte)} no es valida`);
      if (!/^\d{1,16}\.\d{2}$/.test(String(b.monto)) || Number(String(b.monto).replace('.', '')) <= 0)
        return error(-20, `El monto {${String(b.monto)}} no es válido`);
      const cuenta = String(b.cuentaBeneficiario);
      if (Number(b.tipoCuentaBeneficiario) === 40) {
        if (!isValidClabe(cuenta)) return error(-22, `La cuenta ${cuenta.slice(0, 3)}… no es valida`);
        if (String(b.institucionContraparte).slice(2) !== cuenta.slice(0, 3))
          return error(-22, 'La cuenta no corresponde a la institucion');
      } else if (Number(b.tipoCuentaBeneficiario) !== 3)
        return error(-11, `El tipo de cuenta ${String(b.tipoCuentaBeneficiario)} es invalido`);
      const fecha = yyyymmdd(world.now());
      if (ordenes.has(clave))
        return error(
          -1,
          `La clave de rastreo ${clave} para la fecha ${fecha} de la institucion 90646 ya fue utilizada`,
        );
      const o: Orden = {
        id: nextId++,
        claveRastreo: clave,
        folioOrigen: typeof b.folioOrigen === 'string' ? b.folioOrigen : '',
        monto: String(b.monto),
        cuentaBeneficiario: cuenta,
        fechaOperacion: fecha,
        estado: 'L',
        causaDevolucion: '',
        tsCaptura: world.now().getTime(),
        tsLiquidacion: null,
      };
      ordenes.set(clave, o);
      const liquidate = () => {
        const returned = /(0000|9999)\d$/.test(cuenta);
        o.estado = returned ? 'D' : 'LQ';
        o.causaDevolucion = returned ? 'Cuenta inexistente' : '';
        o.tsLiquidacion = world.now().getTime();
        return cambioDeEstado(world, o);
      };
      if (callbackFirst) {
        callbackFirst = false;
        await liquidate();
      } else {
        reply.raw.once('finish', () => void liquidate());
      }
      return { resultado: { id: o.id } };
    });

    scope.post('/efws/API/consultaOrden', async (req) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (b.empresa !== EMPRESA || typeof b.claveRastreo !== 'string' || (b.tipoOrden !== 'E' && b.tipoOrden !== 'R')) {
        return { estado: 1, mensaje: 'Datos de consulta invalidos' };
      }
      const fecha = typeof b.fechaOperacion === 'string' ? b.fechaOperacion : '';
      if (!signatureValid(`||${b.empresa}|${b.claveRastreo}|${b.tipoOrden}|${fecha}||`, b.firma))
        return { estado: 2, mensaje: 'Firma invalida' };
      const o = ordenes.get(b.claveRastreo);
      if (!o || b.tipoOrden !== 'E' || (fecha && fecha !== o.fechaOperacion))
        return { estado: 6, mensaje: 'No se encontraron datos relacionados' };
      return {
        estado: 0,
        mensaje: 'Datos consultados correctamente',
        respuesta: {
          idEF: o.id,
          claveRastreo: o.claveRastreo,
          monto: Number(o.monto),
          cuentaBeneficiario: o.cuentaBeneficiario,
          estado: o.estado,
          causaDevolucion: o.causaDevolucion,
          tsLiquidacion: o.tsLiquidacion,
          fechaOperacion: Number(o.fechaOperacion),
        },
      };
    });

    scope.post('/_fake/callback-first', async () => {
      callbackFirst = true;
      return { callbackFirst };
    });

    scope.post('/_fake/ordenes/:claveRastreo/devolver', async (req, reply) => {
      const o = ordenes.get((req.params as { claveRastreo: string }).claveRastreo);
      if (!o) return reply.code(404).send({ error: 'no such order' });
      if (o.estado !== 'LQ') return reply.code(409).send({ error: `an order in ${o.estado} cannot be returned` });
      o.estado = 'D';
      o.causaDevolucion = 'Cuenta bloqueada';
      return { devuelta: true, delivered: await cambioDeEstado(world, o) };
    });
  },
};
