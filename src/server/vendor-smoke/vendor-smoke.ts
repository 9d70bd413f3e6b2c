import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { readSettings, SETTING_AREAS } from '../config';
import { E164 } from '../providers/sms/sms-settings';
import { settingDoc } from '../settings/setting-types';
import { missingSettingsOfVendor, pem, type VendorName } from '../settings/vendor-requirements';
import { VENDOR_CHECKS } from './smoke-checks';
import { runChecks } from './smoke-runner';

const VENDORS = Object.keys(VENDOR_CHECKS) as VendorName[];

const USAGE = 'usage: npm run vendor:smoke -- <vendor>… [--to <E.164>] [--env-file <path>]';

export function smokeHelp(): string {
  const lines = [
    USAGE,
    '',
    'Checks, with the keys in this environment (the settings a production server reads; --env-file loads a file of them first),',
    "that each vendor accepts them, through the product's own adapters. Harmless calls only: reads, lookups of references",
    "nobody holds, the vendor's documented test values. No money moves. A text is sent only with --to, to that number, once.",
    'Exits 0 when every check passes, 1 otherwise.',
    '',
  ];
  for (const vendor of VENDORS) {
    lines.push(`${vendor}:`);
    for (const check of VENDOR_CHECKS[vendor]) lines.push(`  ${check.name.padEnd(24)} ${check.does}`);
  }
  return lines.join('\n');
}

/** Every secret setting's value as given (and as a PEM once its `\n`s are read), so that none is ever printed. */
function secretValues(env: NodeJS.ProcessEnv): string[] {
  return SETTING_AREAS.flatMap(({ shape }) => Object.entries(shape))
    .filter(([name, schema]) => settingDoc(schema).secret && typeof env[name] === 'string' && env[name].trim())
    .flatMap(([name]) => [env[name]!, pem(env[name]!)]);
}

/**
 * `npm run vendor:smoke -- paystack twilio --to +52…`: the vendors named, one line per check on
 * `out`, problems with the command or the settings on `err`. Answers the exit code.
 */
export async function vendorSmoke(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, to: { type: 'string' }, 'env-file': { type: 'string' } },
    });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(smokeHelp());
    return 0;
  }
  if (!positionals.length) {
    err(`name a vendor: ${VENDORS.join(', ')}\n${USAGE}`);
    return 1;
  }
  const unknown = positionals.filter((v) => !(VENDORS as string[]).includes(v));
  if (unknown.length) {
    err(`unknown vendor ${unknown.map((v) => `"${v}"`).join(', ')}: the vendors are ${VENDORS.join(', ')}`);
    return 1;
  }
  if (values.to !== undefined && !E164.test(values.to)) {
    err('--to must be an E.164 number (+ and the country code, e.g. +234…, +52…)');
    return 1;
  }
  if (values['env-file']) {
    try {
      // The process environment wins over the file, as `node --env-file` has it.
      env = { ...parseEnv(readFileSync(values['env-file'], 'utf8')), ...env };
    } catch (e) {
      err(`--env-file cannot be read (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`);
      return 1;
    }
  }
  const secrets = secretValues(env);
  let settings;
  try {
    settings = readSettings(env);
  } catch (e) {
    // The schema's own words: each line names its setting, and never repeats a secret.
    err((e as Error).message);
    return 1;
  }
  let allOk = true;
  for (const vendor of positionals as VendorName[]) {
    const missing = missingSettingsOfVendor(settings, vendor);
    if (missing.length) {
      for (const m of missing) err(`${vendor}: ${m.message}`);
      allOk = false;
      continue;
    }
    const ok = await runChecks(
      vendor,
      VENDOR_CHECKS[vendor],
      settings,
      { to: values.to, now: () => new Date() },
      out,
      secrets,
    );
    allOk &&= ok;
  }
  return allOk ? 0 : 1;
}
