/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledCatalogues } from './src/i18n/precompiledCatalogues';
import { skipLocaleDataCheck } from './src/i18n/localeDataCheck';
import { compileHint } from './src/build/compileHint';

const apiPort = Number(process.env.API_PORT ?? 3001);

// Server tests run once on SQLite and, when DATABASE_URL is set, once more on PostgreSQL.
const serverProjects = [
  { name: 'server-sqlite', env: { TEST_DB: 'sqlite' } },
  ...(process.env.DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' } }] : []),
].map(({ name, env }) => ({
  extends: true as const,
  test: {
    name,
    // The bench's own rules (scripts/bench/*.test.ts) are plain Node, checked with the server's tests.
    include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // *.postgres.test.ts: what only PostgreSQL has (several worker processes, its connection settings).
    exclude: ['**/*.firebase.test.ts', '**/node_modules/**', ...(name === 'server-sqlite' ? ['**/*.postgres.test.ts'] : [])],
    environment: 'node' as const,
    env,
  },
}));

/** `npm run dev`: the dev server's page says what the server's would, so «Logg inn med Feide» shows there too. */
const devAppConfig = (): Plugin => ({
  name: 'dev-app-config',
  apply: 'serve',
  transformIndexHtml: (html) =>
    process.env.DEV_FEIDE === '1' ? html.replace('<!--app-config-->', '<script id="app-config" type="application/json">{"feide":true}</script>') : html,
});

export default defineConfig({
  plugins: [react(), precompiledCatalogues(), skipLocaleDataCheck(), devAppConfig(), compileHint()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // SOURCEMAP=1 for reading a CPU profile of the built pages by their sources; never shipped.
    sourcemap: process.env.SOURCEMAP === '1',
    // The server puts modulepreload links for the page's own chunks into its HTML (server/build/routeModules.ts), and
    // the service worker holds every chunk after the first visit: Vite's run-time preloading (its helper, the polyfill
    // and the list of every lazy chunk's imports in the entry, 1.6 kB gzip on every page) has nothing left to do.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the named modules: their dependencies (react-intl, …) stay where every route loads them anyway.
          includeDependenciesRecursively: false,
          groups: [
            // React and the bundler's module helpers, which the entry and React DOM (a stage of its own, src/main.tsx)
            // both use, in one small chunk rather than two: each chunk costs its own headers and imports. rolldown now
            // splits its helpers out first (a chunk of 429 B) and merges them back only where it proves it safe.
            { name: 'jsx-runtime', test: /node_modules[\\/]react[\\/]|rolldown[\\/]runtime/ },
            // The router and the texts' formatter, which the entry imports and rolldown left in two chunks of their own
            // (2.4 and 6.7 kB): one chunk, one request and one set of headers and imports fewer on every page.
            { name: 'react-intl', test: /node_modules[\\/](react-intl|@formatjs[\\/]|intl-messageformat|wouter|regexparam|use-sync-external-store)/ },
            // The design system's pieces the pages share (src/design): a few hundred bytes each, so one chunk instead
            // of four (each chunk costs its own headers and imports). Not Button, Card, StatusMessage and FormField:
            // the entry has those already.
            { name: 'kit', test: /src[\\/]design[\\/](FigureTable|PageHeader|LoadingPanel|RetryAlert)\.tsx$/ },
            // …and those only the activities use, with their loading states, apart: the teacher's pages load none of
            // them (the class progress page was within 5 bytes of its 140 kB with them). The charts' heights (geometry.ts)
            // too, which the activities with a chart hold a place with: alone they were a chunk of 134 bytes.
            {
              name: 'activityKit',
              test: /src[\\/](design[\\/](ChoiceCards|AmountField|SummaryBar)|activities[\\/](DataState|charts[\\/]lazyChart)|components[\\/]charts[\\/]geometry)\.tsx?$/,
            },
            // The two budgets (O2B, O2E) share their status line, and they and the later activities that change the budget
            // the way they load its line choices: one chunk rather than two of a few hundred bytes each.
            { name: 'budgetKit', test: /src[\\/]activities[\\/]budget[\\/](UnplacedStatus|lazyLineChoice)\.tsx$/ },
            // The summary (O5D) and the insurance and quiz activities share these small modules; left alone, each
            // becomes a chunk of a few hundred bytes. Only these: with the summary itself or the domain's
            // saving and credit modules in the group, every session 2 and 3 page would fetch the summary.
            {
              name: 'summary',
              test: /src[\\/]activities[\\/](quiz[\\/]quizScore|insuranceScenario[\\/](drawScenario|ScenarioOutcomeText)|insurances[\\/](BudgetComparison|chosenInsurances))/,
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
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          exclude: ['**/*.firebase.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      ...serverProjects,
      {
        // The Firebase profile against the Firestore and Auth emulators, started once for the run.
        extends: true,
        test: {
          name: 'firebase',
          include: ['server/**/*.firebase.test.ts', 'src/**/*.firebase.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/firebase/vitestSetup.ts'],
          env: { TEST_DB: 'sqlite' },
          // One emulator pair for all files: files clear what they use, so they run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
