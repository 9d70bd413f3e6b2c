import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFakeServer } from '../fake-server';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import type { FastifyInstance } from 'fastify';

/** What a stand-in for our app received from a fake: path, headers and the raw body. */
export interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A fake vendor under test with a stand-in app that records every webhook (answering 200).
 * Test code only.
 */
export async function fakeWithInbox(
  vendor: FakeVendorModule,
): Promise<{ app: FastifyInstance; world: FakeWorld; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const appServer: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      inbox.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => appServer.listen(0, '127.0.0.1', r));
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  const { app, world } = await buildFakeServer({ appUrl, fakeUrl: 'http://127.0.0.1:1', vendors: [vendor] });
  return {
    app,
    world,
    inbox,
    async close() {
      await app.close();
      await new Promise((r) => appServer.close(r));
    },
  };
}

/** Waits for the webhook whose body mentions `text` (the fakes notify right after they answer). */
export async function arrived(inbox: Received[], text: string): Promise<Received> {
  for (let i = 0; i < 200 && !inbox.some((r) => r.body.includes(text)); i++)
    await new Promise((r) => setTimeout(r, 10));
  const found = inbox.find((r) => r.body.includes(text));
  if (!found) throw new Error(`no webhook mentioning ${text}`);
  return found;
}
