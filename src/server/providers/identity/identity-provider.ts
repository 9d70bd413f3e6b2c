/** A national identity number to look up in its registry: NIBSS (BVN), NIMC (NIN), RENAPO (CURP). */
export interface IdDocument {
  kind: 'bvn' | 'nin' | 'curp';
  /** Never logged, never stored in clear by this module. */
  number: string;
}

/** What the borrower typed, for the sandbox to answer with; real registries ignore it. */
export interface TypedPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** yyyy-mm-dd. */
  birthDate: string;
}

/** The registry's record, reduced to what is compared; nothing of it is stored. */
export interface RegistryPerson {
  given: string;
  middle: string | null;
  /** One surname in Nigeria; paternal then maternal in Mexico. */
  surnames: string;
  /** yyyy-mm-dd, or null when the registry did not say. */
  birthDate: string | null;
  sex: 'male' | 'female' | null;
  /** RENAPO's birth state (name or code); null elsewhere. */
  birthState: string | null;
  /** False when the registry marks the record as cancelled (RENAPO's "baja" statuses). */
  active: boolean;
}

export type LookupResult = { found: true; person: RegistryPerson } | { found: false };

/**
 * The face the selfie is matched against: the BVN's or NIN's enrolment photo (matched by the vendor) or an ID photo we
 * hold.
 */
export type FaceReference =
  { kind: 'bvn'; bvn: string } | { kind: 'nin'; nin: string } | { kind: 'image'; image: Buffer };

export interface LivenessVerdict {
  live: boolean;
  /** 0–100. */
  score: number;
}

export interface FaceMatchVerdict {
  match: boolean;
  /** 0–100. */
  score: number;
}

/**
 * Whether an ID photo is of a genuine card (decision 0094): not a screen capture, a printout or a card with a pasted
 * portrait.
 */
export interface DocumentVerdict {
  genuine: boolean;
  /** 0–100: the lowest of the vendor's scores. */
  score: number;
}

/**
 * The vendor could not answer (down, timed out, refused our credentials, or answered a shape we
 * do not know). The check is queued and retried; it never counts as a pass or a mismatch.
 */
export class IdentityVendorUnavailable extends Error {
  constructor(
    readonly vendor: string,
    detail: string,
  ) {
    super(`${vendor}: ${detail}`);
  }
}

/** Looks an ID number up in its registry (BVN/NIN through Dojah, CURP through ARGOS; the sandbox in development). */
export interface IdentityLookupProvider {
  readonly vendor: string;
  lookup(doc: IdDocument, typed: TypedPerson): Promise<LookupResult>;
}

/** Selfie liveness and face match (Dojah in Nigeria, ARGOS in Mexico; the sandbox in development). */
export interface FaceCheckProvider {
  readonly vendor: string;
  liveness(selfie: Buffer): Promise<LivenessVerdict>;
  match(selfie: Buffer, reference: FaceReference): Promise<FaceMatchVerdict>;
  /** The ID front's genuineness, where the vendor offers a check of it (ARGOS in Mexico). */
  checkDocument?(idFront: Buffer): Promise<DocumentVerdict>;
}

/** One market's identity vendors. */
export interface MarketIdentityProviders {
  lookup: IdentityLookupProvider;
  face: FaceCheckProvider;
}
