// Import rules of ARCHITECTURE.md, checked by `npm run deps`. Every rule is an error.

// The storefront's layers, lowest first: each imports only the layers before it (and the root, app.tsx and the entries,
// sits above them all).
const WEB_LAYERS = ['lib', 'state', 'components', 'layouts', 'pages', 'islands'];
const webLayerRules = WEB_LAYERS.map((layer, i) => ({
  name: `web-${layer}-not-up`,
  comment: `web/${layer}/ imports no layer above it (${WEB_LAYERS.slice(i + 1)
    .map((l) => `${l}/`)
    .concat('the web/ root')
    .join(', ')}): what it needs of them moves down, or the module moves up beside its users.`,
  severity: 'error',
  from: { path: `^web/${layer}/` },
  to: { path: `^web/(${[...WEB_LAYERS.slice(i + 1).map((l) => `${l}/`), '[^/]+$'].join('|')})` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-no-outside',
      comment: 'core/ imports only core/: no Node built-ins, no npm packages, no adapters, server, web or cli.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^core/' },
    },
    {
      name: 'core-no-packages',
      comment:
        'core/ stays plain TypeScript: no Node built-ins and no npm packages (also type-only or unresolvable ones).',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        dependencyTypes: [
          'core',
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-bundled',
          'npm-no-pkg',
          'npm-unknown',
          'unknown',
          'undetermined',
        ],
      },
    },
    {
      name: 'web-not-to-backend',
      comment: 'The storefront runs in the browser: it never imports adapters/, server/ or cli/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(adapters|server|cli)/' },
    },
    {
      name: 'adapters-not-to-drivers',
      comment: 'Adapters are driven, they do not know who drives them: no server/, web/ or cli/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(server|web|cli)/' },
    },
    {
      name: 'cli-not-to-server-or-web',
      comment: 'The CLI reaches the core through adapters/container, never through server/ or web/.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-not-to-cli',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^cli/' },
    },
    {
      name: 'server-to-web-only-ssr',
      comment:
        'The server reaches the storefront only through its SSR entry (web/entry-server.tsx) and reads web/public/ assets as files: what both sides need (addresses, the API contract) lives in contract/ or core/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/', pathNot: '^web/(entry-server\\.tsx$|public/)' },
    },
    {
      name: 'page-heads-only-on-the-server',
      comment:
        "The pages' heads (web/pages/heads/: descriptions, JSON-LD, sitemap lines, social cards) are for the server alone: the browser's code names them only by the lazy import of a row of the table of pages (left out of its build by vite.config.ts) or by type, so its first load never carries them.",
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/(pages/heads/|entry-server\\.tsx$)' },
      to: { path: '^web/pages/heads/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'request-schemas-only-on-the-server',
      comment:
        "The schemas that read the API's requests (contract/inputs/) are the server's: an endpoint table names its schema by type only, and the browser never imports one, so calling an endpoint carries no zod (the forms' own rules, contract/forms/, come with the forms that check them).",
      severity: 'error',
      from: { path: '^(web|contract)/', pathNot: '^contract/inputs/' },
      to: { path: '^contract/inputs/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-only-core',
      comment:
        'contract/ is read by the server, the browser and the CLI alike: it imports only contract/, core/ and zod, never Node, Express, React or another layer.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: '^(contract|core)/|(^|/)node_modules/zod/' },
    },
    {
      name: 'edges-through-composition-root',
      comment:
        'The server and the CLI reach adapters only through the composition root (adapters/container.ts, which also re-exports the types they name) and read the configuration at the edge (adapters/config.ts): which adapter serves a port is decided in one place.',
      severity: 'error',
      from: { path: '^(server|cli)/' },
      to: { path: '^adapters/', pathNot: '^adapters/(container|config)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        "No module needs itself to load. A lazy import() is not needed to load (the table of pages names each view and head by one, so the browser fetches a page's code only when it is shown): a cycle that goes through one is not counted.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-circular-folders',
      comment:
        'Folders depend one way, in every top folder: each concept of core/ has one home, and web/ is layered lib/ (plain helpers, API clients, no state) → state/ (valtio stores) → components/ → layouts/ → pages/ (views, the table of pages, loaders) → the web/ root (app, entries), each importing only the layers before it. no-circular sees cycles between files only; this rule sees them between folders.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(core|contract|adapters|server|web|cli)/' },
      to: { circular: true },
    },
    ...webLayerRules,
    {
      name: 'inversify-only-in-container',
      comment:
        'adapters/container.ts (with its parts per area, container-<area>.ts: orders, stock alerts, vitals…) is the composition root, the only place inversify appears (tokens.ts names its typed identifiers).',
      severity: 'error',
      from: { pathNot: '^adapters/(container|container-[a-z-]+|tokens)\\.ts$' },
      to: { path: 'node_modules/inversify' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true, // type-only imports count too
    doNotFollow: { path: 'node_modules' },
    // Build output and the PGlite data dir. Not node_modules: excluded modules vanish from the graph,
    // and the core and inversify rules must see imports of packages (doNotFollow keeps them leaves).
    // Anchored, so a source file merely named like "metadata.ts" is not skipped.
    exclude: { path: '^(dist|data)/' },
    // Resolve packages that only declare "exports" (e.g. inversify), so the rules see node_modules/… paths.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
