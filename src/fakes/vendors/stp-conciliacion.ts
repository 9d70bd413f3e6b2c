import { verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeWorld } from '../fake-world';
import { stpCostCentreKey } from '../stp-cost-centre-key';

/**
 * STP's conciliation (`POST /efws/API/V2/conciliacion`), shared by the deposit and payout fakes of
 * one fake server: what the cost centre received (`tipoOrden` R, the deposits fake) or sent (E, the
 * payouts fake) on one operating day, 1000 a page. It refuses another empresa, a `firma` that is not
 * the cost centre's RSA-SHA256 signature over `||empresa|tipoOrden|fechaOperacion||` (the date as
 * sent, empty for the current day), a malformed date or page; a day with nothing (a day to come
 * too) is STP's `{estado: 6}` with HTTP 400, as STP answers it.
 */
export const CONCILIACION_PAGE = 1000;

export interface ConciliacionView {
  fechaOperacion: number;
  [field: string]: unknown;
}

interface Book {
  received: () => ConciliacionView[];
  sent: () => ConciliacionView[];
  registered: boolean;
}

const books = new WeakMap<FakeWorld, Book>();

/** The orders one fake server's STP holds, each kind filled by the module that keeps it. */
export function stpBook(world: FakeWorld): Book {
  let book = books.get(world);
  if (!book) {
    book = { received: () => [], sent: () => [], registered: false };
    books.set(world, book);
  }
  return book;
}

/** STP's operating day of an instant: its Mexico City date, yyyyMMdd (decision 0076). */
export function operatingDay(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(at)
      .replaceAll('-', ''),
  );
}

function realDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const d = new Date(
    Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))),
  );
  return d.toISOString().slice(0, 10).replaceAll('-', '') === yyyymmdd;
}

function signatureValid(cadena: string, firma: unknown): boolean {
  if (typeof firma !== 'string' || !firma) return false;
  try {
    return verify('sha256', Buffer.from(cadena, 'utf8'), stpCostCentreKey().publicKey, Buffer.from(firma, 'base64'));
  } catch {
    return false;
  }
}

/** Registers the conciliation once per fake server, whichever STP module comes first. */
export function registerConciliacion(scope: FastifyInstance, world: FakeWorld): void {
  const book = stpBook(world);
  if (book.registered) return;
  book.registered = true;
  scope.post('/efws/API/V2/conciliacion', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const refuse = (estado: number, mensaje: string) => reply.code(400).send({ estado, mensaje });
    if (b.empresa !== FAKE_CREDENTIALS.stp.empresa) return refuse(1, 'La empresa no existe');
    if (b.tipoOrden !== 'E' && b.tipoOrden !== 'R') return refuse(1, 'El tipo de orden es invalido');
    if (!Number.isSafeInteger(b.page) || (b.page as number) < 0) return refuse(1, 'La pagina es invalida');
    const fecha = b.fechaOperacion === undefined || b.fechaOperacion === null ? '' : b.fechaOperacion;
    if (typeof fecha !== 'string' || (fecha !== '' && !realDate(fecha)))
      return refuse(1, 'La fecha de operacion es invalida');
    if (!signatureValid(`||${b.empresa}|${b.tipoOrden}|${fecha}||`, b.firma)) return refuse(2, 'Firma invalida');
    const today = operatingDay(world.now());
    const day = fecha ? Number(fecha) : today;
    const all =
      day > today ? [] : (b.tipoOrden === 'R' ? book.received() : book.sent()).filter((o) => o.fechaOperacion === day);
    if (!all.length)
      return reply.code(400).send({ estado: 6, mensaje: 'No se encontraron datos relacionados', total: 0 });
    const page = b.page as number;
    return {
      estado: 0,
      mensaje: 'Datos consultados correctamente',
      datos: all.slice(page * CONCILIACION_PAGE, (page + 1) * CONCILIACION_PAGE),
      total: all.length,
    };
  });
}
