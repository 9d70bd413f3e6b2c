import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createOperator, totpCode } from '../operator';
import { devClockEnabled, OffsetClock } from '../../dev/offset-clock';
import { SandboxSms } from '../../providers/sms/sandbox-sms';
import { TEST_SCRYPT_COST, testConfig } from '../../test/harness';
import { createTestDatabase } from '../../test/test-db';

const DAY = 86_400_000;
const closers: (() => Promise<void>)[] = [];
const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
afterAll(async () => {
  while (closers.length) await closers.pop()!();
});

/** The real clock the dev clock's offset is added to: a test moves it as time passing would. */
let wallMs = Date.parse('2026-11-20T10:00:00Z');

async function appWith(mode: 'development') {
  const database = await createTestDatabase();
  databases.push(database);
  const clock = new OffsetClock(() => wallMs);
  const app = await buildApp({
    config: testConfig({ mode }),
    db: database.db,
    clock,
    sms: new SandboxSms(),
    logger: false,
  });
  closers.push(async () => {
    await app.close();
    await database.drop();
  });
  return { app, clock };
}

describe('/api/dev/clock', () => {
  let dev: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    dev = await appWith('development');
  });

  it('refuses going back or nonsense and changes nothing', async () => {
    const { app, clock } = dev;
    for (const payload of [
      { days: -1 },
      { days: 1.5 },
      { hours: 'x' },
      { seconds: -5 },
      { seconds: 3_601 },
      { days: 1, extra: true },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/dev/clock', payload });
      expect(res.statusCode).toBe(400);
    }
    expect(clock.offset).toBe(0);
  });

  it('moves the server clock forward and runs the work that became due', async () => {
    const { app, clock } = dev;
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { days: 92, hours: 1, seconds: 6 },
    });
    expect(moved.statusCode).toBe(200);
    const offset = 92 * DAY + 3_600_000 + 6_000;
    expect(moved.json().data.now).toBe(new Date(Date.parse('2026-11-20T10:00:00Z') + offset).toISOString());
    expect(clock.offset).toBe(offset);
    const read = await app.inject({ method: 'GET', url: '/api/dev/clock' });
    expect(read.json().data.offsetMs).toBe(offset);
  });

  it('is never on in production, whatever DEV_CLOCK says', () => {
    expect(devClockEnabled(true, 'production')).toBe(false);
    expect(devClockEnabled(true, 'development')).toBe(true);
    expect(devClockEnabled(false, 'development')).toBe(false);
  });

  /** An operator signed in with the password; `post` sends an authenticator code for the session. */
  async function operatorSigningIn(email: string) {
    const { app, clock } = dev;
    const created = await createOperator(databases[0].db, { email, role: 'admin' }, clock.now(), TEST_SCRYPT_COST);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: created.email, password: created.oneTimePassword },
    });
    const cookie = String(([] as string[]).concat(signIn.headers['set-cookie'] as string)[0]).split(';')[0];
    const headers = { cookie, 'x-csrf-token': signIn.json().data.csrfToken as string };
    const secret = (
      await app.inject({ method: 'POST', url: '/api/admin/auth/totp/enrol', headers, payload: {} })
    ).json().data.secret as string;
    const post = (code: string) =>
      app.inject({ method: 'POST', url: '/api/admin/auth/totp', headers, payload: { code } });
    return { secret, post };
  }

  it("an operator's authenticator code follows the real clock, not the moved one", async () => {
    const { clock } = dev;
    expect(clock.offset).toBeGreaterThan(0);
    const { secret, post } = await operatorSigningIn('moved-clock@presta.test');
    // A code made for the moved business time is what no phone shows: refused.
    expect((await post(totpCode(secret, clock.now()))).json().code).not.toBe(0);
    expect((await post(totpCode(secret, new Date(wallMs)))).json().code).toBe(0);
  });

  it("an operator's console session follows the real clock: moved business time keeps it, 31 idle minutes end it", async () => {
    const { app } = dev;
    const { secret, post } = await operatorSigningIn('session-clock@presta.test');
    const active = await post(totpCode(secret, new Date(wallMs)));
    expect(active.json().code).toBe(0);
    const cookie = String(([] as string[]).concat(active.headers['set-cookie'] as string)[0]).split(';')[0];
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } })).statusCode;
    expect(await me()).toBe(200);
    const moved = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: 30 } });
    expect(moved.statusCode).toBe(200);
    expect(await me()).toBe(200);
    wallMs += 31 * 60_000;
    expect(await me()).toBe(401);
  });
});
