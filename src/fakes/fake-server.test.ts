import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFakeServer, fakeSettings } from './fake-server';
import type { FakeVendorModule } from './fake-world';

/** A vendor that owns targets starting with "dummy-" and texts whoever asks. */
const dummy: FakeVendorModule = {
  name: 'dummy',
  settings: (baseUrl) => ({ DUMMY_BASE_URL: baseUrl, DUMMY_KEY: 'k' }),
  register(scope, world) {
    scope.post('/send', async (req) => {
      const { to, text } = req.body as { to: string; text: string };
      world.recordMessage({ vendor: 'dummy', channel: 'sms', to, from: null, text, id: `m${world.deliveries.length}` });
      return { ok: true };
    });
  },
  async pay(target, amount, world) {
    if (!target.startsWith('dummy-')) return false;
    await world.deliver('/api/webhooks/dummy', JSON.stringify({ target, amount }), {
      'content-type': 'application/json',
    });
    return true;
  },
};

describe('fake vendor server', () => {
  let appServer: Server;
  const received: string[] = [];
  let fake: Awaited<ReturnType<typeof buildFakeServer>>;

  beforeAll(async () => {
    appServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(`${req.url} ${body}`);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => appServer.listen(0, '127.0.0.1', r));
    const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    fake = await buildFakeServer({ appUrl, fakeUrl: 'http://127.0.0.1:1', vendors: [dummy] });
  });
  afterAll(async () => {
    await fake.app.close();
    await new Promise((r) => appServer.close(r));
  });

  it("prints one KEY=VALUE line per setting, pointing at the vendor's prefix", () => {
    expect(fakeSettings('http://127.0.0.1:4010', [dummy])).toEqual([
      'DUMMY_BASE_URL=http://127.0.0.1:4010/dummy',
      'DUMMY_KEY=k',
    ]);
  });

  it('lists the messages a number received, newest first, and refuses a number that is not E.164', async () => {
    await fake.app.inject({ method: 'POST', url: '/dummy/send', payload: { to: '+2348030000001', text: 'first' } });
    await fake.app.inject({ method: 'POST', url: '/dummy/send', payload: { to: '+2348030000001', text: 'second' } });
    await fake.app.inject({ method: 'POST', url: '/dummy/send', payload: { to: '+525512345678', text: 'other' } });
    const res = await fake.app.inject({ method: 'GET', url: '/_fake/sms?to=%2B2348030000001' });
    expect(res.json().map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
    expect((await fake.app.inject({ method: 'GET', url: '/_fake/sms?to=0803' })).statusCode).toBe(400);
  });

  it('hands a payment to the vendor that owns the target, which notifies the app', async () => {
    const res = await fake.app.inject({
      method: 'POST',
      url: '/_fake/pay',
      payload: { target: 'dummy-1', amount: 5000 },
    });
    expect(res.json()).toEqual({ paid: true, vendor: 'dummy', notified: true });
    expect(received).toContain('/api/webhooks/dummy {"target":"dummy-1","amount":5000}');
    expect(fake.world.deliveries.at(-1)).toMatchObject({ vendor: 'dummy', status: 200 });
  });

  it('keeps a payment whose notification is lost ("notify": false) from the app, and records the lost delivery', async () => {
    const before = received.length;
    const res = await fake.app.inject({
      method: 'POST',
      url: '/_fake/pay',
      payload: { target: 'dummy-2', amount: 700, notify: false },
    });
    expect(res.json()).toEqual({ paid: true, vendor: 'dummy', notified: false });
    expect(received.length).toBe(before);
    expect(fake.world.deliveries.at(-1)).toMatchObject({ vendor: 'dummy', path: '/api/webhooks/dummy', status: 0 });
    expect(
      (
        await fake.app.inject({
          method: 'POST',
          url: '/_fake/pay',
          payload: { target: 'dummy-2', amount: 700, notify: 'no' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an unknown target and amounts that are not positive whole minor units', async () => {
    expect(
      (await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target: 'nobody', amount: 1 } }))
        .statusCode,
    ).toBe(404);
    for (const amount of [0, -5, 1.5, '100']) {
      expect(
        (await fake.app.inject({ method: 'POST', url: '/_fake/pay', payload: { target: 'dummy-1', amount } }))
          .statusCode,
      ).toBe(400);
    }
  });
});

describe('fake settings', () => {
  it('print a setting two modules of one vendor share once, and refuse two values for one key', () => {
    const a: FakeVendorModule = {
      name: 'v-a',
      prefix: 'v',
      settings: (u) => ({ V_BASE_URL: u, V_A: '1' }),
      register: () => undefined,
    };
    const b: FakeVendorModule = {
      name: 'v-b',
      prefix: 'v',
      settings: (u) => ({ V_BASE_URL: u, V_B: '2' }),
      register: () => undefined,
    };
    expect(fakeSettings('http://h', [a, b])).toEqual(['V_BASE_URL=http://h/v', 'V_A=1', 'V_B=2']);
    const c: FakeVendorModule = { name: 'v-c', settings: () => ({ V_A: 'other' }), register: () => undefined };
    expect(() => fakeSettings('http://h', [a, c])).toThrow('V_A');
  });
});
