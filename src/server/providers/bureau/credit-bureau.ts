import type { BureauSummary } from '../../../domain/bureau/bureau-summary';

/** The person a bureau is asked about: what both markets' bureaus match on. Never logged. */
export interface BureauSubject {
  firstName: string;
  middleName: string | null;
  /** Mexico: paternal then maternal surname, as the borrower typed them. */
  lastName: string;
  /** yyyy-mm-dd. */
  birthDate: string;
  /** Nigeria: the BVN; Mexico: the CURP. */
  nationalId: string;
  /** Mexico only, when the borrower gave one. */
  rfc: string | null;
  address: { line: string; city: string; state: string; postalCode: string | null } | null;
}

/** Why we ask: every consultation names its purpose (Nigeria's permissible purposes, Mexico's authorisation scope). */
export type BureauPurpose = 'loanApplication';

export interface BureauQuery {
  subject: BureauSubject;
  purpose: BureauPurpose;
  /** Our reference for the consultation (the order number), echoed in the bureau's logs. */
  reference: string;
}

/** The bureau's answer, reduced to counts at the adapter: the report itself never leaves it. */
export type BureauAnswer =
  | { found: true; summary: BureauSummary; bureauReference: string | null }
  | { found: false; bureauReference: string | null };

/**
 * The bureau could not answer (down, timed out, refused our credentials or signature, answered a
 * shape we do not know). Retried by the job queue; never a refusal of the borrower (issue 31).
 * `detail` is safe to log: a status and a vendor code, never the request or the report.
 */
export class BureauUnavailable extends Error {
  constructor(
    readonly bureau: string,
    readonly detail: string,
  ) {
    super(`${bureau}: ${detail}`);
  }
}

/** One credit bureau of one market (Círculo de Crédito in Mexico, FirstCentral in Nigeria: decisions 0097, 0098). */
export interface CreditBureau {
  readonly bureau: 'circulo' | 'firstcentral';
  consult(query: BureauQuery): Promise<BureauAnswer>;
}
