import { z } from 'zod';

/** Only what the summary reads; every other field of the report is left unparsed and dropped. */
const credito = z
  .object({
    saldoActual: z.number().nullish(),
    saldoVencido: z.number().nullish(),
    numeroPagosVencidos: z.number().int().nullish(),
    peorAtraso: z.number().nullish(),
    fechaCierreCuenta: z.string().nullish(),
    clavePrevencion: z.string().nullish(),
  })
  .passthrough();
const consulta = z.object({ fechaConsulta: z.string() }).passthrough();
export const circuloReport = z
  .object({
    folioConsulta: z.string(),
    creditos: z.array(credito).nullish(),
    consultas: z.array(consulta).nullish(),
  })
  .passthrough();

export type CirculoReport = z.output<typeof circuloReport>;

/** A 404's folio (no file on the person): kept as the consultation's reference when sent. */
export const circuloFolio = z.looseObject({ folioConsulta: z.string() });

/** Círculo's error body: its first error's code only (letters, digits, `.`, `-`), never its message. */
export const circuloErrors = z.looseObject({
  errores: z.tuple([z.looseObject({ codigo: z.string().regex(/^[\w.-]{1,20}$/) })], z.unknown()),
});
