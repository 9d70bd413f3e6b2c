import type { KeyObject } from 'node:crypto';
import type { BureauSummary } from '../../../domain/bureau/bureau-summary';
import { majorToMinor } from '../payments/minor-units';
import { BureauUnavailable, type BureauAnswer, type BureauQuery, type CreditBureau } from './credit-bureau';
import { parseMessage } from '../vendor-message';
import { circuloErrors, circuloFolio, circuloReport, type CirculoReport } from './circulo-schemas';
import { circuloSign, circuloVerify } from './circulo-signature';

export interface CirculoSettings {
  username: string;
  password: string;
  apiKey: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  baseUrl: string;
}

const PATH = 'v1/rcc-ficoscore-pld';
/**
 * Círculo's signature check: a signed body answered when our key and certificate are set up right; no person is
 * consulted.
 */
const SECURITY_TEST_PATH = 'v1/securitytest';
const TIMEOUT_MS = 15_000;
const DAY_MS = 86_400_000;

/**
 * The prevention keys (`clavePrevencion`, catalogue CatalogoPrevencion of the published client)
 * that mark an account its lender lost: written off (UP), settled for less (LC), debtor not
 * found (LO), sued (SG). The catalogue's codes are published; their meanings here are the
 * bureaus' usual ones and are marked assumed in decision 0097 until Círculo's manual confirms them.
 */
const LOSS_KEYS = new Set(['UP', 'LC', 'LO', 'SG']);

/** The consolidated report read into counts: open accounts, those past due, those lost, enquiries in 90 days. */
export function circuloSummary(report: CirculoReport, now: Date): BureauSummary {
  const credits = report.creditos ?? [];
  const open = credits.filter((c) => !c.fechaCierreCuenta && (c.saldoActual ?? 0) > 0);
  const overdue = open.filter((c) => (c.saldoVencido ?? 0) > 0 || (c.numeroPagosVencidos ?? 0) > 0);
  const since = now.getTime() - 90 * DAY_MS;
  return {
    hasFile: true,
    activeLoans: open.length,
    loansInArrears: overdue.length,
    amountOverdue: open.reduce((sum, c) => sum + (majorToMinor(c.saldoVencido ?? 0) ?? 0), 0),
    defaults: credits.filter((c) => c.clavePrevencion && LOSS_KEYS.has(c.clavePrevencion.trim().toUpperCase())).length,
    // peorAtraso is counted in days in the published client's model (decision 0097: assumed).
    worstDelayDays: Math.max(0, ...credits.map((c) => Math.round(c.peorAtraso ?? 0))),
    recentEnquiries: (report.consultas ?? []).filter((q) => Date.parse(q.fechaConsulta) >= since).length,
  };
}

/** Our states (ISO 3166-2:MX suffixes) as Círculo's catalogue (CatalogoEstados) names them. */
export const CIRCULO_STATE: Record<string, string> = {
  AGU: 'AGS',
  BCN: 'BC',
  BCS: 'BCS',
  CAM: 'CAMP',
  CHP: 'CHIS',
  CHH: 'CHIH',
  COA: 'COAH',
  COL: 'COL',
  CMX: 'CDMX',
  DUR: 'DGO',
  GUA: 'GTO',
  GRO: 'GRO',
  HID: 'HGO',
  JAL: 'JAL',
  MEX: 'MEX',
  MIC: 'MICH',
  MOR: 'MOR',
  NAY: 'NAY',
  NLE: 'NL',
  OAX: 'OAX',
  PUE: 'PUE',
  QUE: 'QRO',
  ROO: 'QROO',
  SLP: 'SLP',
  SIN: 'SIN',
  SON: 'SON',
  TAB: 'TAB',
  TAM: 'TAMP',
  TLA: 'TLAX',
  VER: 'VER',
  YUC: 'YUC',
  ZAC: 'ZAC',
};

/** Surnames as typed ("GÓMEZ DÍAZ"): the first is the paternal one, the rest the maternal. */
function surnames(lastName: string): { apellidoPaterno: string; apellidoMaterno: string } {
  const [paterno = '', ...rest] = lastName.trim().split(/\s+/);
  return { apellidoPaterno: paterno, apellidoMaterno: rest.join(' ') || 'NO PROPORCIONADO' };
}

/**
 * Círculo de Crédito's Reporte de Crédito Consolidado (with FICO® Score and PLD), decision 0097:
 * `POST /v1/rcc-ficoscore-pld` with the person (names, birth date, RFC, CURP, address) as JSON,
 * headers `username`, `password`, `x-api-key` and `x-signature` (ECDSA over the body). 200: the
 * report, signed by Círculo; 404: no file on the person. 400 is our request's fault (a bug to
 * fix, retried like an outage so no borrower is refused by it); 401/403/5xx, no answer, an
 * unsigned or wrongly signed answer: an outage.
 */
export class CirculoDeCredito implements CreditBureau {
  readonly bureau = 'circulo';

  constructor(
    private readonly settings: CirculoSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `npm run vendor:smoke`: our credentials and signature are accepted, and Círculo's answer is signed by it. */
  async securityTest(): Promise<void> {
    const { status, text, signature } = await this.post(SECURITY_TEST_PATH, JSON.stringify({ prueba: 'presta' }));
    if (status !== 200) throw new BureauUnavailable(this.bureau, `security test answered ${status}${errorCode(text)}`);
    if (!circuloVerify(this.settings.publicKey, text, signature))
      throw new BureauUnavailable(this.bureau, 'answer not signed by Círculo de Crédito');
  }

  async consult(query: BureauQuery): Promise<BureauAnswer> {
    const { subject } = query;
    const payload = {
      primerNombre: subject.firstName,
      ...(subject.middleName ? { segundoNombre: subject.middleName } : {}),
      ...surnames(subject.lastName),
      fechaNacimiento: subject.birthDate,
      RFC: subject.rfc ?? subject.nationalId.slice(0, 10),
      CURP: subject.nationalId,
      nacionalidad: 'MX',
      domicilio: {
        direccion: subject.address?.line ?? '',
        coloniaPoblacion: subject.address?.city ?? '',
        delegacionMunicipio: subject.address?.city ?? '',
        ciudad: subject.address?.city ?? '',
        estado: CIRCULO_STATE[subject.address?.state ?? ''] ?? '',
        CP: subject.address?.postalCode ?? '',
      },
    };
    const { status, text, signature } = await this.post(PATH, JSON.stringify(payload));
    if (status === 404) return { found: false, bureauReference: folioOf(text) };
    if (status !== 200) throw new BureauUnavailable(this.bureau, `answered ${status}${errorCode(text)}`);
    if (!circuloVerify(this.settings.publicKey, text, signature))
      throw new BureauUnavailable(this.bureau, 'answer not signed by Círculo de Crédito');
    const parsed = parseMessage(circuloReport, jsonOf(text));
    // Paths only: the report's values are a person's credit file.
    if (!parsed.ok) {
      throw new BureauUnavailable(this.bureau, `answered a shape we do not know (${parsed.paths.join(', ')})`);
    }
    const summary = circuloSummary(parsed.value, this.now());
    return { found: true, summary, bureauReference: parsed.value.folioConsulta };
  }

  private async post(path: string, body: string): Promise<{ status: number; text: string; signature: string | null }> {
    const s = this.settings;
    let res: Response;
    try {
      res = await fetch(new URL(path, s.baseUrl.endsWith('/') ? s.baseUrl : `${s.baseUrl}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          username: s.username,
          password: s.password,
          'x-api-key': s.apiKey,
          'x-signature': circuloSign(s.privateKey, body),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new BureauUnavailable(this.bureau, `unreachable (${(err as Error).name})`);
    }
    return { status: res.status, text: await res.text(), signature: res.headers.get('x-signature') };
  }
}

/** The answer's JSON, or undefined when it is not JSON (which no schema takes). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function folioOf(text: string): string | null {
  return circuloFolio.safeParse(jsonOf(text)).data?.folioConsulta ?? null;
}

/** Círculo's own error code (`errores[0].codigo`), safe to log; never its message, which may echo the request. */
function errorCode(text: string): string {
  const code = circuloErrors.safeParse(jsonOf(text)).data?.errores[0].codigo;
  return code ? ` (${code})` : '';
}
