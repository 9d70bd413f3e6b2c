import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { freePort } from '../../tools/free-port';
const port = await freePort();
const server = spawn(process.execPath, ['tools/start.mjs'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'x-')), DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (;;) { if (await fetch(`${base}/api/openapi.json`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage();
await page.evaluateOnNewDocument(() => {
  const orig = Node.prototype.appendChild;
  (window as unknown as { __appends: string[] }).__appends = [];
  Node.prototype.appendChild = function (this: Node, child: Node) {
    if (child instanceof HTMLLinkElement) (window as unknown as { __appends: string[] }).__appends.push(`${child.rel} ${child.href.split('/').pop()} ${new Error().stack?.split('\n')[2]?.trim().slice(0, 60)}`);
    return orig.call(this, child) as never;
  } as typeof orig;
});
await page.goto(`${base}/${process.argv[2] ?? ''}`, { waitUntil: 'networkidle0' });
const appends = await page.evaluate(() => (window as unknown as { __appends: string[] }).__appends);
console.log(appends.length, 'links appended');
for (const a of appends) console.log(' ', a);
await browser.close(); server.kill();
