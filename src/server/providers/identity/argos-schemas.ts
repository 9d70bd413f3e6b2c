import { z } from 'zod';
import { optionalRegistryText, registryBirthDate, registryText, score } from './identity-schemas';

/** The CURP Verifier's status first: "ERROR" is a CURP RENAPO does not hold, "OK" carries the record. */
export const argosCurpStatus = z.looseObject({ estatus: optionalRegistryText });

/** RENAPO's record of a CURP: the name (at least one surname), the birth date and the CURP's status. */
export const argosCurpRecord = z
  .looseObject({
    estatus: z.string().trim().toUpperCase().pipe(z.literal('OK')),
    nombre: registryText,
    apellidoPaterno: optionalRegistryText,
    apellidoMaterno: optionalRegistryText,
    fechaNacimiento: registryBirthDate,
    estatusCurp: registryText,
    sexo: optionalRegistryText,
    estadoNacimiento: optionalRegistryText,
  })
  .refine((r) => r.apellidoPaterno || r.apellidoMaterno, { path: ['apellidoPaterno'], message: 'no surname' });

/** Liveness (`POST /modules/liveness`): a 0–100 score. */
export const argosLiveness = z.looseObject({ result: z.looseObject({ liveness_score: score }) });

const faceFound = z.looseObject({ isAvailable: z.boolean().optional() }).nullish();

/** Face compare (`POST /modules/compare`): similarity 0–1 and ARGOS's verdict, and whether each face was found. */
export const argosCompare = z.looseObject({
  result: z.looseObject({
    similarity: z.looseObject({ score, isMatch: z.boolean() }),
    face: faceFound,
    targetFace: faceFound,
  }),
});

const pipeline = z.looseObject({ liveness_score: score });

/** ID liveness (`POST /modules/document`): one 0–100 score per pipeline we ask for. */
export const argosDocument = z.looseObject({
  result: z.looseObject({ screenReplay: pipeline, paperPrinted: pipeline, replacePortraits: pipeline }),
});
