import { expect, type Page, test } from '@playwright/test';
import { openClassViewOfOnePupil, signUpPupil } from './classroom';
import { CLASS_POLL_MS } from '../machines/oktMachine';
import { appUrl, collectConsoleErrors, holdEntry, uniqueEmail } from './helpers';

// The service worker would serve the entry from its cache, past the test's hold on it.
test.use({ serviceWorkers: 'block' });

// Issue 20: a pupil's page asks the class, the pupil's record and the sessions' content from its head, and the
// teacher's class view the teacher's classes and the class's progress (server/plugins/earlyAnswers.ts), while their
// scripts are on their way, and the app takes those answers.

/** The page's calls of the three addresses the head asks, as they reach the server, and when. */
function watchFirstQuestions(page: Page) {
  const asked: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(public\/n[on]\/get\/klasse\/|store\/users\/[^/]+\/classes\/|public\/n[on]\/get\/okt-content-all$)/.test(pathname)) {
      asked.push({ path: pathname.replace(/users\/[^/]+/, 'users/…'), at: Date.now() });
    }
  });
  return asked;
}

const pathsOf = (asked: { path: string }[]) => asked.map(({ path }) => path);

for (const [lang, path, shows] of [
  ['no', '/no/start', 'Åpen'],
  ['nn', '/nn/okt/1/O1A', null],
] as const) {
  test(`${path} asks its first questions before its scripts have arrived, and the app asks them no second time`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signUpPupil(page, uniqueEmail(`tidlig-${lang}`), 'DEMO26');
    await page.goto(appUrl(`/${lang}/start`));
    await expect(page.getByRole('link', { name: /Økt 1/ })).toBeVisible();

    const asked = watchFirstQuestions(page);
    const release = await holdEntry(page);
    await page.goto(appUrl(path), { waitUntil: 'commit' });
    // The entry is held back: no script of the app has run, and the three questions are asked all the same.
    await expect.poll(() => asked.length).toBe(3);
    expect(pathsOf(asked)).toEqual([`/api/public/${lang}/get/klasse/DEMO26`, '/api/store/users/…/classes/DEMO26', `/api/public/${lang}/get/okt-content-all`]);

    const released = Date.now();
    release();
    if (shows) await expect(page.getByRole('link', { name: /Økt 1/ })).toContainText(shows);
    else await expect(page.locator('form, .activity input, .activity textarea').first()).toBeVisible();
    // The app took the head's answers: drawn from them, with not one of the three asked again. The class, and the
    // versions of the pupil's record, are asked again every CLASS_POLL_MS once the app has its answer (a teacher may
    // open a session, another device may save), which is never sooner than that after the release: an ask before then
    // is a second asking. (A busy CI machine can take longer to draw.)
    await page.waitForLoadState('networkidle');
    const askedAgain = asked.slice(3).map(({ path, at }) => ({ path, afterRelease: at - released }));
    const polled = (path: string) => path.includes('/klasse/') || path.endsWith('/versions');
    expect(askedAgain.filter(({ path, afterRelease }) => !polled(path) || afterRelease < CLASS_POLL_MS)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the class view asks the teacher’s classes and the class’s progress before its scripts have arrived, and the app asks the classes no second time', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const { code, address } = await openClassViewOfOnePupil(page, browser, 'no', '10T');

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/list\/class(\/[^/]+\/progress)?$/.test(pathname)) asked.push(pathname);
  });
  const release = await holdEntry(page);
  await page.goto(appUrl(address), { waitUntil: 'commit' });
  await expect.poll(() => asked.length).toBe(2);
  expect(asked).toEqual(['/api/list/class', `/api/list/class/${code}/progress`]);

  release();
  await expect(page.getByRole('table', { name: 'Elevene' }).locator('tbody tr')).toHaveCount(1);
  // The progress is asked again every few seconds while the view is open; the classes are not.
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === '/api/list/class')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a visitor’s page asks nothing from its head', async ({ page }) => {
  const asked = watchFirstQuestions(page);
  await page.goto(appUrl('/no/start'));
  await expect(page).toHaveURL(/\/no$/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
