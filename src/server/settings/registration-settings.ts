import type { Market } from '../../domain/markets/market';
import { text, type SettingsShape } from './setting-types';

/**
 * A registration number as the regulator writes it: letters, digits and the separators such
 * numbers use (RECA's look like 1234-567-012345/01-01234-0125). Checked by form only: the
 * regulator's register is the proof, and the app shows the number so anyone can look it up.
 */
const REGISTRATION = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ./-]{1,58}[A-Za-z0-9]$/;
const WHAT = '3 to 60 letters, digits, spaces, dots, slashes or hyphens, with at least one digit';

/**
 * The lender's registrations (issue 28.7, decision 0078). Unset, no screen, term or contract
 * claims the registration: About us, the terms and the Mexican contract name each one, with its
 * number, only when it is set here.
 */
export const REGISTRATION_SETTINGS = {
  REGISTRATION_FCCPC_NG: text({
    doc: "The lender's registration number with Nigeria's FCCPC as a digital lender. Set, About us and the terms say the app is registered with the FCCPC under this number; unset, they claim no registration.",
    pattern: REGISTRATION,
    what: WHAT,
  }),
  REGISTRATION_CONDUSEF_MX: text({
    doc: "The lender's number in CONDUSEF's register of financial service providers (SIPRES), as a SOFOM E.N.R. Set, About us and the terms say so with this number; unset, they claim no registration.",
    pattern: REGISTRATION,
    what: WHAT,
  }),
  RECA_NUMBER_MX: text({
    doc: "The Mexican loan agreement's number in CONDUSEF's register of adhesion contracts (RECA). Set, the agreement shows it; unset, the agreement names no registration.",
    pattern: REGISTRATION,
    what: WHAT,
  }),
} satisfies SettingsShape;

/** The registrations a deployment holds, each null when its setting is unset. */
export interface Registrations {
  fccpcNg: string | null;
  condusefMx: string | null;
  recaMx: string | null;
}

export const NO_REGISTRATIONS: Registrations = { fccpcNg: null, condusefMx: null, recaMx: null };

/** What an app of `market` may state: the other market's registrations are never its own. */
export function registrationsOf(
  registrations: Registrations | undefined,
  market: Market,
): { fccpc: string | null; condusef: string | null; reca: string | null } {
  const r = registrations ?? NO_REGISTRATIONS;
  return market === 'ng'
    ? { fccpc: r.fccpcNg, condusef: null, reca: null }
    : { fccpc: null, condusef: r.condusefMx, reca: r.recaMx };
}
