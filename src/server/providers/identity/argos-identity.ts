import {
  IdentityVendorUnavailable,
  type IdDocument,
  type IdentityLookupProvider,
  type LookupResult,
} from './identity-provider';
import { argosCurpRecord, argosCurpStatus } from './argos-schemas';
import { answerOf, identityCall, outageStatus, unexpectedShape } from './vendor-call';

export interface ArgosSettings {
  apiKey: string;
  baseUrl: string;
}

export const argosHeaders = (s: ArgosSettings) => ({ 'x-api-key': s.apiKey });

/** RENAPO's "baja" statuses (BAP, BSU, BD, BDM, BDP, BJD …) start with B: the CURP was cancelled. */
const cancelled = (status: string) => status.toUpperCase().startsWith('B');

/**
 * The CURP checked against RENAPO through ARGOS Identity's CURP Verifier (decision 0047):
 * `POST /modules/verify/curp` `{ curpNumber }` → RENAPO's own fields: `estatus` ("OK"), `nombre`,
 * `apellidoPaterno`, `apellidoMaterno`, `sexo` (HOMBRE/MUJER), `fechaNacimiento` (dd/mm/yyyy),
 * `estadoNacimiento`, `estatusCurp`. `estatus: "ERROR"`, a 400 or a 404 is a CURP RENAPO does
 * not hold; a 401/403, a 5xx, no answer or an "OK" without name or date is an outage.
 */
export class ArgosIdentity implements IdentityLookupProvider {
  readonly vendor = 'argos';

  constructor(private readonly settings: ArgosSettings) {}

  async lookup(doc: IdDocument): Promise<LookupResult> {
    if (doc.kind !== 'curp') throw new Error('ARGOS looks up Mexican CURPs only');
    const { status, body } = await identityCall(this.vendor, this.settings.baseUrl, {
      method: 'POST',
      path: 'modules/verify/curp',
      headers: argosHeaders(this.settings),
      body: { curpNumber: doc.number },
    });
    if (outageStatus(status)) throw new IdentityVendorUnavailable(this.vendor, `curp lookup answered ${status}`);
    if (status === 400 || status === 404) return { found: false };
    const head = argosCurpStatus.safeParse(body);
    if (head.success && head.data.estatus?.toUpperCase() === 'ERROR') return { found: false };
    if (status < 200 || status >= 300) throw unexpectedShape(this.vendor, 'curp lookup');
    const r = answerOf(this.vendor, argosCurpRecord, body, 'curp lookup');
    const surnames = [r.apellidoPaterno, r.apellidoMaterno].filter(Boolean).join(' ');
    const sexo = r.sexo?.toUpperCase();
    return {
      found: true,
      person: {
        given: r.nombre,
        middle: null,
        surnames,
        birthDate: r.fechaNacimiento,
        sex: sexo === 'HOMBRE' || sexo === 'H' ? 'male' : sexo === 'MUJER' || sexo === 'M' ? 'female' : null,
        birthState: r.estadoNacimiento,
        active: !cancelled(r.estatusCurp),
      },
    };
  }
}
