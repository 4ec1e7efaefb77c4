import { expect, test } from '@playwright/test';
import { createClass, registerTeacher, signUpPupil, TEXT } from './classroom';
import { appUrl, collectConsoleErrors, holdAdapters, uniqueEmail } from './helpers';

// No page waits for the adapters, which bring axios. Chunks the service worker serves never reach
// page.route, so it stays out of these tests.
test.use({ serviceWorkers: 'block' });

test('a content page and the FAQ show the document the server wrote into them, without the adapters or an API call', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await holdAdapters(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto(appUrl('/nn/side/om'));
  await expect(page.getByRole('heading', { level: 1, name: 'Om Personleg økonomi' })).toBeVisible();
  await page.goto(appUrl('/no/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('details').first()).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('the teacher’s registration form has its counties before the adapters arrive', async ({ page }) => {
  const { asked } = await holdAdapters(page);
  await page.goto(appUrl('/no/veiledere'));
  await page.getByRole('button', { name: TEXT.no.toRegister }).click();
  await expect(page.getByLabel('Fylke', { exact: true }).locator('option', { hasText: 'Vestland' })).toHaveCount(1);
  // They were asked for (at low priority), not waited on.
  expect(asked.length).toBeGreaterThan(0);
});

test('the admin area shows its frame while the adapters are on their way, and its classes once they arrive', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await registerTeacher(page, 'no');
  await createClass(page, 'no', 'Ventende klasse');

  const { release, asked } = await holdAdapters(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.no.adminTitle);
  await expect(page.getByRole('listitem', { name: 'Ventende klasse' })).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('listitem', { name: 'Ventende klasse' })).toBeVisible();
  expect(errors).toEqual([]);
});

// The landing page runs the adapters only when a pupil signs in (the service worker has stored them by
// then, precache.spec.ts); run when the browser was idle, they were a long task on a page the pupil may be typing into.
test('the landing page runs the adapters only when a pupil signs in', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const parsed: string[] = [];
  cdp.on('Debugger.scriptParsed', (event) => {
    if (/\/assets\/ports-[^/]+\.js$/.test(event.url)) parsed.push(event.url);
  });
  await cdp.send('Debugger.enable');
  await page.goto(appUrl('/no'));
  // Hydrated: the form answers.
  await page.getByRole('radio', { name: 'Første gang her' }).check();
  await page.waitForLoadState('networkidle');
  // The browser has been idle: the adapters used to run here.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  expect(parsed).toEqual([]);

  await signUpPupil(page, uniqueEmail('adaptere-ved-bruk'), 'DEMO26');
  expect(parsed).toHaveLength(1);
});

test('a session page on a device without copies shows its heading and introduction from its HTML while the adapters are on their way', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('okt-ramme'), 'DEMO26');
  await page.goto(appUrl('/no/start'));
  // A device that has kept the sign-in and nothing else: no content, no class access.
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ueokonomiapp:')).forEach((key) => localStorage.removeItem(key)));

  const { release, asked } = await holdAdapters(page);
  await page.goto(appUrl('/no/okt/1/O1C'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bransje' })).toBeVisible();
  await expect(page.getByText(/^En bransje er en gruppe yrker/)).toBeVisible();
  // The activity waits for the class access and the pupil's answers.
  await expect(page.getByRole('radio')).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('radio', { name: /Helse og omsorg/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in session page shows its frame in its first render, not a loading look or the header alone', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('forste-tegning'), 'DEMO26');
  await page.goto(appUrl('/no/start'));
  // Every state the page's root is drawn in, from the first.
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.assign(window, { rootStates: states });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      const state = root.querySelector('#okt-title') && root.querySelector('.lead') ? 'frame' : 'other';
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(appUrl('/no/okt/1/O1C'));
  await expect(page.getByRole('radio', { name: /Helse og omsorg/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates)).toEqual(['frame']);
  expect(errors).toEqual([]);
});

test('a signed-in session page asks the server, and fetches its page machines, only after its first paint', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signUpPupil(page, uniqueEmail('etter-maling'), 'DEMO26');
  await page.goto(appUrl('/no/start'));
  await page.goto(appUrl('/no/okt/1/O1C'));
  await expect(page.getByRole('radio', { name: /Helse og omsorg/ })).toBeVisible();
  const { paint, started } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    started: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
  }));
  // The adapters themselves are prefetched with the page; what they and the page's machine ask for waits for the paint.
  const afterPaint = started.filter(({ path }) => path.startsWith('/api/') || /^\/assets\/activity-/.test(path));
  expect(paint).not.toBeNull();
  expect(afterPaint.map(({ path }) => path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\//), expect.stringMatching(/^\/assets\/activity-/)]));
  for (const { path, at } of afterPaint) expect(at, path).toBeGreaterThanOrEqual(paint!);
  expect(errors).toEqual([]);
});
