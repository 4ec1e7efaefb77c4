import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIREBASE_ADAPTERS } from '../server/build/precacheList';
import { readViteManifest } from '../server/build/viteManifest';
import { appUrl, firebaseAdaptersFile, precachedAssets } from './helpers';

// What the service worker stores and serves (the other journeys run without one).
test.use({ serviceWorkers: 'allow' });

// A self-hosted server's service worker stores every chunk a pupil can run, so a session goes on offline, but not
// the Firebase SDK it never runs: 184 kB of gzip a pupil, 5.5 MB for a class of 30 on one school line.
test('the service worker stores the session chunks, and not the Firebase adapters, on a self-hosted server', async ({ page }) => {
  await page.goto(appUrl('/no'));
  const stored = await precachedAssets(page);
  const clientDir = path.resolve('dist/client');
  const firebaseOnly = readViteManifest(clientDir)!.onlyThrough(FIREBASE_ADAPTERS);
  const runnable = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('buildPdf-') && !firebaseOnly.has(`assets/${name}`))
    .map((name) => `/assets/${name}`);
  expect(runnable.length).toBeGreaterThan(50);
  expect(stored).toEqual(expect.arrayContaining(runnable));
  expect(stored.some((file) => /\/JobActivity-[^/]+\.js$/.test(file))).toBe(true);
  // The adapters too, which the landing page names nowhere and runs at a sign-in.
  expect(stored.some((file) => /\/ports-[^/]+\.js$/.test(file))).toBe(true);
  expect(stored).not.toContain(firebaseAdaptersFile());
  expect(stored.filter((file) => firebaseOnly.has(file.slice(1)))).toEqual([]);
});

// The worker keeps the last page drawn: a pupil who reloads with the network gone gets the page they had open.
test('a page reloaded without the network is served by the service worker', async ({ page, context }) => {
  await page.goto(appUrl('/nn/faq'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Once through the worker, which keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørsmål og svar');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørsmål og svar');
  await expect(page.getByRole('alert')).toBeHidden();
  await context.setOffline(false);
});
