import { expect, test } from '@playwright/test';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll, LANGS, restoreSession } from './helpers';

type Viewer = 'visitor' | 'pupil' | 'teacher';

interface RouteCase {
  path: string;
  viewer: Viewer;
  /** Where the route middleware leaves the viewer, below /{lang}. */
  landsOn: string;
}

// Every route of spec §2, as a visitor and (for the guarded ones) as the viewer allowed in.
const CASES: RouteCase[] = [
  { path: '', viewer: 'visitor', landsOn: '' },
  { path: '/auth', viewer: 'visitor', landsOn: '/auth' },
  { path: '/cookies', viewer: 'visitor', landsOn: '/cookies' },
  { path: '/faq', viewer: 'visitor', landsOn: '/faq' },
  { path: '/side/om', viewer: 'visitor', landsOn: '/side/om' },
  { path: '/side/personvern', viewer: 'visitor', landsOn: '/side/personvern' },
  { path: '/side/tilgjengelighet', viewer: 'visitor', landsOn: '/side/tilgjengelighet' },
  { path: '/veiledere', viewer: 'visitor', landsOn: '/veiledere' },
  { path: '/oops', viewer: 'visitor', landsOn: '/oops' },
  { path: '/oops/error', viewer: 'visitor', landsOn: '/oops/error' },
  { path: '/oops/logg-inn-igjen', viewer: 'visitor', landsOn: '/oops/logg-inn-igjen' },
  { path: '/oops/ikke-tilgang', viewer: 'visitor', landsOn: '/oops/ikke-tilgang' },
  { path: '/oops/serveren-opptatt', viewer: 'visitor', landsOn: '/oops/serveren-opptatt' },
  { path: '/oops/session-expired', viewer: 'visitor', landsOn: '/oops/session-expired' },
  { path: '/finnes-ikke', viewer: 'visitor', landsOn: '/finnes-ikke' },
  { path: '/start', viewer: 'visitor', landsOn: '' },
  { path: '/start-pa-nytt', viewer: 'visitor', landsOn: '' },
  { path: '/okt/1/O1A', viewer: 'visitor', landsOn: '' },
  { path: '/okt/1/Fullfort', viewer: 'visitor', landsOn: '' },
  { path: '/melding/logget-ut', viewer: 'visitor', landsOn: '' },
  { path: '/admin/klasser', viewer: 'visitor', landsOn: '/veiledere' },
  { path: '/start', viewer: 'pupil', landsOn: '/start' },
  { path: '/start-pa-nytt', viewer: 'pupil', landsOn: '/start-pa-nytt' },
  { path: '/okt/2/O2B', viewer: 'pupil', landsOn: '/okt/2/O2B' },
  { path: '/okt/2/Fullfort', viewer: 'pupil', landsOn: '/okt/2/Fullfort' },
  { path: '/melding/logget-ut', viewer: 'pupil', landsOn: '/melding/logget-ut' },
  { path: '/admin/klasser', viewer: 'pupil', landsOn: '/oops/ikke-tilgang' },
  { path: '/admin/fremdrift', viewer: 'teacher', landsOn: '/admin/fremdrift' },
];

// One test per language and viewer, visiting its routes in turn: a page load and an axe run take a second or two,
// while a test of its own (a browser context, its first load without cache) cost four to eight more.
const VIEWERS: Viewer[] = ['visitor', 'pupil', 'teacher'];

for (const lang of LANGS) {
  for (const viewer of VIEWERS) {
    const cases = CASES.filter((c) => c.viewer === viewer);
    test(`every route of /${lang} as ${viewer} shows its page without accessibility violations`, async ({ page }) => {
      // The class view lists the demo class, which every journey's pupils join: 60 and more by the end of a run,
      // whose table axe checks cell by cell (10–15 s on two busy cores, 35 s once in CI).
      test.setTimeout(30_000 + cases.length * 20_000);
      const errors = collectConsoleErrors(page);
      // A pupil who has finished session 1, so session 2 is open to them; restored before every page load.
      if (viewer !== 'visitor') await restoreSession(page, { canAdmin: viewer === 'teacher', responses: { O1A: ['hoy-lonn'], O1E: { choice: 'net', correct: true } } });
      for (const { path, landsOn } of cases) {
        await test.step(`${lang}${path || '/'} shows /${lang}${landsOn}`, async () => {
          errors.length = 0;
          await page.goto(appUrl(`/${lang}${path}`));
          await expect(page).toHaveURL(appUrl(`/${lang}${landsOn}`));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', lang === 'nn' ? 'nn' : 'nb');
          // A page the viewer is sent on to is checked by axe at its own address in this test.
          if (path === landsOn || !cases.some((c) => c.path === landsOn)) await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);
          expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
        });
      }
    });
  }
}
