import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../tools/free-port';
import { buildFakeServer } from './fake-server';
import type { FakeVendorModule, FakeWorld } from './fake-world';

/** A webhook the fakes sent, as our app would have received it. */
export interface CapturedHook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

export interface FakeHarness {
  fakeUrl: string;
  world: FakeWorld;
  /** Every webhook delivered so far, oldest first. */
  hooks: CapturedHook[];
  /** `POST /_fake/pay` over HTTP, as a test or the proof script does. */
  pay(target: string, amount: number): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * Starts the given fake vendor modules on a free port of 127.0.0.1 with a stand-in for our app
 * that records every webhook (and answers 200), so an adapter test can run the real adapter
 * against the fake and hand what the fake sent to the real verifier. `now` is the fakes' clock
 * (when a payment or transfer happened); the real time unless given.
 */
export async function startFakes(vendors: FakeVendorModule[], opts: { now?: () => Date } = {}): Promise<FakeHarness> {
  const hooks: CapturedHook[] = [];
  const app: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ path: req.url ?? '', headers: req.headers, rawBody: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const port = await freePort();
  const fakeUrl = `http://127.0.0.1:${port}`;
  const fake = await buildFakeServer({ appUrl, fakeUrl, vendors, now: opts.now });
  await fake.app.listen({ port, host: '127.0.0.1' });
  return {
    fakeUrl,
    world: fake.world,
    hooks,
    async pay(target, amount) {
      const res = await fetch(`${fakeUrl}/_fake/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target, amount }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    async close() {
      await fake.app.close();
      await new Promise<void>((r) => app.close(() => r()));
    },
  };
}
