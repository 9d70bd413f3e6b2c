import { buildFakeServer, fakeSettings } from '../../src/fakes/fake-server';
import { FAKE_VENDORS } from '../../src/fakes/vendors';
import { freePort } from '../../tools/free-port';

/**
 * The strict vendor fakes of `npm run fakes`, in this process: a production server needs a real
 * vendor for every area (it never starts on a sandbox), so a test points it at these. `env` holds
 * the settings the fakes print, for the server's environment.
 */
export async function startVendorFakes(
  appUrl: string,
): Promise<{ env: Record<string, string>; url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { app } = await buildFakeServer({ appUrl, fakeUrl: url, vendors: FAKE_VENDORS });
  await app.listen({ port, host: '127.0.0.1' });
  const env = Object.fromEntries(
    fakeSettings(url, FAKE_VENDORS, appUrl).map((line) => {
      const i = line.indexOf('=');
      return [line.slice(0, i), line.slice(i + 1)];
    }),
  );
  return { env, url, stop: () => app.close() };
}
