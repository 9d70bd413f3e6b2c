import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule } from '../fake-world';
import { FAKE_CURP_CONSONANTS, FAKE_MX_OTHER, FAKE_MX_PERSON } from './identity-test-values';

/** ARGOS reads the key from `x-api-key`; without the right one its gateway answers 403. */
export function argosAuthorized(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers['x-api-key'] === FAKE_CREDENTIALS.argos.apiKey) return true;
  void reply.code(403).send({ message: 'Forbidden' });
  return false;
}

export const ARGOS_SETTINGS = (baseUrl: string) => ({
  ARGOS_API_KEY: FAKE_CREDENTIALS.argos.apiKey,
  ARGOS_BASE_URL: baseUrl,
});

const CURP_SHAPE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

const STATES: Record<string, string> = {
  AS: 'AGUASCALIENTES',
  BC: 'BAJA CALIFORNIA',
  BS: 'BAJA CALIFORNIA SUR',
  CC: 'CAMPECHE',
  CL: 'COAHUILA',
  CM: 'COLIMA',
  CS: 'CHIAPAS',
  CH: 'CHIHUAHUA',
  DF: 'DISTRITO FEDERAL',
  DG: 'DURANGO',
  GT: 'GUANAJUATO',
  GR: 'GUERRERO',
  HG: 'HIDALGO',
  JC: 'JALISCO',
  MC: 'MEXICO',
  MN: 'MICHOACAN',
  MS: 'MORELOS',
  NT: 'NAYARIT',
  NL: 'NUEVO LEON',
  OC: 'OAXACA',
  PL: 'PUEBLA',
  QT: 'QUERETARO',
  QR: 'QUINTANA ROO',
  SP: 'SAN LUIS POTOSI',
  SL: 'SINALOA',
  SR: 'SONORA',
  TC: 'TABASCO',
  TS: 'TAMAULIPAS',
  TL: 'TLAXCALA',
  VZ: 'VERACRUZ',
  YN: 'YUCATAN',
  ZS: 'ZACATECAS',
  NE: 'NACIDO EN EL EXTRANJERO',
};

/** What RENAPO holds for a CURP: its own date, sex and state, and the documented names. */
function renapoRecord(curp: string) {
  const marker = curp.slice(13, 16);
  const century = /\d/.test(curp[16]) ? 1900 : 2000;
  return {
    estatus: 'OK',
    codigoValidacion: `vc${curp.slice(4, 10)}.${curp.slice(13, 16)}`,
    curp,
    ...(marker === FAKE_CURP_CONSONANTS.mismatch ? FAKE_MX_OTHER : FAKE_MX_PERSON),
    sexo: curp[10] === 'H' ? 'HOMBRE' : 'MUJER',
    fechaNacimiento: `${curp.slice(8, 10)}/${curp.slice(6, 8)}/${century + Number(curp.slice(4, 6))}`,
    paisNacimiento: 'MEXICO',
    estadoNacimiento: STATES[curp.slice(11, 13)] ?? 'DESCONOCIDO',
    docProbatorio: 1,
    estatusCurp: marker === FAKE_CURP_CONSONANTS.inactive ? 'BD' : 'RCN',
    codigoMensaje: '0',
  };
}

/**
 * ARGOS Identity's CURP Verifier: `POST /modules/verify/curp` `{ curpNumber }` → RENAPO's fields
 * (`estatus`, `nombre`, `apellidoPaterno`, `apellidoMaterno`, `sexo`, `fechaNacimiento`,
 * `estadoNacimiento`, `estatusCurp` …). The inner consonants choose the answer (another name,
 * a cancelled CURP, not found, an outage); any other well-formed CURP is Emma Gómez Díaz with
 * the date, sex and state the CURP itself encodes.
 */
export const argosIdentity: FakeVendorModule = {
  name: 'argos-identity',
  prefix: 'argos',
  settings: (baseUrl) => ({ IDENTITY_MX: 'argos', ...ARGOS_SETTINGS(baseUrl) }),
  register(scope) {
    scope.post('/modules/verify/curp', async (req, reply) => {
      if (!argosAuthorized(req, reply)) return reply;
      const curp = (req.body as Record<string, unknown> | null)?.curpNumber;
      if (typeof curp !== 'string' || curp === '')
        return reply.code(400).send({ errorCode: 1001, message: 'curpNumber is required' });
      if (!CURP_SHAPE.test(curp)) return reply.code(400).send({ errorCode: 1002, message: 'curpNumber is not a CURP' });
      const marker = curp.slice(13, 16);
      if (marker === FAKE_CURP_CONSONANTS.outage) return reply.code(503).send({ message: 'Service Unavailable' });
      if (marker === FAKE_CURP_CONSONANTS.notFound)
        return { estatus: 'ERROR', mensaje: 'La CURP no se encuentra en la base de datos', codigoMensaje: '1' };
      return renapoRecord(curp);
    });
  },
};
