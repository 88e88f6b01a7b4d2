/**
 * The dependency rule: adapters and views depend on the core, never the reverse, and not on
 * each other. Checked by `npm run deps` (part of `npm run lint`) and by
 * test/dependencyRules.test.ts. Browser globals in the core are ESLint's job
 * (no-restricted-globals): imports are all dependency-cruiser can see.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-no-libraries',
      comment:
        'The core is plain TypeScript. mobx makes its stores observable and class-validator checks the contact form; every other package belongs to an adapter or a view.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        path: '(^|/)node_modules/',
        pathNot: '(^|/)node_modules/(mobx|class-validator)/',
      },
    },
    {
      name: 'core-no-node-builtins',
      comment:
        'The core runs in the browser and in tests alike; Node built-ins belong to adapters.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-depends-on-nothing-outside',
      comment: 'The core sees no adapter, view, configuration or composition root.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        pathNot: ['^src/core/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
        couldNotResolve: false,
      },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'Views reach adapters only through ports handed over by src/ui/services.tsx.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'ui-not-to-composition-root',
      comment:
        'The composition root names every adapter; a view that imports it depends on them all.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: '^src/(container|browserAdapters|serverAdapters|serverServices)\\.ts$|^src/main\\.tsx$',
      },
    },
    {
      name: 'ui-not-to-server',
      comment:
        'The server is a driving side of its own: it renders the views, the views never reach it.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'adapters-not-to-other-technology',
      comment:
        'Each adapter folder is one technology; what two of them share lives in src/adapters/shared.',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/' },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/($1|shared)/' },
    },
    {
      name: 'adapters-not-to-views',
      comment: 'Adapters and the demo API serve the core; they know nothing of React or the views.',
      severity: 'error',
      from: { path: '^(src/adapters|demo-api)/' },
      to: {
        path: [
          '^src/ui/',
          '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|mobx-react-lite)/',
        ],
      },
    },
    {
      name: 'jobs-not-to-server',
      comment:
        'A job is a driving side of its own, beside the server: what both need lives in the core, the configuration or the composition.',
      severity: 'error',
      from: { path: '^src/jobs/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-jobs',
      comment: 'The server runs the same use cases as the jobs; it never reaches into a command.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/jobs/' },
    },
    {
      name: 'only-roots-name-adapters',
      comment:
        "Only a driving side's composition (src/server/main.ts and compose.ts, the dev server's devPages.ts, the owned index in index/serverIndexing.ts, src/jobs' index command) builds adapters; the rest of the server sees ports. Formats shared by adapters and resources (src/adapters/shared) are no adapter.",
      severity: 'error',
      from: {
        path: '^src/(server|jobs)/',
        pathNot: [
          '^src/server/(main|compose)\\.ts$',
          '^src/server/render/devPages\\.ts$',
          '^src/server/index/serverIndexing\\.ts$',
          '^src/jobs/indexTranscripts\\.ts$',
        ],
      },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/shared/' },
    },
    {
      name: 'config-reads-only',
      comment:
        'The configuration is read from the environment; it knows no adapter, view or server.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/(adapters|ui|server|jobs)/' },
    },
    {
      name: 'src-not-to-demo-api',
      comment:
        'The demo API is a separate server the site talks to over HTTP; the site ships without it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^demo-api/' },
    },
    {
      name: 'not-to-test',
      comment: 'Tests depend on the code, never the other way round.',
      severity: 'error',
      from: { pathNot: '^test/' },
      to: { path: '^test/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing cannot be checked against the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment: 'A cycle ties modules into one unit that cannot be tested or loaded apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a core file naming an adapter's type still depends on it.
    tsPreCompilationDeps: true,
    // swiper and inversify publish their entry points through package.json "exports" only.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
