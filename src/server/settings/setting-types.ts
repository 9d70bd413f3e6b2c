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

export function wholeNumber(o: { doc: string; min: number; max: number; default: number; unit?: string; shown?: string }) {
  const unit = o.unit ? ` (${o.unit})` : '';
  const what = `a whole number from ${o.min} to ${o.max}${unit}`;
  const schema = typed(what, (raw) => {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= o.min && n <= o.max ? n : undefined;
  }).default(o.default);
  return documented(schema, { doc: `${o.doc} ${capital(what)}.`, shown: o.shown ?? String(o.default) });
}

/** `1`/`0` (also `true`/`false`); unset is the default, or undefined when the default depends on the mode. */
export function flag(o: { doc: string; default: boolean; shown?: string }): z.ZodType<boolean, string | undefined>;
export function flag(o: { doc: string; shown: string }): z.ZodType<boolean | undefined, string | undefined>;
export function flag(o: { doc: string; default?: boolean; shown?: string }): Setting {
  const schema = typed('1 or 0', (raw) => (raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined));
  const shown = o.shown ?? (o.default === undefined ? 'unset' : o.default ? '1' : '0');
  return o.default === undefined ? documented(schema.optional(), { doc: o.doc, shown }) : documented(schema.default(o.default), { doc: o.doc, shown });
}

export function choice<const V extends readonly [string, ...string[]]>(values: V, o: { doc: string; default: V[number] }) {
  const what = values.map((v) => `"${v}"`).join(' or ');
  const schema = typed(what, (raw) => (values.includes(raw) ? (raw as V[number]) : undefined)).default(o.default as never);
  return documented(schema, { doc: `${o.doc} One of ${values.join(', ')}.`, shown: o.default });
}

/**
 * Free text (a URL, a secret, a path). Empty counts as unset, as a compose file's `KEY=`
 * means. `pattern`, when given, is checked and named in the error.
 */
interface TextOptions { doc: string; shown?: string; secret?: boolean; pattern?: RegExp; what?: string }
export function text(o: TextOptions & { default: string }): z.ZodType<string, string | undefined>;
export function text(o: TextOptions): z.ZodType<string | undefined, string | undefined>;
export function text(o: TextOptions & { default?: string }): Setting {
  const schema = z.string().optional().transform((raw, ctx): string | undefined => {
    const value = raw?.trim() ? raw : undefined;
    if (value !== undefined && o.pattern && !o.pattern.test(value)) {
      ctx.addIssue({ code: 'custom', message: `must be ${o.what ?? `text matching ${o.pattern}`}` });
      return z.NEVER;
    }
    return value ?? o.default;
  });
  return documented(schema, { doc: o.doc, shown: o.shown ?? o.default ?? 'unset', secret: o.secret });
}

/** Comma-separated items; empty items are dropped. */
export function list(o: { doc: string }) {
  const schema = z.string().optional().transform((raw) => (raw ?? '').split(',').map((v) => v.trim()).filter(Boolean));
  return documented(schema, { doc: `${o.doc} Comma-separated.`, shown: 'empty' });
}

/** A value parsed by the area's own function, which throws an Error whose message says what it must be. */
export function custom<T>(o: { doc: string; shown: string; parse: (raw: string | undefined) => T }) {
  const schema = z.string().optional().transform((raw, ctx): T => {
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
