/**
 * The import direction of the code base (STYLE.md, DESIGN.md), checked by dependency-cruiser in `npm run lint`.
 *
 *   src/contracts, src/domain  ←  machines  ←  src/app (the composition root)
 *
 * - src/contracts holds the shapes both the browser and the server import; src/domain the pure calculations over
 *   them. Neither knows about behaviour, ports or views.
 * - machines/ hold the behaviour: pure XState, no React, no axios, no firebase. They may read the contracts, the
 *   domain and the port interfaces and errors of src/services (the ports are placeholders in `setup` that the root
 *   binds), never a view.
 * - Views: a container in src/features/<area>/ selects from the system and renders a pure screen from src/screens/,
 *   so features import screens and a screen never imports a feature.
 * - The server shares src/contracts, src/domain, src/i18n and content/ with the browser; it never runs a browser layer.
 * - Tests, stories and their fixtures are never imported by the product.
 */

/** The browser's view layers: what renders, and the root that composes it. */
const VIEWS = '^src/(app|screens|features|activities|components|design|context|pdf)/';

/** A test, a story, or a helper or fixture only they use (a `test/` folder, a `testSupport` or `testData` module). */
const TEST_OR_STORY = ['\\.(test|spec|stories)\\.tsx?$', '\\.contract\\.ts$', '(^|/)test/', '(^|/)test(Support|Data)\\.tsx?$', '^stories/', '^e2e/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties two modules into one: neither can be understood, tested or loaded lazily without the other.',
      from: { path: '^(src|machines|server)/' },
      to: { circular: true },
    },
    {
      name: 'contracts-and-domain-stand-alone',
      severity: 'error',
      comment:
        'src/contracts and src/domain are the bottom layer: shapes and pure calculations that machines, views and the server build on. ' +
        'They import each other and npm packages, never machines, services or a view.',
      from: { path: '^src/(contracts|domain)/', pathNot: TEST_OR_STORY },
      to: { path: ['^machines/', '^src/services/', VIEWS] },
    },
    {
      name: 'machines-import-no-views',
      severity: 'error',
      comment:
        'Machines hold the behaviour without React: they import src/contracts, src/domain and the ports of src/services ' +
        '(interfaces, errors and constants the root binds with `provide`), never src/app, a screen, a feature, an activity or a component.',
      from: { path: '^machines/' },
      to: { path: VIEWS },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'Machines are pure and tested without React: no React, no axios, no firebase (bound at the root through provided actors).',
      from: { path: '^machines/' },
      to: { path: '^node_modules/(react|react-dom|react-intl|@xstate/react|wouter|axios|firebase|@firebase/[^/]+)/' },
    },
    {
      name: 'screens-import-no-features',
      severity: 'error',
      comment:
        'A container in src/features renders a screen from src/screens; a screen is a pure view and imports no feature. ' +
        'A screen\'s test may render it with the feature parts it is shown with.',
      from: { path: '^src/screens/', pathNot: TEST_OR_STORY },
      to: { path: '^src/features/' },
    },
    {
      name: 'only-entries-import-the-root',
      severity: 'error',
      comment: 'src/app is the composition root: only the entries (src/main.tsx, src/prerender.tsx) and the root itself import it.',
      from: { path: '^(src|machines|server)/', pathNot: ['^src/app/', '^src/main\\.tsx$', '^src/prerender\\.tsx$'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'client-imports-no-server',
      severity: 'error',
      comment:
        'Browser code never imports server/: what both sides need lives in src/contracts. ' +
        'Tests may stand up the real server for a browser adapter or check the browser against the server\'s content.',
      from: { path: '^(src|machines)/', pathNot: [...TEST_OR_STORY, '^src/prerender\\.tsx$'] },
      to: { path: '^server/' },
    },
    {
      name: 'client-imports-no-server-prerender',
      severity: 'error',
      comment:
        'Exception: src/prerender.tsx is the build\'s prerendering entry, run by Node at build time (never in the browser); ' +
        'it reads content/ through the server\'s loader (server/content/loadContent.ts), so the first HTML shows the same ' +
        'texts the server answers with. Nothing else of the server.',
      from: { path: '^src/prerender\\.tsx$' },
      to: { path: '^server/', pathNot: '^server/content/loadContent\\.ts$' },
    },
    {
      name: 'server-imports-no-browser-layer',
      severity: 'error',
      comment:
        'The server shares src/contracts, src/domain, src/i18n and content/ with the browser, and runs no browser layer. ' +
        'Its tests may drive a browser client (src/services) against the real server.',
      from: { path: '^server/', pathNot: TEST_OR_STORY },
      to: { path: ['^machines/', '^src/', '^stories/'], pathNot: ['^src/(contracts|domain|i18n)/'] },
    },
    {
      name: 'product-imports-no-test-or-story',
      severity: 'error',
      comment: 'Tests, stories and their fixtures are never part of the product.',
      from: { path: '^(src|machines|server)/', pathNot: TEST_OR_STORY },
      to: { path: TEST_OR_STORY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6'],
    skipAnalysisNotInRules: true,
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    cache: false,
  },
};
