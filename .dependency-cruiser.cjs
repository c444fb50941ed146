// The web app's layers, checked by `npm run check:architecture` (docs/architecture.md):
// app -> features -> components / lib -> @portal/shared, no cycles anywhere. A feature reaches
// another feature only through that feature's public entry, `features/<name>/index.ts`.
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: modules that need each other cannot be loaded, tested or split apart.',
      from: {},
      // A translation names its English table's type (hi.ts -> text-values.ts) while the table
      // loads the translation: a type is gone at run time, so that is no cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared serves the server and the web; it depends on neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-lib-and-components-import-no-feature',
      severity: 'error',
      comment: 'Shared web code (lib, components) serves every feature and knows none of them.',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app|prerender)/` },
    },
    {
      name: 'web-feature-imports-no-app',
      severity: 'error',
      comment: 'Features are put together by the app; they do not reach back into it.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app|prerender)/` },
    },
    {
      name: 'web-feature-imports-features-through-their-entry',
      severity: 'error',
      comment:
        "A feature may use another feature only through that feature's public entry (features/<name>/index.ts).",
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/([^/]+)/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment: 'The browser talks to the server over HTTP only.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-[^/]+|node_modules)/' },
    tsPreCompilationDeps: true,
    // The web app's '@/…' alias, resolved from the repository root.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
