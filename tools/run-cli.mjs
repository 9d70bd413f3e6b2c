/* global process */
/**
 * `npm run admin:create|products:import|db:migrate|data-key:rotate|vendor:smoke -- …`: the compiled command-line tool
 * (dist/server/<name>.js), built first in a checkout whose sources changed (tools/artefact.mjs).
 */
import { runCompiled } from './artefact.mjs';

const [name, ...rest] = process.argv.slice(2);
process.argv = [process.argv[0], `dist/server/${name}.js`, ...rest];
await runCompiled(name);
