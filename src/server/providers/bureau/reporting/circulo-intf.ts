import type { ReportAccountStatus } from '../../../../domain/bureau/report-line';
import { CIRCULO_STATE } from '../circulo-de-credito';
import { ddmmyyyy, type FormatProblem, type ReportFormat, type ReportRecord } from './report-record';

/**
 * Círculo de Crédito's load file for personas físicas (decision 0103). Círculo states in its public
 * manual (CI-03-0006) that its load format is compatible with Buró de Crédito's load document, the
 * "INTF" tagged format: a header (INTF), per account the person (PN), address (PA) and account (TL)
 * segments, and a control trailer (TS). Each field is tag (2) + length (2) + value. The tag numbers
 * and codes below are Buró's INTF as we know it, not read from Círculo's physical-person manual,
 * which is given to members only: assumed until checked against it. Amounts in whole pesos
 * (half-up from centavos), dates ddmmyyyy, one account per line.
 */
export const INTF_VERSION = '14';

const PN = { paterno: 'PN', materno: '00', nombre: '02', nacimiento: '04', rfc: '05', curp: '15', sexo: '13' } as const;
const PA = { direccion: 'PA', colonia: '01', municipio: '02', ciudad: '03', estado: '04', cp: '05' } as const;
const TL = {
  segmento: 'TL',
  otorgante: '01',
  nombreOtorgante: '02',
  cuenta: '04',
  responsabilidad: '05',
  tipoCuenta: '06',
  contrato: '07',
  moneda: '08',
  numeroPagos: '10',
  frecuencia: '11',
  montoPagar: '12',
  apertura: '13',
  ultimoPago: '14',
  cierre: '16',
  reporte: '17',
  creditoMaximo: '21',
  saldoActual: '22',
  saldoVencido: '24',
  pagosVencidos: '25',
  mop: '26',
  observacion: '30',
} as const;
const TS = {
  saldoActual: 'TS',
  saldoVencido: '01',
  totalPN: '03',
  totalPA: '04',
  totalTL: '06',
  nombreOtorgante: '10',
} as const;

/** Forma de pago actual (MOP) by days past due; 97: a debt written off, partly or wholly unrecovered. */
export function mop(daysPastDue: number, status: ReportAccountStatus): string {
  if (status === 'writtenOff') return '97';
  if (status === 'closed' || daysPastDue === 0) return '01';
  if (daysPastDue < 30) return '02';
  if (daysPastDue < 60) return '03';
  if (daysPastDue < 90) return '04';
  if (daysPastDue < 120) return '05';
  if (daysPastDue < 150) return '06';
  if (daysPastDue < 365) return '07';
  return '96';
}

/** Clave de observación: CC a closed account, UP an account causing a loss (quebranto). */
const OBSERVACION: Partial<Record<ReportAccountStatus, string>> = { closed: 'CC', writtenOff: 'UP' };

/** Centavos → whole pesos, half up. */
export const pesos = (centavos: number) => Math.floor((centavos + 50) / 100);

const ascii = (v: string | null | undefined) =>
  (v ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,#/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function field(tag: string, value: string): string {
  return value === '' ? '' : `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function accountLine(r: ReportRecord, memberCode: string, memberName: string): string {
  const f = r.figures;
  const pn = [
    field(PN.paterno, ascii(r.lastName).slice(0, 26)),
    field(PN.materno, ascii(r.middleName).slice(0, 26) || 'NO PROPORCIONADO'),
    field(PN.nombre, ascii(r.firstName).slice(0, 26)),
    field(PN.nacimiento, ddmmyyyy(r.birthDate)),
    field(PN.rfc, r.rfc ?? ''),
    field(PN.curp, r.nationalId ?? ''),
    field(PN.sexo, r.gender === 1 ? 'M' : r.gender === 2 ? 'F' : ''),
  ].join('');
  const pa = [
    field(PA.direccion, ascii(r.address.line).slice(0, 40)),
    field(PA.colonia, ascii(r.address.city).slice(0, 40)),
    field(PA.municipio, ascii(r.address.city).slice(0, 40)),
    field(PA.ciudad, ascii(r.address.city).slice(0, 40)),
    field(PA.estado, CIRCULO_STATE[r.address.state] ?? ''),
    field(PA.cp, r.address.postalCode ?? ''),
  ].join('');
  const closed = f.accountStatus === 'closed' && r.closedOn ? r.closedOn : null;
  const tl = [
    field(TL.segmento, 'TL'),
    field(TL.otorgante, memberCode),
    field(TL.nombreOtorgante, ascii(memberName).slice(0, 16)),
    field(TL.cuenta, r.accountNumber),
    field(TL.responsabilidad, 'I'),
    field(TL.tipoCuenta, 'F'),
    field(TL.contrato, 'PL'),
    field(TL.moneda, 'MX'),
    field(TL.numeroPagos, '1'),
    field(TL.frecuencia, 'U'),
    field(TL.montoPagar, String(pesos(r.instalment))),
    field(TL.apertura, ddmmyyyy(r.disbursedOn)),
    field(TL.ultimoPago, r.lastPayment ? ddmmyyyy(r.lastPayment.on) : ''),
    field(TL.cierre, closed ? ddmmyyyy(closed) : ''),
    field(TL.reporte, ddmmyyyy(lastDay(r.month))),
    field(TL.creditoMaximo, String(pesos(r.loanAmount))),
    field(TL.saldoActual, String(pesos(f.outstanding))),
    field(TL.saldoVencido, String(pesos(f.overdue))),
    field(TL.pagosVencidos, f.daysPastDue > 0 ? '1' : '0'),
    field(TL.mop, mop(f.daysPastDue, f.accountStatus)),
    field(TL.observacion, OBSERVACION[f.accountStatus] ?? ''),
  ].join('');
  return pn + pa + tl;
}

/** Reads a tagged segment stream into [tag, value] pairs; null when a length runs past the end. */
export function readFields(text: string): [string, string][] | null {
  const out: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^[A-Z0-9]{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + len > text.length)
      return null;
    out.push([tag, text.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

const isDate = (v: string) => /^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])\d{4}$/.test(v);
const CURP = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/;
const RFC = /^[A-Z&Ñ]{4}\d{6}([A-Z0-9]{3})?$/;
const STATES = new Set(Object.values(CIRCULO_STATE));

export const circuloIntf: ReportFormat = {
  bureau: 'circulo',
  fileName: (month, seq) => `INTF-${month.replace('-', '')}-${String(seq).padStart(2, '0')}.txt`,
  build(records, meta) {
    const header = `INTF${INTF_VERSION}${meta.memberCode.padEnd(10).slice(0, 10)}${ascii(meta.memberName).padEnd(16).slice(0, 16)}${ddmmyyyy(meta.createdOn)}${meta.month.replace('-', '')}`;
    const lines = records.map((r) => accountLine(r, meta.memberCode, meta.memberName));
    const sum = (pick: (r: ReportRecord) => number) => String(records.reduce((s, r) => s + pesos(pick(r)), 0));
    const trailer = [
      field(
        TS.saldoActual,
        sum((r) => r.figures.outstanding),
      ),
      field(
        TS.saldoVencido,
        sum((r) => r.figures.overdue),
      ),
      field(TS.totalPN, String(records.length)),
      field(TS.totalPA, String(records.length)),
      field(TS.totalTL, String(records.length)),
      field(TS.nombreOtorgante, ascii(meta.memberName).slice(0, 16)),
    ].join('');
    return `${[header, ...lines, trailer].join('\r\n')}\r\n`;
  },
  validate(file) {
    const problems: FormatProblem[] = [];
    const bad = (line: number, field: string, problem: string) => problems.push({ line, field, problem });
    const lines = file.split('\r\n').filter((l) => l !== '');
    const header = lines[0] ?? '';
    if (!/^INTF\d{2}[A-Z0-9 ]{10}[A-Z0-9 .,#/-]{16}\d{8}\d{6}$/.test(header))
      bad(1, 'INTF', 'missing or malformed header');
    else if (!/^[A-Z0-9]{4,10} *$/.test(header.slice(6, 16))) bad(1, 'INTF', 'no clave de otorgante');
    let pn = 0;
    let tl = 0;
    let saldo = 0;
    let vencido = 0;
    for (let i = 1; i < lines.length - 1; i++) {
      const line = i + 1;
      const fields = readFields(lines[i]);
      if (!fields) {
        bad(line, 'TL', 'a field length runs past the line');
        continue;
      }
      const segs = new Map<string, Map<string, string>>();
      let seg = '';
      for (const [tag, value] of fields) {
        if (tag === 'PN' || tag === 'PA' || tag === 'TL') {
          seg = tag;
          segs.set(seg, new Map());
        }
        if (!seg) {
          bad(line, tag, 'a field before the PN segment');
          break;
        }
        segs.get(seg)!.set(tag, value);
      }
      const p = segs.get('PN');
      const a = segs.get('PA');
      const t = segs.get('TL');
      if (!p || !a || !t) {
        bad(line, 'PN', 'an account needs its PN, PA and TL segments');
        continue;
      }
      pn++;
      tl++;
      for (const [tag, name] of [
        [PN.paterno, 'apellido paterno'],
        [PN.nombre, 'nombre'],
        [PN.nacimiento, 'fecha de nacimiento'],
      ] as const) {
        if (!p.get(tag)) bad(line, `PN${tag}`, `${name} required`);
      }
      if (p.get(PN.nacimiento) && !isDate(p.get(PN.nacimiento)!)) bad(line, `PN${PN.nacimiento}`, 'not ddmmyyyy');
      if (!p.get(PN.curp) && !p.get(PN.rfc)) bad(line, 'PN', 'a CURP or an RFC is required');
      if (p.get(PN.curp) && !CURP.test(p.get(PN.curp)!)) bad(line, `PN${PN.curp}`, 'not a CURP');
      if (p.get(PN.rfc) && !RFC.test(p.get(PN.rfc)!)) bad(line, `PN${PN.rfc}`, 'not an RFC');
      if (!a.get(PA.direccion)) bad(line, 'PA', 'dirección required');
      if (!STATES.has(a.get(PA.estado) ?? '')) bad(line, `PA${PA.estado}`, 'not in the states catalogue');
      if (!/^\d{5}$/.test(a.get(PA.cp) ?? '')) bad(line, `PA${PA.cp}`, 'not a five-digit código postal');
      for (const tag of [
        TL.otorgante,
        TL.cuenta,
        TL.responsabilidad,
        TL.tipoCuenta,
        TL.contrato,
        TL.moneda,
        TL.apertura,
        TL.reporte,
        TL.saldoActual,
        TL.saldoVencido,
        TL.mop,
      ]) {
        if (!t.get(tag)) bad(line, `TL${tag}`, 'required');
      }
      for (const tag of [TL.apertura, TL.ultimoPago, TL.cierre, TL.reporte])
        if (t.get(tag) && !isDate(t.get(tag)!)) bad(line, `TL${tag}`, 'not ddmmyyyy');
      for (const tag of [TL.montoPagar, TL.creditoMaximo, TL.saldoActual, TL.saldoVencido])
        if (t.get(tag) && !/^\d{1,9}$/.test(t.get(tag)!)) bad(line, `TL${tag}`, 'not whole pesos');
      if (!['01', '02', '03', '04', '05', '06', '07', '96', '97', '99'].includes(t.get(TL.mop) ?? ''))
        bad(line, `TL${TL.mop}`, 'not a forma de pago actual');
      if (t.get(TL.cierre) && Number(t.get(TL.saldoActual)) !== 0)
        bad(line, `TL${TL.saldoActual}`, 'a closed account owes nothing');
      if (Number(t.get(TL.saldoVencido)) > Number(t.get(TL.saldoActual)))
        bad(line, `TL${TL.saldoVencido}`, 'more than the saldo actual');
      saldo += Number(t.get(TL.saldoActual) ?? 0);
      vencido += Number(t.get(TL.saldoVencido) ?? 0);
    }
    const ts = lines.length > 1 ? readFields(lines[lines.length - 1]) : null;
    const totals = ts && ts[0]?.[0] === 'TS' ? new Map(ts) : null;
    if (!totals) bad(lines.length, 'TS', 'missing or malformed trailer');
    else {
      if (Number(totals.get(TS.saldoActual)) !== saldo)
        bad(lines.length, 'TS', 'total saldo actual does not match the accounts');
      if (Number(totals.get(TS.saldoVencido)) !== vencido)
        bad(lines.length, 'TS', 'total saldo vencido does not match the accounts');
      if (Number(totals.get(TS.totalPN)) !== pn) bad(lines.length, 'TS', 'PN count does not match');
      if (Number(totals.get(TS.totalTL)) !== tl) bad(lines.length, 'TS', 'TL count does not match');
    }
    return problems;
  },
  totals(file) {
    const lines = file.split('\r\n').filter((l) => l !== '');
    const ts = new Map(readFields(lines[lines.length - 1]) ?? []);
    let writtenOff = 0;
    for (const l of lines.slice(1, -1)) {
      const f = readFields(l) ?? [];
      const tlAt = f.findIndex(([tag]) => tag === 'TL');
      const tlFields = new Map(f.slice(tlAt));
      if (tlFields.get(TL.mop) === '97') writtenOff += Number(tlFields.get(TL.saldoActual)) * 100;
    }
    return {
      records: Number(ts.get(TS.totalTL)),
      outstanding: Number(ts.get(TS.saldoActual)) * 100,
      overdue: Number(ts.get(TS.saldoVencido)) * 100,
      writtenOff,
    };
  },
};
