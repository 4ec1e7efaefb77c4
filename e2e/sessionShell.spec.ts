import { expect, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, holdEntry, uniqueEmail, watched, watchExceptions, watchPaints } from './helpers';

// The service worker would serve the entry from its cache, past the test's hold on it.
test.use({ serviceWorkers: 'block' });

// Issue 20: a session page comes drawn by the server for a signed-in pupil (src/screens/OktShell.tsx): the activity's
// heading and lead paint before any script runs, and the app takes the page over when it has the pupil's answers.

test('a session page paints its heading and lead before any script runs, and the app takes it over without a shift or a larger paint', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('skall'), 'DEMO26');
  await watchPaints(page);
  const release = await holdEntry(page);
  await page.goto(appUrl('/nn/okt/1/O1C'), { waitUntil: 'commit' });

  // The server's page, with no script run: the activity's heading and lead, in Nynorsk, in its session's frame.
  const shell = page.locator('.page-shell');
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Bransje');
  await expect(shell.locator('.lead')).toHaveText(/^Ein bransje er ei gruppe yrke/);
  await expect(shell.getByText('Økt 1: Utdanning og jobb · steg 2 av 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The largest paint before any script is the server's heading or lead. A busy machine may paint a frame before the
  // whole page is parsed (CI once saw the banner first), so an earlier, smaller candidate is allowed.
  await expect.poll(async () => (await watched(page)).paints.at(-1)).toEqual({ inShell: true, header: true });

  // The app draws the pupil's page in its place: the choices, then a choice saved.
  release();
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagra' })).toBeVisible({ timeout: 15_000 });
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bransje');

  // The app's own heading and lead, put where the server's were, are no new largest paint (a larger element of the
  // activity may be: on a desktop the choices are), and nothing moved.
  const { paints, shifts } = await watched(page);
  expect(paints).toContainEqual({ inShell: true, header: true });
  expect(paints.filter((p) => p.header && !p.inShell)).toEqual([]);
  expect(shifts).toEqual([]);
  expect(errors).toEqual([]);
});

test('a session page the pupil may not open yet shows its frame only until the app sends them on', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('skall-laast'), 'DEMO26');
  await page.goto(appUrl('/no/okt/4/O4A'));
  await expect(page).toHaveURL(/\/no\/(start|okt\/1\/)/);
  await expect(page.locator('.page-shell')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor who follows a link to a session page sees nothing of a pupil’s page, and lands on the sign-in page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdEntry(page);
  await page.goto(appUrl('/no/okt/1/O1C'), { waitUntil: 'commit' });
  // The server's page is there, hidden by its guard before its first paint: no heading, no «Logg ut».
  await expect(page.locator('.page-shell')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeHidden();

  release();
  await expect(page).toHaveURL(appUrl('/no'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personlig økonomi');
  await expect(page.getByRole('button', { name: 'Logg ut' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an expired sign-in on a session page gets no pupil’s page either, and is asked to sign in again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => {
    window.localStorage.setItem('ueokonomiapp', JSON.stringify({ isLoggedIn: true, canAdmin: false, firestoreUserId: 'e2e-user-0001', email: 'e2e@skole.no', idToken: 'e2e', idTokenExpiresAt: Date.now() - 60_000, responses: {} }));
  });
  const release = await holdEntry(page);
  await page.goto(appUrl('/no/okt/1/O1C'), { waitUntil: 'commit' });
  await expect(page.locator('.page-shell')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  release();
  await expect(page).not.toHaveURL(/\/okt\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

// Issue 20: the app takes a session page over without throwing. React.lazy throws at its first render, and with
// DevTools' Runtime domain on (Lighthouse has it on) every throw costs a stack trace whose source positions V8
// reparses React's work loop to find; so an activity whose chunk is here renders at once (src/activities/lazyActivity.ts).
test('a session page the server drew is taken over without a single exception thrown, caught or not', async ({ page }) => {
  await signUpPupil(page, uniqueEmail('skall-kast'), 'DEMO26');
  const exceptions = await watchExceptions(page);
  await page.goto(appUrl('/no/okt/1/O1C'));
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible({ timeout: 15_000 });
  expect(await exceptions.stop()).toEqual([]);
});
