import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownTargets {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  log: FastifyBaseLogger;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: readiness turns 503, the server stops accepting and lets in-flight requests
 * finish (Fastify's close; a new request on a kept-alive connection gets 503), the job runner
 * finishes the job in hand and gives back the others it claimed (onClose), then the database
 * closes and the process exits 0. A second signal, or the timeout, ends it at once with 1:
 * what was left unfinished is in the database for another instance (a lease runs out, a
 * payment's webhook is sent again by the vendor).
 */
export function installGracefulShutdown(t: ShutdownTargets): void {
  const exit = t.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      t.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    t.app.operations.draining = true;
    t.log.info({ signal, timeoutMs: t.timeoutMs }, 'shutting down: finishing in-flight requests and jobs');
    const timer = setTimeout(() => {
      t.log.error({ timeoutMs: t.timeoutMs }, 'shutdown timed out: exiting with work unfinished');
      exit(1);
    }, t.timeoutMs);
    void (async () => {
      try {
        await t.app.close();
        await t.closeDatabase();
        clearTimeout(timer);
        t.log.info('shut down cleanly');
        exit(0);
      } catch (err) {
        t.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
