import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { BUREAU_TEST_CURPS, TEST_FILES, fileOf } from './bureau-test-persons';

interface Keys {
  lenderPrivatePem: string;
  lenderPublic: KeyObject;
  cdcPrivate: KeyObject;
  cdcPublicPem: string;
}
let keys: Keys | null = null;

/**
 * Two EC pairs per process: the lender's (Círculo holds its certificate and checks every request
 * with it; the private half is printed as CIRCULO_PRIVATE_KEY) and Círculo's own (it signs every
 * answer; the public half is printed as CIRCULO_PUBLIC_KEY).
 */
function circuloKeys(): Keys {
  if (keys) return keys;
  const lender = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
  const cdc = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
  keys = {
    lenderPrivatePem: lender.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    lenderPublic: lender.publicKey,
    cdcPrivate: cdc.privateKey,
    cdcPublicPem: cdc.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  return keys;
}

const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');

/** Círculo's error shape: `{ errores: [{ codigo, mensaje }] }`. */
const errores = (codigo: string, mensaje: string) => ({ errores: [{ codigo, mensaje }] });

/** Signs what it answers, as Círculo does, so the app must check the signature to read it. */
function signed(reply: FastifyReply, status: number, body: unknown) {
  const text = JSON.stringify(body);
  return reply
    .code(status)
    .header('content-type', 'application/json')
    .header('x-signature', sign('sha256', Buffer.from(text), circuloKeys().cdcPrivate).toString('hex'))
    .send(text);
}

/** Credentials first (401), then the request signature over the raw body (401): nothing is read before both pass. */
function authorised(req: FastifyRequest, reply: FastifyReply): boolean {
  const c = FAKE_CREDENTIALS.circulo;
  if (req.headers['x-api-key'] !== c.apiKey) {
    void reply.code(401).send(errores('401.1', 'Credenciales inválidas: x-api-key'));
    return false;
  }
  if (req.headers.username !== c.username || req.headers.password !== c.password) {
    void reply.code(401).send(errores('401.2', 'Credenciales inválidas: usuario o contraseña'));
    return false;
  }
  const signature = req.headers['x-signature'];
  const raw = (req as FastifyRequest & { rawBody?: string }).rawBody ?? '';
  const ok =
    typeof signature === 'string' &&
    /^[0-9a-f]+$/i.test(signature) &&
    (() => {
      try {
        return verify('sha256', Buffer.from(raw), circuloKeys().lenderPublic, Buffer.from(signature, 'hex'));
      } catch {
        return false;
      }
    })();
  if (!ok) {
    void reply.code(401).send(errores('401.3', 'La firma x-signature no corresponde al certificado registrado'));
    return false;
  }
  return true;
}

const STATES = new Set([
  'AGS',
  'BC',
  'BCS',
  'CAMP',
  'COAH',
  'COL',
  'CHIS',
  'CHIH',
  'DF',
  'CDMX',
  'DGO',
  'GTO',
  'GRO',
  'HGO',
  'JAL',
  'MEX',
  'MICH',
  'MOR',
  'NAY',
  'NL',
  'OAX',
  'PUE',
  'QRO',
  'QROO',
  'SLP',
  'SIN',
  'SON',
  'TAB',
  'TAMP',
  'TLAX',
  'VER',
  'YUC',
  'ZAC',
]);
const str = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** Each field the consolidated report requires, as Círculo's request model bounds it; the first wrong one is named. */
function requestProblem(body: Record<string, unknown>): string | null {
  if (!str(body.primerNombre, 40)) return 'primerNombre';
  if (!str(body.apellidoPaterno, 30)) return 'apellidoPaterno';
  if (!str(body.apellidoMaterno, 30)) return 'apellidoMaterno';
  if (typeof body.fechaNacimiento !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.fechaNacimiento))
    return 'fechaNacimiento';
  if (typeof body.RFC !== 'string' || !/^[A-ZÑ&]{4}\d{6}([A-Z\d]{3})?$/.test(body.RFC)) return 'RFC';
  if (
    body.CURP !== undefined &&
    (typeof body.CURP !== 'string' || !/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d$/.test(body.CURP))
  )
    return 'CURP';
  const d = body.domicilio as Record<string, unknown> | undefined;
  if (!d || typeof d !== 'object') return 'domicilio';
  if (!str(d.direccion, 85)) return 'domicilio.direccion';
  if (!str(d.coloniaPoblacion, 65)) return 'domicilio.coloniaPoblacion';
  if (!str(d.delegacionMunicipio, 65)) return 'domicilio.delegacionMunicipio';
  if (!str(d.ciudad, 65)) return 'domicilio.ciudad';
  if (typeof d.estado !== 'string' || !STATES.has(d.estado)) return 'domicilio.estado';
  if (typeof d.CP !== 'string' || !/^\d{5}$/.test(d.CP)) return 'domicilio.CP';
  return null;
}

let folio = 0;
const nextFolio = () => `${Date.now()}${String(++folio).padStart(4, '0')}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A test person's consolidated report: their open accounts (some past due or lost) and recent consultations. */
function report(file: keyof typeof TEST_FILES, world: FakeWorld) {
  const f = TEST_FILES[file];
  const now = world.now();
  const daysAgo = (n: number) => isoDay(new Date(now.getTime() - n * 86_400_000));
  const creditos = Array.from({ length: f.open }, (_, i) => ({
    claveOtorgante: '0000080008',
    nombreOtorgante: 'FINANCIERA DE PRUEBA',
    tipoCredito: 'PL',
    fechaAperturaCuenta: daysAgo(400 + i),
    saldoActual: 5000 + i * 1000,
    saldoVencido: i < f.overdue ? Number((f.overdueAmount / f.overdue).toFixed(2)) : 0,
    numeroPagosVencidos: i < f.overdue ? 3 : 0,
    peorAtraso: i < f.overdue ? 90 : 0,
    historicoPagos: i < f.overdue ? '3321V' : 'VVVVV',
    clavePrevencion: '',
  }));
  for (let i = 0; i < f.lost; i++) {
    creditos.push({
      claveOtorgante: '0000080009',
      nombreOtorgante: 'OTRA FINANCIERA',
      tipoCredito: 'PL',
      fechaAperturaCuenta: daysAgo(900),
      saldoActual: 0,
      saldoVencido: 0,
      numeroPagosVencidos: 0,
      peorAtraso: 180,
      historicoPagos: '7777',
      clavePrevencion: 'UP',
    });
  }
  const consultas = Array.from({ length: f.enquiries }, (_, i) => ({
    fechaConsulta: daysAgo(3 + i * 5),
    claveOtorgante: '0000080010',
    nombreOtorgante: 'OTORGANTE',
    tipoCredito: 'PL',
  }));
  return {
    folioConsulta: nextFolio(),
    folioConsultaOtorgante: '',
    claveOtorgante: '0000080001',
    persona: {},
    consultas,
    creditos,
    domicilios: [],
    empleos: [],
    mensajes: [],
  };
}

/**
 * Círculo de Crédito's Reporte de Crédito Consolidado con FICO® Score y PLD (decision 0097):
 * `POST /v1/rcc-ficoscore-pld` and the signature check `POST /v1/securitytest`. Refuses a wrong
 * `x-api-key`, user or password, and a body whose `x-signature` our registered key did not make
 * (401); a person missing a required field or with one out of its catalogue (400, naming it).
 * The consulted CURP picks the file: the documented test persons (bureau-test-persons.ts) have
 * theirs, the outage person gets a 503, anybody else has none (404). Every answer it makes is
 * signed with Círculo's key (CIRCULO_PUBLIC_KEY checks it).
 */
export const circuloDeCredito: FakeVendorModule = {
  name: 'circulo',
  // The stack the fakes stand for consults: the borrower's authorisation screen asks first (decision 0100).
  settings: (baseUrl) => ({
    BUREAU_MX: 'circulo',
    CIRCULO_USERNAME: FAKE_CREDENTIALS.circulo.username,
    CIRCULO_PASSWORD: FAKE_CREDENTIALS.circulo.password,
    CIRCULO_API_KEY: FAKE_CREDENTIALS.circulo.apiKey,
    CIRCULO_PRIVATE_KEY: oneLine(circuloKeys().lenderPrivatePem),
    CIRCULO_PUBLIC_KEY: oneLine(circuloKeys().cdcPublicPem),
    CIRCULO_BASE_URL: baseUrl,
  }),
  register(scope, world) {
    // The signature covers the exact bytes sent: keep them before JSON parsing.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });
    scope.post('/v1/securitytest', async (req, reply) => {
      if (!authorised(req, reply)) return reply;
      return signed(reply, 200, { mensaje: 'Firma válida' });
    });
    scope.post('/v1/rcc-ficoscore-pld', async (req, reply) => {
      if (!authorised(req, reply)) return reply;
      const body = req.body as Record<string, unknown> | null;
      if (!body || typeof body !== 'object')
        return reply.code(400).send(errores('400.1', 'El cuerpo de la petición no es JSON'));
      const problem = requestProblem(body);
      if (problem) return reply.code(400).send(errores('400.2', `Campo inválido o faltante: ${problem}`));
      const file = fileOf(BUREAU_TEST_CURPS, String(body.CURP ?? ''));
      if (file === 'outage') return reply.code(503).send(errores('503.1', 'Servicio no disponible'));
      if (!file)
        return signed(reply, 404, {
          folioConsulta: nextFolio(),
          ...errores('404.1', 'No se encontró información de la persona'),
        });
      return signed(reply, 200, report(file, world));
    });
  },
};
