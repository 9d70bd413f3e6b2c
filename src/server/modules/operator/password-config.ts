import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../../settings/scrypt-cost';

/**
 * The scrypt cost of new operator password hashes is read with every other setting
 * (OPERATOR_SCRYPT_N/R/P, settings/security-settings.ts): tests set a cheap N through
 * configuration; production never asks whether it is under test.
 */
export function scryptCost(config: { operatorScrypt?: ScryptCost }): ScryptCost {
  return config.operatorScrypt ?? DEFAULT_SCRYPT_COST;
}
