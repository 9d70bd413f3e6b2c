import { z } from 'zod';
import { optionalRegistryText, registryBirthDate, registryText, score } from './identity-schemas';

/** A BVN or NIN record (`GET /api/v1/kyc/bvn/full`, `/api/v1/kyc/nin`): the person's name and birth date. */
export const dojahLookup = z.looseObject({
  entity: z.looseObject({
    first_name: registryText,
    middle_name: optionalRegistryText,
    last_name: registryText,
    date_of_birth: registryBirthDate,
    gender: optionalRegistryText,
  }),
});

/** Liveness (`POST /api/v1/ml/liveness/`): Dojah's verdict and probability, and whether it found a face. */
export const dojahLiveness = z.looseObject({
  entity: z.looseObject({
    liveness: z.looseObject({ liveness_check: z.boolean(), liveness_probability: score }),
    face: z.looseObject({ face_detected: z.boolean().optional() }).nullish(),
  }),
});

const verdict = z.looseObject({ confidence_value: score, match: z.boolean() });

/** The selfie against a BVN's or NIN's record photo (`POST /api/v1/kyc/{bvn,nin}/verify`). */
export const dojahRecordMatch = z.looseObject({ entity: z.looseObject({ selfie_verification: verdict }) });

/** The selfie against the uploaded ID's portrait (Selfie Photo ID Verification). */
export const dojahPhotoIdMatch = z.looseObject({ entity: z.looseObject({ selfie: verdict }) });
