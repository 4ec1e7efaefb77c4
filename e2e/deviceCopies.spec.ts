import { expect, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, collectConsoleErrors, holdAdapters, uniqueEmail } from './helpers';

// A reloaded session page is drawn from this device's copies, before the adapters (and axios) arrive.
// Chunks the service worker serves never reach page.route, so it stays out of this test.
test.use({ serviceWorkers: 'block' });

test('a reloaded session page shows its content and the pupil’s answer while the adapters are still on their way', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('kopi'), 'DEMO26');
  await page.goto(appUrl('/no/okt/1/O1C'));
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible({ timeout: 15_000 });

  const { release, asked } = await holdAdapters(page);
  await page.reload();
  // The industries and the answer, with no adapter yet: the copies drew the page.
  await expect(page.getByRole('radio', { name: /Helse og omsorg/ })).toBeChecked();
  expect(asked.length).toBeGreaterThan(0);

  // Once they arrive the page carries on as before: a change is saved.
  release();
  await page.getByRole('radio', { name: /Bygg og anlegg/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('the start page of a reloaded session shows the sessions before the adapters arrive, and logout forgets the class', async ({ page }) => {
  await signUpPupil(page, uniqueEmail('kopi-start'), 'DEMO26');
  await expect(page.getByRole('link', { name: 'Start økt 1' })).toBeVisible();

  const { release } = await holdAdapters(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start økt 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeEnabled();
  release();
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(appUrl('/no'));
  expect(await page.evaluate(() => window.localStorage.getItem('ueokonomiapp:tilgang'))).toBeNull();
});
