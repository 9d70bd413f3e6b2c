import type { z } from 'zod';
import { cadenaConciliacion, firma } from './stp-cadena';
import { stpConciliacionPage } from './stp-schemas';
import { vendorAnswer } from './vendor-answer';
import { vendorJson, VendorError, vendorMessage } from './vendor-http';

/** What the conciliation query needs: our cost centre, its key, and STP's efws host. */
export interface StpConciliacionAuth {
  empresa: string;
  privateKey: string;
  privateKeyPassphrase?: string;
  efwsBaseUrl: string;
}

/** STP answers at most this many orders per page of the conciliation (decision 0076). */
export const CONCILIACION_PAGE_SIZE = 1000;
/** STP's `estado` when the day holds no orders of that kind. */
const NOTHING_FOUND = 6;
const DAY_MS = 86_400_000;

/**
 * Every order of one operating day STP sent (`E`) or received (`R`) for our cost centre:
 * `POST efws/API/V2/conciliacion` with `{empresa, page, tipoOrden, fechaOperacion, firma}`, the
 * signature over `||empresa|tipoOrden|fechaOperacion||`, pages of 1000 from 0 until `total` is
 * reached, each order read by `order`. `fechaOperacion` '' asks for the current operating day.
 * STP answers `estado` 0 with `datos` and `total`, or 6 when it found nothing (seen with HTTP
 * 400); anything else is an error.
 */
export async function conciliacion<T>(
  auth: StpConciliacionAuth,
  tipoOrden: 'E' | 'R',
  fechaOperacion: string,
  order: z.ZodType<T>,
): Promise<T[]> {
  const signed = { empresa: auth.empresa, tipoOrden, fechaOperacion };
  const signature = firma(cadenaConciliacion(signed), auth.privateKey, auth.privateKeyPassphrase);
  const pageSchema = stpConciliacionPage(order);
  const orders: T[] = [];
  for (let page = 0; ; page++) {
    const { status, body } = await vendorJson('stp', auth.efwsBaseUrl, {
      method: 'POST',
      path: 'efws/API/V2/conciliacion',
      body: { empresa: auth.empresa, page, tipoOrden, fechaOperacion, firma: signature },
    });
    if (body.estado === NOTHING_FOUND && (status === 200 || status === 400)) return orders;
    if (status !== 200 || body.estado !== 0)
      throw new VendorError(
        'stp',
        status,
        `conciliacion ${tipoOrden} ${fechaOperacion || 'today'} page ${page}: ${vendorMessage(body.mensaje)}`,
      );
    const { datos, total } = vendorAnswer('stp', `conciliacion ${tipoOrden}`, pageSchema, body, status);
    orders.push(...datos);
    if (datos.length === 0 || (page + 1) * CONCILIACION_PAGE_SIZE >= total) return orders;
  }
}

/** An instant's calendar date in Mexico City as STP writes an operating day (yyyyMMdd). */
export function mexicoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .replaceAll('-', '');
}

function shift(day: string, days: number): string {
  const t = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The operating days a window of time can have money of: every Mexico City date it touches, the
 * day before (a deposit dated by an earlier operating day), and up to three days after (SPEI dates
 * a transfer made after the day's close, on a weekend or a holiday by the next operating day) —
 * never a day after the current one, which STP cannot have yet.
 */
export function operatingDaysOf(since: Date, until: Date, now: Date): string[] {
  const today = mexicoDay(now);
  const last = mexicoDay(new Date(Math.max(since.getTime(), until.getTime() - 1)));
  const days: string[] = [];
  for (let d = shift(mexicoDay(since), -1); d <= shift(last, 3) && d <= today; d = shift(d, 1)) days.push(d);
  return days;
}

/** How STP's conciliation is asked for one of those days: '' for the current operating day. */
export function asked(day: string, now: Date): string {
  return day === mexicoDay(now) ? '' : day;
}
