import { createServer, request, type Server } from 'node:http';
import { freePort } from '../../tools/free-port';

export interface DeployProxy {
  baseUrl: string;
  /** Paths of the documents (navigations to `/`) the proxy was asked for, in order. */
  pages: string[];
  /** From now on the worker is served rewritten, as a second deploy would change its bytes. */
  deploy(rewrite: (worker: string) => string): void;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of one server that can play a deploy: `sw.js` is then answered with
 * its bytes rewritten, everything else passes unchanged. A route in the browser would not do:
 * the worker's update check is the browser's own request, outside any page.
 */
export async function deployProxy(target: string): Promise<DeployProxy> {
  const up = new URL(target);
  const pages: string[] = [];
  let rewrite: ((worker: string) => string) | null = null;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const worker = new URL(path, target).pathname === '/sw.js';
    if (req.headers['sec-fetch-dest'] === 'document') pages.push(path);
    // The worker is read whole and uncompressed (the server also holds .br and .gz copies): its
    // rewritten bytes are not the ones the browser's validator names, so never a 304.
    const { 'if-none-match': _tag, 'if-modified-since': _since, ...unconditional } = req.headers;
    const headers = worker ? { ...unconditional, 'accept-encoding': 'identity' } : req.headers;
    const upstream = request({ host: up.hostname, port: up.port, method: req.method, path, headers }, (answer) => {
      if (!worker || !rewrite || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.from(rewrite!(Buffer.concat(chunks).toString('utf8')), 'utf8');
        const { etag: _etag, 'last-modified': _modified, ...kept } = answer.headers;
        res.writeHead(200, { ...kept, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pages,
    deploy: (next) => {
      rewrite = next;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
