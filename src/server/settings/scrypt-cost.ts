/** scrypt's cost for new hashes; each hash keeps its own, so raising it never breaks old ones. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8, p=1 (memory 128·N·r bytes per hash); OPERATOR_SCRYPT_N raises it (password-config.ts). */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 32_768, r: 8, p: 1 };
