import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FakeDelivery, FakeMessage, FakeVendorModule, FakeWorld } from './fake-world';

export interface FakeServerOptions {
  /** Our app's base URL, where webhooks and delivery reports go. */
  appUrl: string;
  /** This server's own base URL as the app will reach it. */
  fakeUrl: string;
  vendors: FakeVendorModule[];
  now?: () => Date;
}

class World implements FakeWorld {
  readonly deliveries: FakeDelivery[] = [];
  private readonly messages: FakeMessage[] = [];

  constructor(
    readonly appUrl: string,
    readonly fakeUrl: string,
    private readonly clock: () => Date,
  ) {}

  now(): Date {
    return this.clock();
  }

  recordMessage(message: Omit<FakeMessage, 'at'>): void {
    this.messages.push({ ...message, at: this.now().toISOString() });
  }

  messagesTo(to: string): FakeMessage[] {
    return this.messages.filter((m) => m.to === to).reverse();
  }

  async deliver(path: string, rawBody: string, headers: Record<string, string>): Promise<number> {
    return (await this.deliverAndRead(path, rawBody, headers)).status;
  }

  async deliverAndRead(
    path: string,
    rawBody: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    const vendor = path.split('/').filter(Boolean).pop() ?? path;
    let status = 0;
    let body = '';
    try {
      const res = await fetch(new URL(path, this.appUrl), {
        method: 'POST',
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(15_000),
      });
      body = await res.text();
      status = res.status;
    } catch {
      status = 0;
      body = '';
    }
    this.deliveries.push({ vendor, path, status, at: this.now().toISOString() });
    return { status, body };
  }
}

/** The same world, except that whatever is delivered through it never reaches the app. */
function lostNotifications(world: World): FakeWorld {
  return Object.assign(Object.create(world) as World, {
    deliver: async (path: string): Promise<number> => {
      world.deliveries.push({
        vendor: path.split('/').filter(Boolean).pop() ?? path,
        path,
        status: 0,
        at: world.now().toISOString(),
      });
      return 0;
    },
    deliverAndRead: async (path: string): Promise<{ status: number; body: string }> => {
      world.deliveries.push({
        vendor: path.split('/').filter(Boolean).pop() ?? path,
        path,
        status: 0,
        at: world.now().toISOString(),
      });
      return { status: 0, body: '' };
    },
  });
}

/**
 * The strict vendor fakes as one HTTP server: each vendor under `/<name>`, plus
 * `GET /_fake/sms?to=<E.164>` (what the SMS/voice fakes received, newest first),
 * `POST /_fake/pay` ({ target, amount, notify? }: the vendor that owns the target receives the money and
 * notifies the app, unless notify is false: then the notification is lost) and `GET /_fake/deliveries` (webhooks sent
 * and the app's answers).
 */
export async function buildFakeServer(opts: FakeServerOptions): Promise<{ app: FastifyInstance; world: FakeWorld }> {
  const world = new World(opts.appUrl, opts.fakeUrl, opts.now ?? (() => new Date()));
  const app = Fastify({ logger: false });
  await app.register(formbody);

  app.get('/_fake/sms', async (req, reply) => {
    const to = (req.query as Record<string, unknown>).to;
    if (typeof to !== 'string' || !/^\+\d{8,15}$/.test(to))
      return reply.code(400).send({ error: 'to must be an E.164 number' });
    return world.messagesTo(to);
  });

  app.post('/_fake/pay', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { target, amount, notify } = body;
    if (
      typeof target !== 'string' ||
      !target ||
      !Number.isSafeInteger(amount) ||
      (amount as number) <= 0 ||
      (notify !== undefined && typeof notify !== 'boolean')
    ) {
      return reply
        .code(400)
        .send({ error: 'body must be {"target": string, "amount": positive whole minor units, "notify"?: boolean}' });
    }
    // "notify": false — the vendor has the money but its notification is lost on the way (recorded
    // as a delivery with status 0): only reconciliation's re-check can find the payment.
    const payWorld = notify === false ? lostNotifications(world) : world;
    for (const vendor of opts.vendors) {
      if (vendor.pay && (await vendor.pay(target, amount as number, payWorld)))
        return { paid: true, vendor: vendor.name, notified: notify !== false };
    }
    return reply.code(404).send({ error: 'no fake vendor knows that target' });
  });

  app.get('/_fake/deliveries', async () => world.deliveries);

  for (const vendor of opts.vendors) {
    vendor.reset?.();
    await app.register(async (scope) => vendor.register(scope, world), { prefix: `/${vendor.prefix ?? vendor.name}` });
  }
  return { app, world };
}

/** Every setting that points a production server at these fakes, one per line as KEY=VALUE. */
export function fakeSettings(fakeUrl: string, vendors: FakeVendorModule[], appUrl?: string): string[] {
  const settings = new Map<string, string>();
  for (const v of vendors) {
    for (const [key, value] of Object.entries(v.settings(`${fakeUrl}/${v.prefix ?? v.name}`))) {
      if (settings.has(key) && settings.get(key) !== value) throw new Error(`fake vendors disagree on ${key}`);
      settings.set(key, value);
    }
  }
  // The SMS fakes report delivery to the app itself (Twilio to the StatusCallback the app names from this setting).
  if (appUrl && [...settings.keys()].some((k) => k.startsWith('SMS_VENDORS_')))
    settings.set('SMS_CALLBACK_BASE_URL', appUrl);
  return [...settings].map(([key, value]) => `${key}=${value}`);
}
