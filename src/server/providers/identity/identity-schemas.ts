import { z } from 'zod';
import { convertedBy } from '../vendor-message';
import { registryDate } from './registry-dates';

/** A required name or status: non-empty text, trimmed. */
export const registryText = z.string().trim().min(1);

/** An optional one: absent, null or blank is null; another type is refused. */
export const optionalRegistryText = z
  .string()
  .nullish()
  .transform((s) => s?.trim() || null);

/** A birth date in any of the registries' writings (registryDate), as yyyy-mm-dd. */
export const registryBirthDate = convertedBy(registryDate, 'a registry date');

/** A vendor's score (0–100 or 0–1, per vendor): a finite number, scaled by `percent`. */
export const score = z.number();

/** A vendor's error code on a 400, as a number or its digits (ARGOS writes both). */
export const errorCodeBody = z.looseObject({
  errorCode: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]),
});
