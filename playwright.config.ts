import { defineConfig } from '@playwright/test';

// The system Chromium; Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The teacher's journeys: the class list, the class view and its CSV file, help from a pupil's row, the guide, the board. */
const TEACHER_JOURNEYS = /(admin|classView|classExport|classHelp|namedClassView|teacherGuide|board)\.spec/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers, each with a Chromium, beside three servers and the Firestore emulator, keep a 2-core CI machine at a
  // load of 6 to 12, where a step takes three to five times what it takes on a quiet one (CI's failures of
  // 2026-11-28 were steps past 5 s and a journey past 30 s, on pages that work). A defect still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    // A page's service worker stores the build's ~140 files when it installs: in every one of the run's ~250 fresh
    // browsers that is CPU the journeys wait for. The specs of what the worker does (offline, the precache, an update)
    // allow it again with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  // Every screen is checked at both sizes (routes.spec.ts: each route, axe); each journey runs once, at the size its
  // people use: the pupils' on a 320 px phone (the narrowest the product supports), the teacher's on a desktop.
  // The workers take the tests in this order: the projects with the longest journeys (half a minute to a minute
  // each) first, so the run does not end on one of them with the other worker idle.
  projects: [
    // Sign-in with Feide, against the third server and the local provider globalSetup starts. The teacher's
    // journey makes the one class of a Feide group, so these run once, at 320 px and on a desktop within the spec.
    { name: 'feide', use: { viewport: { width: 1280, height: 800 } }, testMatch: /feide\.spec/ },
    // The Firebase profile's journeys, against the second server globalSetup starts.
    { name: 'firebase', use: { viewport: { width: 1280, height: 800 } }, testMatch: /firebase\.spec/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testMatch: [TEACHER_JOURNEYS, /routes\.spec/] },
    { name: 'mobile-320', use: { viewport: { width: 320, height: 640 }, hasTouch: true }, testIgnore: [/(firebase|feide)\.spec/, TEACHER_JOURNEYS] },
  ],
});
