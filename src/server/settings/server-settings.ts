import { MARKETS, type Market } from '../../domain/markets/market';
import { choice, custom, flag, text, wholeNumber, type SettingsShape } from './setting-types';

/**
 * `ng,mx` → the markets, each once, in the table's order. Unset (or empty, as a compose file's
 * `MARKETS=` means) is every market: what a deployment served before the setting existed.
 */
export function marketList(raw: string | undefined): Market[] {
  const list = (raw ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const unknown = list.find((v) => !(MARKETS as readonly string[]).includes(v));
  if (unknown) throw new Error(`must name markets among ${MARKETS.join(', ')} ("${unknown}" is not one)`);
  if (new Set(list).size !== list.length) throw new Error('names a market twice');
  return MARKETS.filter((m) => !list.length || list.includes(m));
}

/** The process, its data and its secrets. */
export const SERVER_SETTINGS = {
  NODE_ENV: choice(['development', 'production', 'test'], {
    doc: '`production` requires APP_SECRET and DATA_KEY and real vendors, seeds nothing unless SEED_DEMO=1, hides the developer routes and sends HSTS.',
    default: 'development',
  }),
  MARKETS: custom({
    doc: 'The markets this deployment serves (`ng`, `mx`, or both): production needs vendors only for these; calls of another market\'s app are answered "not available in your country" and its loans\' jobs do not run.',
    shown: 'ng,mx',
    parse: marketList,
  }),
  PORT: wholeNumber({ doc: 'HTTP port.', min: 1, max: 65535, default: 3000 }),
  HOST: text({
    doc: 'Listen address (`0.0.0.0` to be reachable from other machines: in a container, behind the proxy).',
    default: '127.0.0.1',
  }),
  DATA_DIR: text({
    doc: 'Embedded database (`pglite/`), uploads and, outside production, the generated local secrets.',
    default: './data',
  }),
  DATABASE_URL: text({ doc: 'PostgreSQL connection string; when set, PGlite is not used.', secret: true }),
  APP_SECRET: text({
    doc: 'HMAC secret for verification codes, session and network hashes. Required in production; elsewhere generated into DATA_DIR.',
    shown: 'generated into DATA_DIR',
    secret: true,
  }),
  DATA_KEY: text({
    doc: '32-byte base64 key encrypting national IDs, account numbers and TOTP secrets at rest (rotate with `npm run data-key:rotate`). Required in production; elsewhere generated into DATA_DIR.',
    shown: 'generated into DATA_DIR',
    secret: true,
    pattern: /^[A-Za-z0-9+/]{43}=$/,
    what: '32 bytes, base64-encoded (44 characters ending in =)',
  }),
  WEB_DIR: text({ doc: 'The built web app served at `/`.', default: './dist/web' }),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    doc: 'pino log level.',
    default: 'info',
  }),
  SEED_DEMO: flag({
    doc: "Seed the two demo apps (com.presta.ng, com.presta.mx) and their loan products when missing; for the demo only — a lender's apps and products come from `npm run products:import` or the console (docs/operations.md). Outside production the demo promotions are seeded too.",
    shown: '1 (0 in production)',
  }),
  ALLOW_PLAIN_PATHS: flag({
    doc: 'Serve call paths unencrypted too (local debugging; ignored in production).',
    default: false,
  }),
  DEV_CLOCK: flag({
    doc: 'A movable server clock at /api/dev/clock for browser tests (ignored in production).',
    default: false,
  }),
  UPLOAD_DIR: text({ doc: 'Where identity photos are stored (local-disk storage).', shown: 'DATA_DIR/uploads' }),
  UPLOAD_MAX_BYTES: wholeNumber({
    doc: 'Largest uploaded file accepted.',
    min: 1,
    max: 100 * 1024 * 1024,
    default: 5 * 1024 * 1024,
    unit: 'bytes',
  }),
} satisfies SettingsShape;
