import { expect, type Page, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, collectConsoleErrors, uniqueEmail } from './helpers';

// Issue 20: a signed-in user's page has a worker load the browser's locale data from its head
// (server/plugins/localeData.ts), so the page's own first formatted number does not pay for it on the main thread; a
// visitor's page formats nothing and starts no worker.

/** The locale-data workers the page starts from now on. */
function watchLocaleWorkers(page: Page) {
  const started: string[] = [];
  page.on('worker', (worker) => {
    if (worker.url().startsWith('blob:')) started.push(worker.url());
  });
  return started;
}

test('a pupil’s start page has a worker load the locale data, the landing page does not', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const started = watchLocaleWorkers(page);
  await page.goto(appUrl('/no'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(started).toEqual([]);

  await signUpPupil(page, uniqueEmail('lokale'), 'DEMO26');
  await page.goto(appUrl('/nn/start'));
  await expect(page.getByRole('link', { name: /Økt 1/ })).toBeVisible();
  await expect.poll(() => started.length).toBe(1);
  expect(errors).toEqual([]);
});
