/**
 * Which code may import which, by where it runs (see docs/architecture.md): run by `npm test`
 * through dependency-cruiser. Type-only imports count too, except where a rule says otherwise.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module never imports itself through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'page-imports-only-platforms-and-shared-types',
      severity: 'error',
      comment:
        "A content script runs in the platform's page: it carries only the platform records and the shared definitions it uses (types, and the envelope and the video channel without zod).",
      from: { path: '^lib/extension/page/' },
      to: {
        path: '^(lib|components|entrypoints)/',
        pathNot: [
          '^lib/platforms/',
          '^lib/extension/page/',
          '^lib/extension/shared/(envelope|video-channel)\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'page-shared-definitions-stay-light',
      severity: 'error',
      comment:
        'The shared files content scripts carry load nothing more than each other (no zod: their checkers are plain).',
      from: { path: '^lib/extension/shared/(envelope|video-channel|channel)\\.ts$' },
      to: {
        path: '^(lib|components|entrypoints)/',
        pathNot: '^lib/extension/shared/(envelope|video-channel|channel)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'zod-through-lib-zod',
      severity: 'error',
      comment:
        "zod's `z` comes from lib/zod.ts, which sets it up (no compiling, English messages) before any schema is built.",
      from: { path: '^(lib|components|entrypoints)/', pathNot: '^lib/(zod|zod-messages)\\.ts$' },
      to: { path: '^node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-first-load-checks-without-zod',
      severity: 'error',
      comment:
        "The tab's channel and the views' broadcast are in every view's first load: their checkers are plain (lib/extension/shared/checks.ts), and zod loads only with what parses answers.",
      from: { path: '^lib/extension/shared/(channel|checks|tab-channel|tab-page|kept-news)\\.ts$' },
      to: { path: '^(node_modules/zod/|lib/zod\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'page-code-only-from-content-scripts',
      severity: 'error',
      comment: "Only the content scripts load what runs in platforms' pages.",
      from: { path: '^(lib|components|entrypoints)/', pathNot: '^lib/extension/page/' },
      to: { path: '^lib/extension/page/' },
    },
    {
      name: 'background-imports-no-components',
      severity: 'error',
      comment:
        'The worker bundles no view: what it needs from views is data or a pure function in lib/.',
      from: { path: '^(lib/extension/background/|entrypoints/background\\.ts$)' },
      to: { path: '^components/' },
    },
    {
      name: 'figures-only-in-views',
      severity: 'error',
      comment:
        "Derived figures and the comments' analysis are computed where they are shown: the worker, content scripts and shared code carry none of them.",
      from: { path: '^(lib/extension/(background|page|shared)/|entrypoints/background\\.ts$)' },
      to: {
        path: '^lib/(figures/|comment-analysis/|areas/figures\\.ts$|areas/[^/]+/figures\\.ts$)',
      },
    },
    {
      name: 'every-area-views-only-in-the-worker',
      severity: 'error',
      comment:
        "lib/areas/views.ts carries every area's views at once, for the worker; an extension page loads an area's views when it shows the area (components/views/specs.ts) and passes them on.",
      from: {
        pathNot:
          '^(lib/extension/background/|entrypoints/background\\.ts$|lib/areas/result-facts\\.ts$)',
      },
      to: { path: '^lib/areas/views\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'background-imports-no-views-or-page',
      severity: 'error',
      from: { path: '^(lib/extension/background/|entrypoints/background\\.ts$)' },
      to: { path: '^lib/extension/(views|page)/' },
    },
    {
      name: 'views-import-no-background',
      severity: 'error',
      comment: 'Extension pages ask the background by message; they never run its code.',
      from: {
        path: '^(lib/extension/views/|components/|entrypoints/(sidepanel|popup|options|batch|compare)/)',
      },
      to: { path: '^lib/extension/background/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-imports-no-runtime',
      severity: 'error',
      comment: 'Shared code is loaded by every runtime, so it imports none of them.',
      from: { path: '^lib/extension/shared/' },
      to: { path: '^lib/extension/(background|views|page)/' },
    },
    {
      name: 'api-key-only-in-background-and-settings',
      severity: 'error',
      comment:
        'The key is read by the background and the settings page alone: no panel, popup, batch page or content script bundles the module that reads it.',
      from: {
        pathNot: [
          '^lib/extension/background/',
          '^entrypoints/background\\.ts$',
          '^components/settings/ApiKeyField\\.tsx$',
        ],
      },
      to: { path: '^lib/extension/shared/api-key\\.ts$' },
    },
    {
      name: 'store-imports-no-extension',
      severity: 'error',
      comment:
        'The store is below the extension: what a store keeps and how it is written never depends on a runtime (the views, the worker, their shared code).',
      from: { path: '^lib/store/' },
      to: { path: '^lib/extension/' },
    },
    {
      name: 'api-imports-no-records-or-extension',
      severity: 'error',
      comment:
        'lib/api is the machinery under the records: it is handed an endpoint, never looks one up.',
      from: { path: '^lib/api/' },
      to: { path: '^lib/(areas|extension)/' },
    },
    {
      name: 'lib-imports-no-components-or-entrypoints',
      severity: 'error',
      comment: 'Dependencies point one way: entrypoints, then components, then lib.',
      from: { path: '^lib/' },
      to: { path: '^(components|entrypoints)/' },
    },
    {
      name: 'components-import-no-entrypoints',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^entrypoints/' },
    },
    {
      name: 'platforms-import-no-other-lib',
      severity: 'error',
      comment:
        'The platform records are what content scripts carry: pure, above nothing but themselves.',
      from: { path: '^lib/platforms/' },
      to: { path: '^(lib|components|entrypoints)/', pathNot: '^lib/platforms/' },
    },
    {
      name: 'build-code-only-in-the-build',
      severity: 'error',
      comment:
        'lib/build/ is what the build runs (Vite plugins and hooks, for wxt.config.ts): Node code that no bundle carries.',
      from: { path: '^(lib|components|entrypoints)/', pathNot: '^lib/build/' },
      to: { path: '^lib/build/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^((lib|components|entrypoints)/|node_modules/zod/)',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    // The `@/` alias, from a resolver config (WXT's tsconfig paths are relative to .wxt/, which the
    // resolver misreads).
    webpackConfig: { fileName: 'tests/dependency-resolve.cjs' },
  },
};
