import type { FastifyInstance } from 'fastify';
import type { FakeVendorModule } from '../fake-world';

/**
 * Stand-ins for the bureaus' member upload portals (decisions 0102, 0103): neither FirstCentral nor
 * Círculo documents a submission API, so these are the fakes' own addresses, used to check a file
 * as the bureau's loader would before an operator uploads it. Their checks are written apart from
 * the app's validators (a shared mistake would pass both): structure, identifiers, codes, and the
 * trailer recomputed from the rows. Accepted: a batch reference; refused: the errors by line.
 */
const BATCHES: string[] = [];

function cbnErrors(file: string): string[] {
  const errors: string[] = [];
  const rows = file
    .split('\r\n')
    .filter(Boolean)
    .map((r) => r.split('|'));
  if (rows[0]?.[0] !== 'HDR' || rows[0]?.[1] !== 'CBN-CREDIT-DATA') errors.push('1: header record missing');
  const people = new Set<string>();
  let accounts = 0;
  let kobo = 0n;
  rows.forEach((r, i) => {
    if (r[0] === 'IND' && r[1] !== 'CustomerID') {
      if (r.length !== 29) errors.push(`${i + 1}: individual record has ${r.length - 1} fields, 28 expected`);
      if (!/^\d{11}$/.test(r[9] ?? '')) errors.push(`${i + 1}: BVN must be 11 digits`);
      if (!r[3] || !r[4]) errors.push(`${i + 1}: surname and first name are mandatory`);
      people.add(r[1]);
    }
    if (r[0] === 'CRD' && r[1] !== 'CustomerID') {
      if (r.length !== 30) errors.push(`${i + 1}: credit record has ${r.length - 1} fields, 29 expected`);
      if (!people.has(r[1])) errors.push(`${i + 1}: credit record for an unknown customer`);
      if (!['Open', 'Closed', 'WrittenOff'].includes(r[3])) errors.push(`${i + 1}: unknown account status`);
      const m = /^(\d+)\.(\d{2})$/.exec(r[8] ?? '');
      if (!m) errors.push(`${i + 1}: outstanding balance is not an amount`);
      else kobo += BigInt(m[1]) * 100n + BigInt(m[2]);
      accounts++;
    }
  });
  const trl = rows.find((r) => r[0] === 'TRL');
  const stated = trl && /^(\d+)\.(\d{2})$/.exec(trl[3] ?? '');
  if (!trl || !stated) errors.push('trailer record missing');
  else {
    if (Number(trl[1]) !== people.size || Number(trl[2]) !== accounts)
      errors.push('trailer counts do not match the records');
    if (BigInt(stated[1]) * 100n + BigInt(stated[2]) !== kobo)
      errors.push('trailer balance does not match the records');
  }
  return errors;
}

function intfErrors(file: string): string[] {
  const errors: string[] = [];
  const lines = file.split('\r\n').filter(Boolean);
  if (!/^INTF14/.test(lines[0] ?? '')) errors.push('1: falta el encabezado INTF');
  let saldo = 0;
  let cuentas = 0;
  /** A line's fields in order, tag and value; null when a length runs past the end. */
  const parse = (text: string) => {
    const out: [string, string][] = [];
    for (let i = 0; i < text.length;) {
      const tag = text.slice(i, i + 2);
      const len = Number(text.slice(i + 2, i + 4));
      if (!/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + len > text.length) return null;
      out.push([tag, text.slice(i + 4, i + 4 + len)]);
      i += 4 + len;
    }
    return out;
  };
  const fieldsOf = (text: string) => {
    const f = parse(text);
    return f ? new Map(f) : null;
  };
  for (let i = 1; i < lines.length - 1; i++) {
    const f = parse(lines[i]);
    if (!f) {
      errors.push(`${i + 1}: longitud de campo inválida`);
      continue;
    }
    const tags = f.map(([tag]) => tag);
    const pa = tags.indexOf('PA');
    const tl = tags.indexOf('TL');
    if (tags[0] !== 'PN' || pa < 0 || tl < pa) {
      errors.push(`${i + 1}: faltan segmentos PN, PA o TL`);
      continue;
    }
    const person = new Map(f.slice(0, pa));
    const account = new Map(f.slice(tl));
    if (!/^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/.test(person.get('15') ?? ''))
      errors.push(`${i + 1}: CURP inválida`);
    if (!/^\d+$/.test(account.get('22') ?? '')) errors.push(`${i + 1}: saldo actual inválido`);
    saldo += Number(account.get('22') ?? 0);
    cuentas++;
  }
  const ts = fieldsOf(lines[lines.length - 1] ?? '');
  if (!ts || !ts.has('TS')) errors.push('falta el segmento TS');
  else {
    if (Number(ts.get('TS')) !== saldo) errors.push('TS: el total de saldos actuales no cuadra');
    if (Number(ts.get('06')) !== cuentas) errors.push('TS: el total de cuentas no cuadra');
  }
  return errors;
}

function upload(scope: FastifyInstance, path: string, check: (file: string) => string[]) {
  scope.post(path, async (req, reply) => {
    const file = typeof req.body === 'string' ? req.body : '';
    const errors = file ? check(file) : ['empty file'];
    if (errors.length) return reply.code(422).send({ accepted: false, errors });
    BATCHES.push(path);
    return { accepted: true, batch: `B${String(BATCHES.length).padStart(6, '0')}` };
  });
}

export const bureauDataSubmission: FakeVendorModule = {
  name: 'bureau-submission',
  settings: () => ({}),
  register(scope) {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    upload(scope, '/firstcentral/upload', cbnErrors);
    upload(scope, '/circulo/carga', intfErrors);
  },
};
