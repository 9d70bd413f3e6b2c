/**
 * The import boundaries ESLint cannot see file by file: circles (runtime and type-only) and
 * deep imports across web features and server modules. Run by `npm run lint:deps`, part of
 * `npm run lint`. Decision 0065 says why this is dependency-cruiser and not an ESLint rule.
 */

const featureIndex = '^src/web/features/[^/]+/index\\.ts$';
const moduleIndex = '^src/server/modules/[^/]+/index\\.ts$';

// The route table loads each screen file lazily, so no chunk but the screen's own carries it.
const screens = '^src/web/app/screens\\.ts$';
const screenFile = '^src/web/features/[^/]+/[^/]+-screen\\.tsx$';

// The layers under the features: they never reach up into one.
const sharedWeb = '^src/web/(api|components|i18n|lib|native|queries|styles)/';

// TEMPORARY: fixed by the plugins branch (config.ts ↔ deps.ts ↔ sandbox-payments.ts) and the
// oneofeach branch (web/api client ↔ query-client ↔ session-end). The lead drops these at merge.
const knownCircles = ['^src/server/(config|deps)\\.ts$', '^src/web/api/(client|query-client|session-end)\\.ts$'];
// TEMPORARY as well: the plugins branch gives each server module its index.ts; then 'error'.
const serverSeverity = 'warn';

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle, runtime or type-only: move the shared piece down a layer.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaNot: knownCircles },
    },
    {
      name: 'no-circular-known',
      comment: 'TEMPORARY: the circles the plugins and oneofeach branches break.',
      severity: 'warn',
      from: { path: '^src/' },
      to: { circular: true, via: { path: knownCircles } },
    },
    {
      name: 'feature-deep-import',
      comment: "A web feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/[^/]+/', pathNot: ['^src/web/features/$1/', featureIndex] },
    },
    {
      name: 'app-deep-import-feature',
      comment: 'The app shell uses a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: ['^src/web/features/', sharedWeb, screens] },
      to: { path: '^src/web/features/[^/]+/', pathNot: featureIndex },
    },
    {
      name: 'screens-deep-import',
      comment: "The route table imports a feature's index.ts, and its screen files lazily: nothing else.",
      severity: 'error',
      from: { path: screens },
      to: { path: '^src/web/features/[^/]+/', pathNot: [featureIndex, screenFile] },
    },
    {
      name: 'screens-eager-screen',
      comment: 'A screen imported eagerly would ride in the entry chunk.',
      severity: 'error',
      from: { path: screens },
      to: { path: screenFile, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'shared-imports-feature',
      comment: 'api, components, i18n, lib, native and queries sit under the features and import none. Their tests may call a feature\'s file directly (af-events.test drives the calls that fire the events).',
      severity: 'error',
      from: { path: sharedWeb, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'module-deep-import',
      comment: "A server module uses another module only through that module's index.ts.",
      severity: serverSeverity,
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: ['^src/server/modules/$1/', moduleIndex] },
    },
    {
      name: 'server-deep-import-module',
      comment: 'app.ts, jobs, cli and the rest of the server use a module only through its index.ts (test support in src/server/test reaches in).',
      severity: serverSeverity,
      from: { path: '^src/server/', pathNot: ['^src/server/modules/', '^src/server/test/'] },
      to: { path: '^src/server/modules/[^/]+/', pathNot: moduleIndex },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type circle ties two files together as much as a runtime one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
