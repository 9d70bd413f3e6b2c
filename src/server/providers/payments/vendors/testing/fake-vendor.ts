import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type FakeHandler = (req: FakeRequest) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * A local stand-in for a vendor's HTTP API (node:http on 127.0.0.1, a free port), started by
 * the adapter's test: routes are "METHOD /path" with `:param` segments; every request is kept
 * so the test can check what the adapter sent.
 */
export class FakeVendor {
  readonly requests: FakeRequest[] = [];
  private server: Server | null = null;
  private readonly routes: { method: string; pattern: RegExp; keys: string[]; handler: FakeHandler }[] = [];

  on(route: string, handler: (req: FakeRequest, params: Record<string, string>) => ReturnType<FakeHandler>): this {
    const [method, path] = route.split(' ');
    const keys: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_m, k: string) => { keys.push(k); return '([^/]+)'; })}$`);
    this.routes.push({ method, pattern, keys, handler: (req) => {
      const m = pattern.exec(req.path) as RegExpExecArray;
      return handler(req, Object.fromEntries(keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])));
    } });
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void (async () => {
          const url = new URL(req.url ?? '/', 'http://127.0.0.1');
          const text = Buffer.concat(chunks).toString('utf8');
          const fake: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: text ? JSON.parse(text) : undefined };
          this.requests.push(fake);
          const route = this.routes.find((r) => r.method === fake.method && r.pattern.test(fake.path));
          const out = route ? await route.handler(fake) : { status: 404, body: { message: 'not found' } };
          res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(out.body));
        })();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
