import type { VendorName, VendorSettings } from '../settings/vendor-requirements';
import type { SmokeCheck, SmokeOptions } from './smoke-checks';

/** What the vendor answered on the wire to the last call of a check. */
interface VendorAnswer {
  status: number;
  message: string | null;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The vendor's own words in its error shape: Paystack, Flutterwave, Termii, Twilio, ARGOS
 * `message`; Monnify `responseMessage` (its OAuth errors `error_description`); Dojah `error`; Conekta
 * `details[0].message`; STP
 * `resultado.descripcionError` or `mensaje`.
 */
export function vendorWords(body: unknown): string | null {
  const b = record(body);
  if (!b) return null;
  const details = Array.isArray(b.details) ? record(b.details[0]) : null;
  return (
    textOf(record(b.resultado)?.descripcionError) ??
    textOf(details?.message) ??
    textOf(b.responseMessage) ??
    textOf(b.error_description) ??
    textOf(b.error) ??
    textOf(b.mensaje) ??
    textOf(b.message)
  );
}

/**
 * Watches every vendor answer while a check runs. The adapters keep a vendor's free text out of
 * their errors (it may echo a number they sent), so the tool reads it off the wire itself and
 * prints it masked: the lender sees exactly what the vendor said. The adapter reads its own copy.
 */
function watchAnswers(): { last: () => Promise<VendorAnswer | null>; stop: () => void } {
  const original = globalThis.fetch;
  const seen: Promise<VendorAnswer>[] = [];
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    seen.push(
      res
        .clone()
        .text()
        .then(
          (text) => {
            let body: unknown = null;
            try {
              body = JSON.parse(text);
            } catch {
              // Not JSON: the status says it.
            }
            return { status: res.status, message: vendorWords(body) };
          },
          () => ({ status: res.status, message: null }),
        ),
    );
    return res;
  };
  return {
    last: async () => (seen.length ? seen[seen.length - 1] : null),
    stop: () => {
      globalThis.fetch = original;
    },
  };
}

/**
 * A line as it may be printed: every secret setting's value replaced, and any run of 7 or more
 * digits (a phone number, an account number, a BVN, a CLABE) cut to its last two.
 */
export function masked(line: string, secrets: string[]): string {
  let out = line;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('***');
  return out.replace(/\+?\d{7,}/g, (digits) => `•••${digits.slice(-2)}`);
}

export interface CheckResult {
  check: string;
  ok: boolean;
  detail: string;
  ms: number;
}

/** One line per check: vendor, check, ok/failed, what the vendor said (or the status), the time taken. */
export function formatResult(vendor: VendorName, r: CheckResult): string {
  return `${vendor.padEnd(12)} ${r.check.padEnd(24)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.detail} (${r.ms} ms)`;
}

/** Runs a vendor's checks one after the other (never in parallel: each watches the wire alone) and prints each line. */
export async function runChecks(
  vendor: VendorName,
  checks: SmokeCheck[],
  settings: VendorSettings,
  options: SmokeOptions,
  print: (line: string) => void,
  secrets: string[],
): Promise<boolean> {
  let allOk = true;
  for (const check of checks) {
    if (check.withTo && !options.to) continue;
    const watch = watchAnswers();
    const started = performance.now();
    let result: CheckResult;
    try {
      const detail = await check.run(settings, options);
      const answer = await watch.last();
      result = { check: check.name, ok: true, detail: `${answer ? `HTTP ${answer.status}: ` : ''}${detail}`, ms: 0 };
    } catch (err) {
      const answer = await watch.last();
      const why = (err as Error).message.slice(0, 120);
      const said = answer
        ? `HTTP ${answer.status}${answer.message ? ` "${answer.message.slice(0, 160)}"` : ''} (${why})`
        : why;
      result = { check: check.name, ok: false, detail: `${said} — check ${check.uses.join(', ')}`, ms: 0 };
      allOk = false;
    } finally {
      watch.stop();
    }
    result.ms = Math.round(performance.now() - started);
    print(masked(formatResult(vendor, result), secrets));
  }
  return allOk;
}
