/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledCatalogues } from './src/i18n/precompiledCatalogues.ts';
import { skipLocaleDataCheck } from './src/i18n/localeDataCheck.ts';
import { compileHint } from './src/build/compileHint.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheOptions } from './server/build/precacheList.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The server tests PostgreSQL runs as well: those whose database TEST_DB picks. They build the app through
 * server/test/testApp.ts or a helper built on it (server/test/*Helpers.ts, server/retention/testData.ts), read TEST_DB
 * themselves, or are PostgreSQL's own (*.postgres.test.ts: several worker processes, its connection settings). The
 * others (tokens, content, the build's lists, the configuration, pure rules) open no database and run on SQLite's
 * project alone. server/test/postgresProject.test.ts follows every test file's imports to hold the rule to that.
 */
const PICKS_TEST_DB = /['"](\.\.?\/)+(test\/(testApp|\w+Helpers)|(retention\/)?testData)['"]|TEST_DB/;
export const postgresTests = fs
  .readdirSync(path.join(import.meta.dirname, 'server'), { recursive: true, encoding: 'utf8' })
  .map((file) => `server/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.firebase.test.ts'))
  .filter((file) => file.endsWith('.postgres.test.ts') || PICKS_TEST_DB.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));

/** The test files under `dirs` that replace modules (vi.mock, vi.doMock, vi.resetModules), found by what they call. */
function replacingModules(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => fs.readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.split(path.sep).join('/')}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.firebase.test.ts') && !file.includes('node_modules'))
    .filter((file) => /vi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));
}
const MOCKING_SERVER_TESTS = replacingModules(['server']);

// Server tests run on SQLite and, when DATABASE_URL is set, those that open a database once more on PostgreSQL.
// Each worker imports the server once for all its files; a file that replaces a module runs in a module graph of its
// own, in the project's `-mocks` twin.
const serverProjects = [
  {
    name: 'server-sqlite',
    // The bench's own rules (scripts/bench/*.test.ts) are plain Node, checked with the server's tests.
    include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.postgres.test.ts'],
    env: { TEST_DB: 'sqlite' },
  },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server-postgres', include: postgresTests, exclude: [], env: { TEST_DB: 'postgres' }, globalSetup: ['server/test/postgresSchemas.ts'] }]
    : []),
].flatMap((project) => [
  { ...project, exclude: [...project.exclude, ...MOCKING_SERVER_TESTS], isolate: false },
  { ...project, name: `${project.name}-mocks`, include: MOCKING_SERVER_TESTS.filter((file) => project.include.some((glob) => path.matchesGlob(file, glob))) },
]).filter((project) => project.include.length > 0).map(({ name, include, exclude, env, ...rest }) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: ['**/*.firebase.test.ts', '**/node_modules/**', ...exclude],
    environment: 'node' as const,
    env,
    // Through Vitest, so the route modules it imports (server/app.ts) are TypeScript Vitest compiles.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // A test that builds an app and makes a class and pupils takes 1–4 s on two busy cores (5 s is Vitest's default);
    // a defect still fails, only later.
    testTimeout: 15_000,
    ...rest,
  },
}));

/** `npm run dev`: the dev server's page says what the server's would, so «Logg inn med Feide» shows there too. */
const devAppConfig = (): Plugin => ({
  name: 'dev-app-config',
  apply: 'serve',
  transformIndexHtml: (html) =>
    process.env.DEV_FEIDE === '1' ? html.replace('<!--app-config-->', '<script id="app-config" type="application/json">{"feide":true}</script>') : html,
});

/**
 * The service worker (src/app/sw.ts), built with the list of files it stores (server/build/precacheList.ts) written
 * in. src/app/serviceWorker.ts registers it from the entry: no script of the plugin's in the page, no web app manifest.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { ...precacheOptions(path.resolve(import.meta.dirname, 'dist/client')), rollupFormat: 'iife' },
    // Storybook builds the stories with this config: they have no worker.
    disable: process.env.STORYBOOK === 'true',
  });

/** The jsdom tests: components, the browser's root and adapters, the stories. */
const CLIENT_TESTS = ['src/**/*.test.tsx', 'src/{app,services}/**/*.test.ts', 'stories/**/*.test.{ts,tsx}'];
const MOCKING_CLIENT_TESTS = replacingModules(['src', 'stories']);

export default defineConfig({
  plugins: [react(), precompiledCatalogues(), skipLocaleDataCheck(), devAppConfig(), compileHint(), serviceWorker()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // SOURCEMAP=1 for reading a CPU profile of the built pages by their sources; never shipped.
    sourcemap: process.env.SOURCEMAP === '1',
    // The server writes each page's modulepreload links (server/build/routeModules.ts) and the service worker holds
    // every chunk after the first visit, so Vite's run-time preloading has nothing left to do.
    modulePreload: false,
    // The PDF maker (react-pdf) is a large chunk fetched only for a PDF; what a page loads first has its own budget
    // (server/build/firstLoad.ts).
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      // The prerender build (`--ssr src/prerender.tsx`) imports the texts the browser loads lazily, on purpose: it
      // renders the public pages with them, and code splitting means nothing there.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && process.argv.includes('--ssr')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // Only the named modules: their dependencies stay where every route loads them anyway.
          includeDependenciesRecursively: false,
          groups: [
            // What the same pages load together goes in one chunk: on a school's line each file costs a round trip more
            // than its bytes, and a browser asks one server for six at a time. The first group is imported by the entry,
            // so it holds nothing that imports the entry's own modules: the bundler would split those into chunks of
            // their own. The later groups load after the entry and import from it freely.
            // React, the router, the texts' formatter and the smallest pieces every page shows: the entry and React DOM
            // (src/main.tsx) import them;
            {
              name: 'react-intl',
              test: /node_modules[\\/](react|react-intl|@formatjs[\\/]|intl-messageformat|wouter|regexparam|use-sync-external-store)[\\/]|rolldown[\\/]runtime|src[\\/](design[\\/]Card|components[\\/]useDocumentTitle|domain[\\/]amount)\.tsx?$/,
            },
            // the actor system in two stages, each evaluated in a task of its own (src/app/boot.tsx): XState with the
            // sign-in, then the other machines with the composition root and the design pieces every screen but the
            // landing page shows;
            { name: 'authMachine', test: /node_modules[\\/]xstate[\\/]|machines[\\/](providedAtRoot|authMachine|authErrors|requestFailure)\.ts$|src[\\/]domain[\\/]displayName\.ts$/ },
            {
              name: 'system',
              test: /machines[\\/](appMachine|routeMachine|storyMachine|progressMachine|oktMachine)\.ts$|src[\\/](app[\\/](system|sessionActors)|domain[\\/](answerMerge|answerSync|okt|pace|responseChecks|story|insurance)|contracts[\\/](budgetCategories|pageContent)|services[\\/](inTurn|loadPorts|pageContent|deviceCopies|publicContent|errorHandler|paceFollowed)|context[\\/]userStateParts|design[\\/](FigureTable|PageHeader|LoadingPanel|RetryAlert))\.tsx?$/,
            },
            // the session screen with what its activities share (its styles are the entry's, src/main.tsx, so no chunk
            // of its own holds them):
            {
              name: 'session',
              test: /src[\\/](features[\\/]okt[\\/](containers|sessionView)|screens[\\/](OktScreen|RefusalText)|components[\\/](SaveStatusView|charts[\\/]geometry)|i18n[\\/]LaterTexts|activities[\\/](registry|lazyActivity|textParts|DataState|charts[\\/]lazyChart|gate[\\/]\w+|budget[\\/](MissingNotice|UnplacedStatus|lazyLineChoice|BudgetLines))|design[\\/](ChoiceCards|AmountField|SummaryBar)|domain[\\/](coverChoice|budget|tax))\.tsx?$/,
            },
            // and what the summary (O5D) shares with the insurance and quiz activities; not the summary itself, which
            // every session 2 and 3 page would then fetch.
            {
              name: 'summary',
              test: /src[\\/]activities[\\/](quiz[\\/]quizScore|insuranceScenario[\\/]ScenarioOutcomeText|insurances[\\/](BudgetComparison|chosenInsurances))/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    // One worker per core (Vitest's default keeps one core for itself, which on two cores is one worker).
    maxWorkers: 2,
    projects: [
      {
        // Components and the browser's root and adapters (src/app, src/services: cookies, storage, the page's elements),
        // in one jsdom and one module graph per worker: a fresh jsdom per file cost five times the tests themselves.
        // src/test/setup.ts empties the document and the storage after each test.
        extends: true,
        test: {
          name: 'client',
          include: CLIENT_TESTS,
          exclude: ['**/*.firebase.test.ts', '**/node_modules/**', ...MOCKING_CLIENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
          // A screen's render with its lazy chunks is slow on two busy cores; a defect still fails, only later.
          testTimeout: 15_000,
        },
      },
      {
        // The files that replace modules (vi.mock, vi.doMock, vi.resetModules), each in a module graph of its own.
        extends: true,
        test: {
          name: 'client-mocks',
          include: MOCKING_CLIENT_TESTS,
          exclude: ['**/*.firebase.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The machines and the pure modules need no DOM: plain Node, a process per file: a machine test's actors keep
        // their timers after the file ends, and must not be driven by the next file's fake clock.
        extends: true,
        test: {
          name: 'client-node',
          include: ['machines/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['src/{app,services}/**', '**/*.firebase.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      ...serverProjects,
      {
        // The Firebase profile against the Firestore and Auth emulators, started once for the run while the other
        // projects' files run (Vitest runs a project whose files run one at a time after the others).
        extends: true,
        test: {
          name: 'firebase',
          include: ['server/**/*.firebase.test.ts', 'src/**/*.firebase.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/firebase/vitestSetup.ts'],
          setupFiles: ['scripts/firebase/vitestReady.ts'],
          env: { TEST_DB: 'sqlite' },
          // One emulator pair for all files: files clear what they use, so they run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // The server's routes are autoloaded TypeScript, as in the server projects.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
    ],
  },
});
