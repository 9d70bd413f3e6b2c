/**
 * `npm start`: in a checkout, builds only when the sources changed since the last build, then
 * runs the compiled server (dist/server/main.js) in this process — plain node, no tsx. In
 * production it runs the artefact as built (tools/artefact.mjs).
 */
import { runCompiled } from './artefact.mjs';

await runCompiled('main');
