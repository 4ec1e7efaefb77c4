import { expect, test } from '@playwright/test';
import { appUrl, firebaseAdaptersFile, precachedAssets } from './helpers';

// A self-hosted server's service worker stores every chunk a pupil can run, so a session goes on offline, but not
// the Firebase SDK it never runs: 184 kB of gzip a pupil, 5.5 MB for a class of 30 on one school line.
test('the service worker stores the session chunks, and not the Firebase adapters, on a self-hosted server', async ({ page }) => {
  await page.goto(appUrl('/no'));
  const stored = await precachedAssets(page);
  const listed: string[] = (await (await page.request.get(appUrl('/api/public/precache'))).json()).data;
  expect(listed.length).toBeGreaterThan(50);
  expect(stored).toEqual(expect.arrayContaining(listed));
  expect(stored.some((file) => /\/JobActivity-[^/]+\.js$/.test(file))).toBe(true);
  // The adapters too, which the landing page names nowhere and runs at a sign-in.
  expect(stored.some((file) => /\/ports-[^/]+\.js$/.test(file))).toBe(true);
  expect(stored).not.toContain(firebaseAdaptersFile());
});
