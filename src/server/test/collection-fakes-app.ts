import { freePort } from '../../../tools/free-port';
import { buildFakeServer, fakeSettings } from '../../fakes/fake-server';
import type { FakeVendorModule } from '../../fakes/fake-world';
import { readCollectionsConfig as readCollectionsConfigFrom } from '../providers/payments/collections-config';
import { buildTestApp, fromEnv, type TestApp } from './harness';

/** The reader as the start runs it: the environment through the settings schema first. */
const readCollectionsConfig = fromEnv(readCollectionsConfigFrom);

export interface CollectionFakesApp {
  t: TestApp;
  fake: Awaited<ReturnType<typeof buildFakeServer>>;
  /** The settings the fakes gave the app (e.g. STP's webhook token). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A test app collecting through the given vendor fakes, each on a real port: money paid at the
 * fake reaches the app as the vendor's own notification. The fakes date what they record by the
 * app's clock unless `now` says otherwise; `env` adds settings (e.g. COLLECTION_VENDORS_NG).
 */
export async function appWithCollectionFakes(
  vendors: FakeVendorModule[],
  opts: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<CollectionFakesApp> {
  const [appPort, fakePort] = [await freePort(), await freePort()];
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  // The app is made after its fakes (they need its address), so their clock reads it once it exists.
  const made: { t?: TestApp } = {};
  const fake = await buildFakeServer({
    appUrl: `http://127.0.0.1:${appPort}`,
    fakeUrl,
    vendors,
    now: opts.now ?? (() => made.t?.clock.now() ?? new Date()),
  });
  await fake.app.listen({ port: fakePort, host: '127.0.0.1' });
  const env: Record<string, string> = Object.fromEntries(
    fakeSettings(fakeUrl, vendors).map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const app = await buildTestApp({ sessionTtlDays: 400, collections: readCollectionsConfig({ ...env, ...opts.env }) });
  made.t = app;
  await app.app.listen({ port: appPort, host: '127.0.0.1' });
  return {
    t: app,
    fake,
    env,
    async close() {
      await fake.app.close();
      await app.close();
    },
  };
}
