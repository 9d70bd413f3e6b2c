import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ngContacts, ngPersonal, work } from '../test/profile-fixtures';
import { buildTestApp, type TestApp } from '../test/harness';
import { safeErrorMessage } from './safe-error';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'info' }, { logLines: lines });
});
afterAll(async () => {
  await t.close();
});

it('a failing query is logged by code and constraint, never with the row it tried to write', async () => {
  const { token } = await t.registerUser('08035551234');
  // An outage stand-in: the database refuses every new row of these tables from now on.
  await t.database.db.execute(
    sql.raw('ALTER TABLE personal_infos ADD CONSTRAINT probe_refuses_all CHECK (false) NOT VALID'),
  );
  await t.database.db.execute(
    sql.raw('ALTER TABLE addition_infos ADD CONSTRAINT probe_refuses_all_addition CHECK (false) NOT VALID'),
  );
  const personal = {
    ...ngPersonal,
    firstName: 'Chiamaka',
    lastName: 'Uzodinma',
    email: 'chiamaka.probe@gmail.com',
    address: '77 Probe Crescent',
  };
  const saved = await t.call('/user/saveBasicInfo', personal, { token });
  expect(saved.status).toBe(500);
  const contacts = { ...ngContacts, emergencyContactName1: 'Obiageli Probe', emergencyContactMobile1: '08057654321' };
  expect((await t.call('/user/saveAdditionInfo-market', { ...work, ...contacts }, { token })).status).toBe(500);

  const log = lines.join('\n');
  for (const value of [
    'Chiamaka',
    'Uzodinma',
    'chiamaka.probe',
    '77 Probe Crescent',
    'Obiageli',
    '8057654321',
    'Dangote',
    'insert into',
  ]) {
    expect(log).not.toContain(value);
  }
  const errors = lines
    .map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> })
    .filter((l) => l.msg === 'unhandled error');
  expect(errors.map((e) => e.err)).toEqual([
    {
      type: 'DatabaseError',
      sqlState: '23514',
      constraint: 'probe_refuses_all',
      table: 'personal_infos',
      message: 'database error 23514 (probe_refuses_all)',
    },
    {
      type: 'DatabaseError',
      sqlState: '23514',
      constraint: 'probe_refuses_all_addition',
      table: 'addition_infos',
      message: 'database error 23514 (probe_refuses_all_addition)',
    },
  ]);
});

it('a failed job stores the same facts as its last error', () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_key"'), {
    code: '23505',
    constraint: 'users_mobile_key',
    detail: 'Key (mobile)=(+2348035551234) already exists.',
  });
  const wrapped = Object.assign(
    new Error('Failed query: insert into "users" ("mobile") values ($1)\nparams: +2348035551234', { cause }),
    { name: 'DrizzleQueryError' },
  );
  expect(safeErrorMessage(wrapped)).toBe('database error 23505 (users_mobile_key)');
  expect(safeErrorMessage(new Error('provider down'))).toBe('provider down');
});
