import { DEFAULT_SCRYPT_COST, type ScryptCost } from './password';

/** Below this N production refuses to start: operator passwords must stay costly to guess offline. */
export const MIN_PRODUCTION_SCRYPT_N = 16_384;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, ok: (n: number) => boolean, rule: string): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !ok(n)) throw new Error(`${name} must be ${rule} (got "${raw}")`);
  return n;
}

/**
 * OPERATOR_SCRYPT_N (a power of two, 1024 to 1048576; at least 16384 in production),
 * OPERATOR_SCRYPT_R (1–32) and OPERATOR_SCRYPT_P (1–16): the scrypt cost of new operator
 * password hashes. Tests set a cheap N through configuration; production never asks whether
 * it is under test.
 */
export function readOperatorPasswordConfig(env: NodeJS.ProcessEnv, mode: 'development' | 'production' | 'test'): ScryptCost {
  const N = integer(env, 'OPERATOR_SCRYPT_N', DEFAULT_SCRYPT_COST.N, (n) => n >= 1024 && n <= 1_048_576 && (n & (n - 1)) === 0, 'a power of two from 1024 to 1048576');
  if (mode === 'production' && N < MIN_PRODUCTION_SCRYPT_N) throw new Error(`OPERATOR_SCRYPT_N must be at least ${MIN_PRODUCTION_SCRYPT_N} in production (got "${N}")`);
  const r = integer(env, 'OPERATOR_SCRYPT_R', DEFAULT_SCRYPT_COST.r, (n) => n >= 1 && n <= 32, 'an integer from 1 to 32');
  const p = integer(env, 'OPERATOR_SCRYPT_P', DEFAULT_SCRYPT_COST.p, (n) => n >= 1 && n <= 16, 'an integer from 1 to 16');
  return { N, r, p };
}

/** The configured cost, or the default when a config (an older test's) does not name one. */
export function scryptCost(config: { operatorScrypt?: ScryptCost }): ScryptCost {
  return config.operatorScrypt ?? DEFAULT_SCRYPT_COST;
}
