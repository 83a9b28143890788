/**
 * The architecture as rules: web → contract ← server, no cycles, the database layer imports no feature,
 * routes run no queries of their own, components import no feature. That feature folders (each with all its
 * sub-folders) depend one way is checked by scripts/check-dependencies.mjs on this cruise's answer.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood or tested apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'Features depend one way: a folder that imports a folder importing it has no clear owner.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by server and web; it imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only; shared shapes live in contract/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'db-imports-no-feature',
      severity: 'error',
      comment: 'The database layer (client, schema, migrations, derived data) is below every feature.',
      from: { path: '^server/src/db/', pathNot: '^server/src/db/seed/' },
      to: {
        path: '^server/src/',
        pathNot: ['^server/src/db/', '^server/src/config[.]ts$', '^server/src/server-dir[.]ts$'],
      },
    },
    {
      name: 'routes-import-no-schema',
      severity: 'error',
      comment: "A route declares its call and hands it to its feature's service, where the queries live.",
      from: { path: '^server/src/.*routes?[.]ts$' },
      to: { path: '^server/src/db/schema/' },
    },
    {
      name: 'components-import-no-feature',
      severity: 'error',
      comment: 'Components and lib serve every feature; a feature puts what it owns into them (props, a slot).',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code (entry points and configs excepted).',
      from: {
        orphan: true,
        pathNot: [
          '[.]d[.]ts$',
          '(^|/)[^/]+[.]config[.](js|cjs|mjs|ts)$',
          '^server/src/main[.]ts$',
          // A program of its own, run by path (ESPEAK_WASM_COMMAND), not imported.
          '^server/src/integrations/speech/espeak-wasm[.]mjs$',
          '^server/(bench|soak)/',
          '^server/src/db/seed/cli[.]ts$',
          '^web/src/main[.]tsx$',
          '^web/scripts/',
          '^web/e2e/',
          '(^|/)test/',
          '[.]test[.]tsx?$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests reach into every layer on purpose.
    exclude: { path: ['node_modules', 'dist', '^data/', '(^|/)test(/|$)', '[.]test[.]tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
