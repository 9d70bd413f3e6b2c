import { z } from 'zod';

/** What the documentation says of a setting: `.env.example` and the README's table are made from it. */
export interface SettingDoc {
  /** What the setting means, one sentence or two. */
  doc: string;
  /** The default as the documentation shows it (`unset` when there is none). */
  shown: string;
  /** Never printed back in an error message. */
  secret?: boolean;
}

/** A setting's schema: reads the raw environment string (or undefined) and gives the typed value. */
export type Setting = z.ZodType<unknown, string | undefined>;
/** One area's settings, by variable name; config.ts composes the areas into one schema. */
export type SettingsShape = Record<string, Setting>;
/** The typed values of an area (or of several, intersected) once read. */
export type SettingsOf<S extends SettingsShape> = { [K in keyof S]: z.output<S[K]> };

const docs = z.registry<SettingDoc>();

/** The documentation of a setting made by the helpers below. */
export function settingDoc(setting: Setting): SettingDoc {
  const found = docs.get(setting);
  if (!found) throw new Error('a setting must be made with the helpers of settings/setting-types.ts');
  return found;
}

function documented<T extends Setting>(schema: T, doc: SettingDoc): T {
  docs.add(schema, doc);
  return schema;
}

/**
 * An environment value as a typed setting: absent means the default; a value that does not
 * parse (also an empty one, as `OTP_PER_IP_PER_HOUR=` would otherwise read as 0) stops the start
 * with "<NAME> must be <what>".
 */
function typed<T>(what: string, parse: (raw: string) => T | undefined) {
  return z.string().transform((raw, ctx): T => {
    const value = parse(raw.trim());
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `must be ${what}` });
      return z.NEVER;
    }
    return value;
  });
}

/** `also`: a further rule the number must keep (e.g. a power of two), named in the error before the range. */
export function wholeNumber(o: {
  doc: string;
  min: number;
  max: number;
  default: number;
  unit?: string;
  shown?: string;
  also?: { test: (n: number) => boolean; what: string };
}) {
  const unit = o.unit ? ` (${o.unit})` : '';
  const what = `${o.also ? o.also.what : 'a whole number'} from ${o.min} to ${o.max}${unit}`;
  const schema = typed(what, (raw) => {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= o.min && n <= o.max && (!o.also || o.also.test(n)) ? n : undefined;
  }).default(o.default);
  return documented(schema, { doc: `${o.doc} ${capital(what)}.`, shown: o.shown ?? String(o.default) });
}

/** `1`/`0` (also `true`/`false`); unset is the default, or undefined when the default depends on the mode. */
export function flag(o: { doc: string; default: boolean; shown?: string }): z.ZodType<boolean, string | undefined>;
export function flag(o: { doc: string; shown: string }): z.ZodType<boolean | undefined, string | undefined>;
export function flag(o: { doc: string; default?: boolean; shown?: string }): Setting {
  const schema = typed('1 or 0', (raw) =>
    raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined,
  );
  const shown = o.shown ?? (o.default === undefined ? 'unset' : o.default ? '1' : '0');
  return o.default === undefined
    ? documented(schema.optional(), { doc: o.doc, shown })
    : documented(schema.default(o.default), { doc: o.doc, shown });
}

export function choice<const V extends readonly [string, ...string[]]>(
  values: V,
  o: { doc: string; default: V[number] },
) {
  const what = values.map((v) => `"${v}"`).join(' or ');
  const schema = typed(what, (raw) => (values.includes(raw) ? (raw as V[number]) : undefined)).default(
    o.default as never,
  );
  return documented(schema, { doc: `${o.doc} One of ${values.join(', ')}.`, shown: o.default });
}

/**
 * Free text (a URL, a secret, a path). Empty counts as unset, as a compose file's `KEY=`
 * means. `pattern` (a RegExp or a test), when given, is checked and `what` named in the error.
 */
interface TextOptions {
  doc: string;
  shown?: string;
  secret?: boolean;
  pattern?: RegExp | ((value: string) => boolean);
  what?: string;
}
export function text(o: TextOptions & { default: string }): z.ZodType<string, string | undefined>;
export function text(o: TextOptions): z.ZodType<string | undefined, string | undefined>;
export function text(o: TextOptions & { default?: string }): Setting {
  const schema = z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      const value = raw?.trim() ? raw : undefined;
      const fits = (v: string) => !o.pattern || (typeof o.pattern === 'function' ? o.pattern(v) : o.pattern.test(v));
      if (value !== undefined && !fits(value)) {
        ctx.addIssue({ code: 'custom', message: `must be ${o.what ?? `text matching ${o.pattern}`}` });
        return z.NEVER;
      }
      return value ?? o.default;
    });
  return documented(schema, { doc: o.doc, shown: o.shown ?? o.default ?? 'unset', secret: o.secret });
}

/**
 * A vendor's API address: an absolute http(s) URL, kept without trailing slashes (the adapters
 * append paths). Production additionally wants https unless it is loopback (checked with the mode).
 */
export function url(o: { doc: string; default: string }): z.ZodType<string, string | undefined>;
export function url(o: { doc: string }): z.ZodType<string | undefined, string | undefined>;
export function url(o: { doc: string; default?: string }): Setting {
  const what = 'an absolute http(s) URL';
  const schema = z
    .string()
    .optional()
    .transform((raw, ctx): string | undefined => {
      const value = raw?.trim() || o.default;
      if (value === undefined) return undefined;
      if (!URL.canParse(value) || !['https:', 'http:'].includes(new URL(value).protocol)) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` });
        return z.NEVER;
      }
      return value.replace(/\/+$/, '');
    });
  return documented(schema, { doc: o.doc, shown: o.default ?? 'unset' });
}

/** True for an https URL or one on this machine (a fake, a tunnel): what production may call. */
export function safeInProduction(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** Comma-separated items; empty items are dropped. */
export function list(o: { doc: string }) {
  const schema = z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
  return documented(schema, { doc: `${o.doc} Comma-separated.`, shown: 'empty' });
}

/** A value parsed by the area's own function, which throws an Error whose message says what it must be. */
export function custom<T>(o: { doc: string; shown: string; parse: (raw: string | undefined) => T }) {
  const schema = z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      try {
        return o.parse(raw);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    });
  return documented(schema, { doc: o.doc, shown: o.shown });
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
