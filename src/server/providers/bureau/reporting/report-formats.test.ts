import { describe, expect, it } from 'vitest';
import { reportFigures } from '../../../../domain/bureau/report-line';
import { cbnCreditTemplate } from './cbn-credit-template';
import { circuloIntf, mop } from './circulo-intf';
import type { ReportRecord } from './report-record';
import { reportMeta, reportMonthBase, reportRecord } from '../../../test/report-records';

const base = reportMonthBase;
const record = reportRecord;
const meta = reportMeta;
const mxRecord = (over: Partial<ReportRecord> = {}) =>
  record({
    firstName: 'María José',
    lastName: 'Gómez',
    middleName: 'Cruz',
    nationalId: 'GOCM900402MDFMRR09',
    rfc: 'GOCM900402AB1',
    currency: 'MXN',
    address: { line: 'Av. Reforma 243', city: 'Cuauhtémoc', state: 'CMX', postalCode: '06500' },
    ...over,
  });

describe('the month line', () => {
  it('is closed once paid, overdue with its days past due, written off with what is unrecovered', () => {
    expect(reportFigures({ ...base, closedOn: '2027-02-10', owed: 0 })).toEqual({
      accountStatus: 'closed',
      daysPastDue: 0,
      outstanding: 0,
      overdue: 0,
      writtenOff: 0,
    });
    expect(reportFigures({ ...base, owed: 630_950 })).toMatchObject({
      accountStatus: 'overdue',
      daysPastDue: 9,
      overdue: 630_950,
    });
    expect(reportFigures({ ...base, dueDate: '2027-03-05', owed: 540_950 })).toMatchObject({
      accountStatus: 'current',
      daysPastDue: 0,
      overdue: 0,
    });
    expect(reportFigures({ ...base, writtenOffOn: '2027-02-20', owed: 0, writtenOff: 440_950 })).toMatchObject({
      accountStatus: 'writtenOff',
      outstanding: 440_950,
      writtenOff: 440_950,
    });
  });
});

describe('CBN credit-data template (Nigeria)', () => {
  it('a built file passes its rules; its trailer carries the counts and kobo totals', () => {
    const file = cbnCreditTemplate.build(
      [
        record(),
        record({
          accountNumber: 'PR0002',
          figures: reportFigures({ ...base, closedOn: '2027-02-19', owed: 0 }),
          closedOn: '2027-02-19',
        }),
      ],
      meta,
    );
    expect(cbnCreditTemplate.validate(file)).toEqual([]);
    expect(cbnCreditTemplate.totals(file)).toEqual({
      records: 2,
      outstanding: 630_950,
      overdue: 630_950,
      writtenOff: 0,
    });
    expect(file).toContain('|6309.50|');
  });

  it('refuses a wrong trailer, a missing BVN, a closed account that owes, an unknown status', () => {
    const good = cbnCreditTemplate.build([record()], meta);
    expect(cbnCreditTemplate.validate(good.replace(/TRL\|1\|1\|6309\.50/, 'TRL|1|1|6309.51'))).toContainEqual(
      expect.objectContaining({ field: 'TRL', problem: 'outstanding total does not match the rows' }),
    );
    expect(cbnCreditTemplate.validate(cbnCreditTemplate.build([record({ nationalId: null })], meta))).toContainEqual(
      expect.objectContaining({ field: 'BVNNo' }),
    );
    expect(cbnCreditTemplate.validate(good.replace('|Open|', '|Closed|'))).toContainEqual(
      expect.objectContaining({ field: 'OutstandingBalance', problem: 'a closed account owes nothing' }),
    );
    expect(cbnCreditTemplate.validate(good.replace('|Open|', '|Active|'))).toContainEqual(
      expect.objectContaining({ field: 'AccountStatus' }),
    );
    expect(cbnCreditTemplate.validate(good.replace(/\r\nTRL.*\r\n$/, '\r\n'))).toContainEqual(
      expect.objectContaining({ field: 'TRL' }),
    );
  });
});

describe('Círculo de Crédito INTF (Mexico)', () => {
  it('a built file passes its rules; amounts in whole pesos, names without accents', () => {
    const file = circuloIntf.build(
      [mxRecord(), mxRecord({ accountNumber: 'PR0003', figures: reportFigures({ ...base, owed: 100_049 }) })],
      { ...meta, memberCode: 'PRESTAMX' },
    );
    expect(circuloIntf.validate(file)).toEqual([]);
    expect(file).toContain('PN05GOMEZ0004CRUZ0210MARIA JOSE');
    expect(circuloIntf.totals(file)).toMatchObject({ records: 2, outstanding: (6310 + 1000) * 100 });
  });

  it('refuses a wrong total, a malformed CURP, a state outside the catalogue, a length that runs past the line', () => {
    const good = circuloIntf.build([mxRecord()], { ...meta, memberCode: 'PRESTAMX' });
    expect(circuloIntf.validate(good.replace('TS046310', 'TS046311'))).toContainEqual(
      expect.objectContaining({ field: 'TS' }),
    );
    expect(
      circuloIntf.validate(
        circuloIntf.build([mxRecord({ nationalId: 'GOCM900402' })], { ...meta, memberCode: 'PRESTAMX' }),
      ),
    ).toContainEqual(expect.objectContaining({ field: 'PN15' }));
    expect(
      circuloIntf.validate(
        circuloIntf.build([mxRecord({ address: { line: 'x', city: 'y', state: 'ZZZ', postalCode: '06500' } })], {
          ...meta,
          memberCode: 'PRESTAMX',
        }),
      ),
    ).toContainEqual(expect.objectContaining({ field: 'PA04' }));
    expect(circuloIntf.validate(good.replace('PN05GOMEZ', 'PN09GOMEZ'))).not.toEqual([]);
  });

  it('forma de pago actual follows days past due', () => {
    expect([0, 1, 30, 60, 90, 120, 150, 365].map((d) => mop(d, 'overdue'))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '96',
    ]);
    expect(mop(40, 'writtenOff')).toBe('97');
    expect(mop(0, 'closed')).toBe('01');
  });
});
