import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { VendorError } from '../providers/payments/vendors/vendor-http';

/** A request as the stand-in saw it: method and path (with its query). */
export interface StandInRequest {
  method: string;
  path: string;
}

/**
 * A payment vendor that answers 200 with whatever body the test gives for each request: the
 * answers the strict fakes never give (a broken field), to prove an adapter fails closed on them.
 * Test code only.
 */
export interface VendorStandIn {
  url: string;
  answer(route: (req: StandInRequest) => unknown): void;
  close(): Promise<void>;
}

export async function vendorStandIn(): Promise<VendorStandIn> {
  let route: (req: StandInRequest) => unknown = () => ({});
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body = JSON.stringify(route({ method: req.method ?? 'GET', path: req.url ?? '/' }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer(next) {
      route = next;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The vendor error `call` fails with, as for an outage: never a result. Its message must name
 * `path` (where the answer broke) and must not quote `value` (what the vendor sent there).
 */
export async function vendorRefusal(call: () => Promise<unknown>, path: string, value?: string): Promise<void> {
  const outcome = await call().then(
    (result: unknown) => ({ result }),
    (err: unknown) => ({ err }),
  );
  expect(outcome).not.toHaveProperty('result');
  const err = (outcome as { err: unknown }).err;
  expect(err).toBeInstanceOf(VendorError);
  const message = (err as Error).message;
  expect(message).toContain('answered a shape we do not know');
  expect(message).toMatch(new RegExp(`[(, ]${path.replace(/\./g, '\\.')}[,)]`));
  if (value !== undefined) expect(message).not.toContain(value);
}
