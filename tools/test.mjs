/* global process */
/**
 * `npm test`: every check, in stages (decision 0114). A stage starts when the one before has
 * passed; the steps of a `together` stage run side by side, each line they print prefixed with the
 * step's name. The last lines say how long each step took.
 *
 * tsc, eslint and the build each leave a core of this 2-core machine idle for most of their time:
 * side by side they take the time of the longest. Lighthouse measures a phone's speed and runs
 * alone. The unit and browser tests keep both cores busy: side by side they took 636 s against
 * 650 s one after the other, too little for a machine loaded under every browser test.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const STAGES = [
  { together: true, steps: ['typecheck', 'lint', 'build'] },
  { together: false, steps: ['test:budget', 'bench:lighthouse', 'test:unit', 'test:e2e'] },
];

const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** `npm run <script>`; with `prefix`, each line it prints starts with the script's name. */
function run(script, prefix) {
  const start = Date.now();
  // A terminal keeps its colours although the step writes to a pipe.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (from, to) =>
    createInterface({ input: from }).on('line', (line) => to.write(prefix ? `${script} | ${line}\n` : `${line}\n`));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ script, passed: code === 0, end: code ?? signal, took: secondsSince(start) }),
    ),
  );
}

async function runStage({ together, steps }) {
  if (together) return Promise.all(steps.map((script) => run(script, true)));
  const results = [];
  for (const script of steps) {
    results.push(await run(script, false));
    if (!results.at(-1).passed) break;
  }
  return results;
}

const start = Date.now();
const results = [];
for (const stage of STAGES) {
  results.push(...(await runStage(stage)));
  if (results.some((step) => !step.passed)) break;
}

const lines = ['', 'npm test, where the time went:'];
for (const { script, passed, end, took } of results)
  lines.push(`  ${script.padEnd(18)} ${String(took).padStart(5)} s  ${passed ? 'passed' : `FAILED (${end})`}`);
lines.push(`  ${'all'.padEnd(18)} ${String(secondsSince(start)).padStart(5)} s`);
process.stdout.write(`${lines.join('\n')}\n`);
const allPassed =
  results.length === STAGES.flatMap((stage) => stage.steps).length && results.every((step) => step.passed);
process.exit(allPassed ? 0 : 1);
