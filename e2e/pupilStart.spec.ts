import { type BrowserContext, expect, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, holdEntry, uniqueEmail, watched, watchPaints } from './helpers';

// Issue 20: the server draws a signed-in pupil's start page into its HTML (server/plugins/pupilStart.ts), from the
// sign-in the start page's cookie carries (src/services/startCookie.ts), so its cards paint before any script runs.

const START_COOKIE = 'ue_start';
const startCookiePaths = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((c) => c.name === START_COOKIE)
    .map((c) => c.path)
    .sort();

test.describe('without the service worker', () => {
  // It would serve the entry from its cache, past the test's hold on it.
  test.use({ serviceWorkers: 'block' });

  test('the start page comes drawn for the pupil, paints before any script runs, and the app’s drawing changes nothing on it', async ({ page, context }) => {
    const errors = collectConsoleErrors(page);
    await signUpPupil(page, uniqueEmail('startside'), 'DEMO26');
    // The sign-in went to the cookie of the two start pages, and no further.
    expect(await startCookiePaths(context)).toEqual(['/nn/start', '/no/start']);

    await watchPaints(page);
    const release = await holdEntry(page);
    await page.goto(appUrl('/nn/start'), { waitUntil: 'commit' });
    // No script has run: the pupil's own sessions, in Nynorsk, with the one main action.
    const shell = page.locator('.page-shell');
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Øktene dine');
    await expect(shell.locator('.card')).toHaveCount(5);
    await expect(shell.getByRole('link', { name: 'Start økt 1' })).toBeVisible();
    await expect(shell.locator('.card-locked').first()).toContainText('Låst');
    const drawnByServer = await shell.locator('ol.start-cards').innerHTML();
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await watched(page)).paints.length).toBeGreaterThan(0);

    release();
    await expect(shell).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeEnabled();
    // The app drew the same cards from the server's answers: nothing moved, nothing larger painted after the HTML.
    expect(await page.locator('ol.start-cards').innerHTML()).toBe(drawnByServer);
    const { paints, shifts } = await watched(page);
    expect(paints.map((p) => p.inShell)).toEqual([true]);
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the cookie goes with the sign-out, also offline, and the next pupil on the Chromebook gets a page of their own', async ({ page, context }) => {
    await signUpPupil(page, uniqueEmail('startside-a'), 'DEMO26');
    await expect(page.getByRole('link', { name: 'Start økt 1' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL(appUrl('/no'));
    expect(await startCookiePaths(context)).toEqual([]);
    await context.setOffline(false);

    const errors = collectConsoleErrors(page);
    await signUpPupil(page, uniqueEmail('startside-b'), 'DEMO26');
    const own = await page.evaluate(() => JSON.parse(localStorage.getItem('ueokonomiapp') ?? 'null')?.firestoreUserId as string);
    const response = await page.goto(appUrl('/no/start'));
    expect(await response!.text()).toContain(`data-owner="${own}"`);
    await expect(page.getByRole('link', { name: 'Start økt 1' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the service worker keeps no copy of a page drawn for one pupil', async ({ page }) => {
  await signUpPupil(page, uniqueEmail('startside-sw'), 'DEMO26');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Through the worker now: its copy of the last page is what it serves offline at any address.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start økt 1' })).toBeVisible();
  const shell = await page.evaluate(async () => {
    const copies = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).match('/__app-shell')));
    return Promise.all(copies.filter((c) => c !== undefined).map((c) => c.text()));
  });
  expect(shell.length).toBeGreaterThan(0);
  for (const html of shell) expect(html).not.toContain('data-owner');
});
