import { expect, test } from '@playwright/test';
import { createClass, openClassViewOfOnePupil, registerTeacher } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, holdEntry, watched, watchPaints } from './helpers';

// The service worker would serve the entry from its cache, past the test's hold on it.
test.use({ serviceWorkers: 'block' });

// Issue 20: the class view paints its heading (the class's name, never a pupil's figures) as this device last showed
// it to the teacher (src/services/pageCopy.ts), before any script runs; the app draws the page over it.

test('the class view paints the class’s heading from this device’s copy before any script runs, with no pupil in it, and the app draws over it without a shift', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const { name, address } = await openClassViewOfOnePupil(page, browser, 'nn', '10K');
  // Leaving the page keeps its heading as this device shows it.
  await page.getByRole('navigation', { name: 'Delar av lærarområdet' }).getByRole('link', { name: 'Klassar' }).click();
  await expect(page).toHaveURL(appUrl('/nn/admin/klasser'));

  await watchPaints(page);
  const release = await holdEntry(page);
  await page.goto(appUrl(address), { waitUntil: 'commit' });
  // No script has run: the area's frame and the class's heading, with its buttons waiting for the app, and no pupil.
  const shell = page.locator('.page-shell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lærarområdet');
  await expect(shell.getByRole('heading', { level: 2 })).toHaveText(`Framdrifta i ${name}`);
  await expect(shell.getByRole('button', { name: 'Oppdater' })).toBeDisabled();
  await expect(shell.locator('.cv-updated')).toHaveText('');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('ueokonomiapp:side'))).not.toMatch(/Elev [A-Z2-9]{4}|cv-pupils/);
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await watched(page)).paints.length).toBeGreaterThan(0);
  const firstPaints = (await watched(page)).paints.length;

  // The app draws the page in its place: the same heading, then the class's pupils below it; nothing above moved.
  release();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Framdrifta i ${name}`);
  await expect(page.getByRole('table', { name: 'Elevane' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Oppdater' })).toBeEnabled();
  // Every largest paint was before any script ran (the frame's heading and lead, or the copy's): the app's draw added none.
  const { paints, shifts } = await watched(page);
  expect(paints).toHaveLength(firstPaints);
  expect(shifts).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-out device never gets the class view drawn, and a teacher’s copy goes at logout', async ({ page }) => {
  await registerTeacher(page, 'no');
  const code = await createClass(page, 'no', `10L ${Date.now().toString(36)}`);
  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Fremdriften i');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).not.toHaveURL(/admin/);
  expect(await page.evaluate(() => window.localStorage.getItem('ueokonomiapp:side'))).toBeNull();

  // (Collected from here: the backend's logout after the sign-in's is refused by design, authMachine.ts, and the
  // browser logs the 401.) Signed out, the class view's markup is hidden by its guard before it paints.
  const errors = collectConsoleErrors(page);
  const release = await holdEntry(page);
  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`), { waitUntil: 'commit' });
  await expect(page.locator('.page-shell')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/no\/veiledere/);
  expect(errors).toEqual([]);
});
