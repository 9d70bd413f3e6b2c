/**
 * `npm run vendor:smoke -- <vendor>… [--to <E.164>] [--env-file <path>]`: checks a lender's own
 * keys against each vendor before going live (src/server/vendor-smoke/). `--help` lists the checks.
 */
import { vendorSmoke } from '../vendor-smoke/vendor-smoke';

const code = await vendorSmoke(
  process.argv.slice(2),
  process.env,
  (line) => process.stdout.write(`${line}\n`),
  (line) => console.error(line),
);
// Exit once the lines are out (a pipe may still hold them): an idle keep-alive socket to a vendor must not keep the
// process waiting.
process.stdout.write('', () => process.exit(code));
