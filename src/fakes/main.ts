import { parseArgs } from 'node:util';
import { freePort } from '../../tools/free-port';
import { buildFakeServer, fakeSettings } from './fake-server';
import { FAKE_VENDORS } from './vendors';

/**
 * `npm run fakes -- [--port N] [--app URL]`: the strict vendor fakes on 127.0.0.1. Prints one
 * KEY=VALUE line per setting that points a production server at them, then serves until stopped.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, app: { type: 'string', default: 'http://127.0.0.1:3000' } },
});
const asked = Number(values.port);
if (!Number.isSafeInteger(asked) || asked < 0 || asked > 65535) {
  console.error('--port must be a port number (0: any free port)');
  process.exit(2);
}
// The vendors' settings name this server's address, so a free port is chosen before they are printed.
const port = asked === 0 ? await freePort() : asked;
const fakeUrl = `http://127.0.0.1:${port}`;
const { app } = await buildFakeServer({ appUrl: values.app, fakeUrl, vendors: FAKE_VENDORS });
await app.listen({ port, host: '127.0.0.1' });
const settings = fakeSettings(fakeUrl, FAKE_VENDORS, values.app);
process.stdout.write(`${settings.join('\n')}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
