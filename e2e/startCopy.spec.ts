import { type BrowserContext, expect, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, holdEntry, uniqueEmail, watched, watchPaints } from './helpers';

const COPY_KEY = 'ueokonomiapp:side';

// The service worker would serve the entry from its cache, past the test's hold on it.
test.use({ serviceWorkers: 'block' });

// Issue 20: the start page paints as this device last showed it to the pupil (src/services/pageCopy.ts), before any
// script runs, and the app draws over it once it has the pupil's sessions. That is for a device the server cannot draw
// the page for itself (pupilStart.spec.ts): one without the start page's cookie, as on the Firebase profile.
const forgetStartCookie = (context: BrowserContext) => context.clearCookies({ name: 'ue_start' });

test('the start page paints from this device’s copy before any script runs, and the app draws over it without a shift or a larger paint', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('startkopi'), 'DEMO26');
  await page.goto(appUrl('/nn/start'));
  // Drawn by the app (the server's drawing of it is no copy).
  await expect(page.locator('.page-shell')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Økt 1/ })).toBeVisible();
  // Leaving the page keeps it as this device shows it.
  await page.getByRole('link', { name: /Økt 1/ }).click();
  await expect(page).toHaveURL(/\/nn\/okt\/1\//);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), COPY_KEY)).toContain('Øktene dine');

  await watchPaints(page);
  const release = await holdEntry(page);
  await forgetStartCookie(context);
  await page.goto(appUrl('/nn/start'), { waitUntil: 'commit' });
  // No script has run: the sessions as the pupil last saw them, in Nynorsk.
  const shell = page.locator('.page-shell');
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Øktene dine');
  await expect(shell.getByRole('link', { name: /Økt 1/ })).toContainText('Open');
  await expect(shell.locator('.card-locked').first()).toContainText('Låst');
  // What needs the app waits for it, rather than taking a tap that does nothing.
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await watched(page)).paints.length).toBeGreaterThan(0);
  expect((await watched(page)).paints.map((p) => p.inShell)).toEqual([true]);

  // The app draws the page from the server's answers in its place: the same sessions, nothing moved, nothing larger.
  release();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Økt 1/ })).toContainText('Open');
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeEnabled();
  const { paints, shifts } = await watched(page);
  expect(paints.map((p) => p.inShell)).toEqual([true]);
  expect(shifts).toEqual([]);
  expect(errors).toEqual([]);
});

test('a copy is only ever shown to the pupil it was drawn for, at its own address, and goes at logout', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('startkopi-a'), 'DEMO26');
  await page.goto(appUrl('/no/start'));
  await expect(page.locator('.page-shell')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Økt 1/ })).toBeVisible();
  await page.getByRole('link', { name: /Økt 1/ }).click();
  await expect(page).toHaveURL(/\/no\/okt\/1\//);

  // Another language's start page: the copy is of /no/start, so the loading look shows.
  const release = await holdEntry(page);
  await forgetStartCookie(context);
  await page.goto(appUrl('/nn/start'), { waitUntil: 'commit' });
  await expect(page.locator('.page-shell .skeleton')).toHaveCount(1);
  await expect(page.locator('.page-shell .card')).toHaveCount(0);
  release();
  await expect(page.getByRole('link', { name: /Økt 1/ })).toBeVisible();

  // Logging out forgets it: the next pupil on this Chromebook sees nothing of this one's page.
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(appUrl('/nn'));
  expect(await page.evaluate((key) => window.localStorage.getItem(key), COPY_KEY)).toBeNull();
  expect(errors).toEqual([]);
});
