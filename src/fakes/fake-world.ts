import type { FastifyInstance } from 'fastify';

/** A message an SMS or voice fake received, as `GET /_fake/sms` lists it. */
export interface FakeMessage {
  vendor: string;
  channel: 'sms' | 'voice' | 'whatsapp';
  /** E.164. */
  to: string;
  from: string | null;
  text: string;
  /** The fake vendor's own message id. */
  id: string;
  at: string;
}

/** What every fake vendor shares: where our app is, the clock, the SMS inbox, and a way to call our webhooks. */
export interface FakeWorld {
  /**
   * Our app's base URL (webhooks go to `${appUrl}/api/webhooks/<vendor>` or wherever the vendor is configured to call).
   */
  readonly appUrl: string;
  /** This fake server's own base URL (each vendor lives under `${fakeUrl}/<vendor>`). */
  readonly fakeUrl: string;
  now(): Date;
  /** Keeps a message an SMS/voice fake accepted; newest first in `GET /_fake/sms`. */
  recordMessage(message: Omit<FakeMessage, 'at'>): void;
  messagesTo(to: string): FakeMessage[];
  /**
   * POSTs `rawBody` to our app as the vendor would (the vendor's own signature already in
   * `headers`), records the delivery and answers our status code. A fake signs with its own code:
   * it never imports the app's verifiers.
   */
  deliver(path: string, rawBody: string, headers: Record<string, string>): Promise<number>;
  /**
   * The same delivery, with our app's answer read back (a vendor that acts on what we answer, as STP on "devolver");
   * status 0 and '' when none came.
   */
  deliverAndRead(
    path: string,
    rawBody: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }>;
  /** Every delivery so far, oldest first (tests and `GET /_fake/deliveries`). */
  readonly deliveries: FakeDelivery[];
}

export interface FakeDelivery {
  vendor: string;
  path: string;
  status: number;
  at: string;
}

/**
 * One vendor of `npm run fakes`. Its routes are registered under `/<name>` and speak the vendor's
 * documented API: they refuse what the vendor refuses, with the vendor's error shapes.
 */
export interface FakeVendorModule {
  /** Lower-case name of this module (e.g. `paystack-transfers`); the URL prefix unless `prefix` is given. */
  readonly name: string;
  /** The vendor's URL prefix when several modules speak for one vendor (e.g. `paystack`). */
  readonly prefix?: string;
  /**
   * KEY=VALUE settings that point a production server at this fake; `baseUrl` is `${fakeUrl}/<prefix>`. Modules of one
   * vendor may repeat a setting with the same value.
   */
  settings(baseUrl: string): Record<string, string>;
  /**
   * A module that keeps its vendor's records on itself (`state`) starts them afresh: each fake server begins as a
   * vendor account nobody has used, even when one process (a test worker) starts several.
   */
  reset?(): void;
  /** Registers the vendor's API on `scope` (already prefixed with `/<name>`). */
  register(scope: FastifyInstance, world: FakeWorld): void | Promise<void>;
  /**
   * `POST /_fake/pay`: the vendor receives `amount` (minor units) for `target` (our reference,
   * an account number, a CLABE or an OXXO reference) and notifies us as it would. Answers false
   * when the target is not this vendor's.
   */
  pay?(target: string, amount: number, world: FakeWorld): Promise<boolean>;
}
