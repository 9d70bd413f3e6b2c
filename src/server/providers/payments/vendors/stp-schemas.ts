import { z } from 'zod';
import { majorToMinor } from '../minor-units';
import { amountBy, optionalText, parsedInside, textOnly, vendorText, vendorTime } from '../../vendor-message';

/** Pesos with at most two decimals, exact to the centavo. */
const pesos = amountBy(majorToMinor, 'pesos with at most two decimals');

/** A CLABE: 18 digits as text only (18 digits as a JSON number are already rounded: no CLABE survives it). */
const clabeText = z
  .string()
  .trim()
  .regex(/^\d{18}$/);

/**
 * A deposit notification ("abono"): STP's id of it, the CLABE it went into (18 digits), pesos
 * with at most two decimals, and the SPEI tracking key and settlement time when sent.
 */
export const stpAbono = z.looseObject({
  id: vendorText,
  cuentaBeneficiario: clabeText,
  monto: pesos,
  claveRastreo: optionalText,
  tsLiquidacion: vendorTime,
});

/**
 * A payout's "cambio de estado" callback: STP's order id (a positive whole number, sent as a
 * number or its digits), the new state, our company and our reference (folioOrigen) if sent.
 */
export const stpCambioEstado = z.looseObject({
  id: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive()),
  estado: vendorText,
  empresa: vendorText,
  folioOrigen: optionalText,
});

/* The API's answers (decision 0108). */

/** A whole number STP sends as a number or as its digits (registraOrden's error ids are negative). */
const stpWhole = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

/** An instant as STP's order queries write it: epoch milliseconds, as a number or its digits ('' or null: none). */
const stpInstant = z.union([z.literal('').transform(() => null), stpWhole.pipe(z.number().nonnegative())]).nullish();

/** Received orders STP has settled ("liquidada"); anything else (a returned "D" among them) is not money of ours. */
export const STP_SETTLED: ReadonlySet<string> = new Set(['LQ', 'TLQ']);

/** What a settled deposit must carry: the CLABE it went into, as text, and pesos. */
const stpSettledDeposit = z.looseObject({ cuentaBeneficiario: clabeText, monto: pesos, tsLiquidacion: vendorTime });

/**
 * A received order (consOrdenesFech's `lst`, the conciliation's `R`): its state, tracking key and
 * CLABE are read first; a settled one must carry its money (its CLABE as text, pesos) as a
 * notification does. STP's id (`idEF`) may be missing: such an order is left for its notification.
 */
export const stpReceivedOrder = z
  .looseObject({
    idEF: optionalText,
    estado: textOnly,
    tipoPago: stpWhole.optional(),
    claveRastreo: optionalText,
    cuentaBeneficiario: optionalText,
  })
  .transform((o, ctx) => ({
    idEF: o.idEF,
    estado: o.estado,
    tipoPago: o.tipoPago,
    claveRastreo: o.claveRastreo,
    cuentaBeneficiario: o.cuentaBeneficiario,
    settled: STP_SETTLED.has(o.estado) ? parsedInside(stpSettledDeposit, o, ctx) : null,
  }));

/** consOrdenesFech: its result's id (-100: none found) and the list, when it has one. */
export const stpOrdenesHead = z.looseObject({
  resultado: z.looseObject({ id: stpWhole.optional(), lst: z.unknown().optional() }),
});

export const stpOrdenesList = z.looseObject({ resultado: z.looseObject({ lst: z.array(stpReceivedOrder) }) });

/** A page of the conciliation: its orders, and how many the day holds. */
export function stpConciliacionPage<T>(item: z.ZodType<T>) {
  return z.looseObject({ datos: z.array(item), total: z.number().int().nonnegative() });
}

/** registraOrden: STP's id of the order (positive), or an error id and its description. */
export const stpRegistrada = z.looseObject({
  resultado: z.looseObject({ id: stpWhole, descripcionError: optionalText }),
});

/** One of our orders as consultaOrden answers it: pesos and its state; STP's id when it gives one. */
export const stpOrden = z.looseObject({
  idEF: stpWhole.pipe(z.number().positive()).optional(),
  monto: pesos,
  estado: textOnly,
});

export const stpConsultaOrden = z.looseObject({ respuesta: stpOrden });

/** A sent order in the conciliation (`E`): our reference, pesos, its state and when it settled (or was captured). */
export const stpSentOrder = z
  .looseObject({
    idEF: optionalText,
    claveRastreo: vendorText,
    monto: pesos,
    estado: textOnly,
    tsLiquidacion: stpInstant,
    tsCaptura: stpInstant,
  })
  .transform((o, ctx) => {
    const at = o.tsLiquidacion ?? o.tsCaptura;
    if (at === null || at === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tsCaptura'], message: 'no time' });
      return z.NEVER;
    }
    return { ...o, at: new Date(at) };
  });
