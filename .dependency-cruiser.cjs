// The import rules of DESIGN.md ("Who may import whom"), checked by `npm test` (scripts/test.mjs, step
// "import rules") with dependency-cruiser: `node_modules/.bin/depcruise --config .dependency-cruiser.cjs apps packages`.
// docs/architecture.md says why this tool and how the api's floors are laid out.

/** The api's plumbing: below every capability, importing none of them. */
const PLUMBING = '^apps/api/src/(db|lib|plugins)/|^apps/api/src/config\\.ts$';
/** What sits above the capabilities and wires them together (may use any capability, through its face). */
const ABOVE = '^apps/api/src/(cli|seed)/|^apps/api/src/(app|server)\\.ts$';
/** Any file of a capability folder: a folder of apps/api/src that is neither plumbing nor above. */
const CAPABILITY_FILE = '^apps/api/src/(?!(db|lib|plugins|cli|seed)/)[^/]+/';
/** A capability's public face. */
const FACE = '^apps/api/src/[^/]+/index\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports (two capabilities, or a capability and plumbing, leaning on each other). The api and ' +
        "the packages; the web app's request layer has a type-only one (api/contracts.ts ↔ api/request.ts).",
      from: { path: '^(apps/api|packages)/' },
      to: { circular: true },
    },
    {
      name: 'plumbing-imports-no-capability',
      severity: 'error',
      comment:
        'plugins/, lib/, db/ and config.ts are the floor below every capability: they import none of them.',
      from: { path: PLUMBING },
      to: { path: '^apps/api/src/', pathNot: PLUMBING },
    },
    {
      name: 'plumbing-floors',
      severity: 'error',
      comment: 'Inside the plumbing, db/ is below lib/, which is below plugins/.',
      from: { path: '^apps/api/src/(db|lib)/' },
      to: { path: '^apps/api/src/plugins/' },
    },
    {
      name: 'db-is-the-bottom',
      severity: 'error',
      comment: 'db/ (schema, client, embedded PostgreSQL) imports nothing of the api but config.ts.',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(db/|config\\.ts$)' },
    },
    {
      name: 'capability-through-its-face',
      severity: 'error',
      comment:
        'Another capability is used only through its index.ts; its routes, service, queries and jobs are its own.',
      from: { path: '^apps/api/src/([^/]+)/', pathNot: ABOVE },
      to: { path: CAPABILITY_FILE, pathNot: ['^apps/api/src/$1/', FACE] },
    },
    {
      name: 'app-through-faces',
      severity: 'error',
      comment:
        'app.ts, server.ts, the seed and the ops tool wire capabilities together through their faces too.',
      from: { path: ABOVE },
      to: { path: CAPABILITY_FILE, pathNot: FACE },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages/(?!domain/))' },
    },
    {
      name: 'ui-is-props-in-events-out',
      severity: 'error',
      comment: '@yaocai/ui never imports swr, the router or anything of apps/.',
      from: { path: '^packages/ui/src/' },
      to: { path: ['^apps/', 'node_modules/(swr|react-router|react-router-dom)/'] },
    },
    {
      name: 'api-never-imports-ui-or-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^(packages/ui|apps/web|apps/console)/' },
    },
    {
      name: 'web-never-imports-api-or-console',
      severity: 'error',
      comment:
        "A test may read the api's seed data (seed-links.test.ts checks the seeded links lead somewhere).",
      from: { path: '^apps/(web|console)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/(api|web|console)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    // Type-only imports count: a capability that names another's types still leans on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage)/|\\.gen\\.' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
