import { expect, type Page, test } from '@playwright/test';
import { appUrl, collectConsoleErrors, holdEntry, LANGS, watchExceptions } from './helpers';
import type { Lang } from '../src/contracts/lang';

// The landing page and the teachers' page come prerendered in the server's HTML and are hydrated, not drawn again.
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

// Each prerendered page (src/prerender.tsx): its heading, its body's colours, and what proves it hydrated (a control
// that answers only once the app runs, put back so the text compares with the server's).
const PAGES = [
  {
    path: '',
    heading: { no: 'Personlig økonomi', nn: 'Personleg økonomi' },
    bodyClass: 'login blue',
    hydrated: async (page: Page, lang: Lang) => {
      const existing = page.getByRole('radio', { name: lang === 'nn' ? 'Eg har konto' : 'Jeg har konto' });
      await existing.check();
      await expect(existing).toBeChecked();
      await page.getByRole('radio', { name: lang === 'nn' ? 'Første gong her' : 'Første gang her' }).check();
    },
  },
  {
    path: '/veiledere',
    heading: { no: 'For lærere', nn: 'For lærarar' },
    bodyClass: 'gradient blue',
    hydrated: async (page: Page, lang: Lang) => {
      await page.getByRole('button', { name: lang === 'nn' ? 'Ny lærar? Registrer deg' : 'Ny lærer? Registrer deg' }).click();
      await expect(page.getByRole('heading', { level: 2, name: lang === 'nn' ? 'Registrer deg som lærar' : 'Registrer deg som lærer' })).toBeFocused();
      await page.getByRole('button', { name: 'Har du konto? Logg inn' }).click();
    },
  },
] as const;

for (const lang of LANGS) {
  for (const shown of PAGES) {
    test(`/${lang}${shown.path} shows its text before any script runs, and the hydrated page shows the same, without a shift`, async ({ browser, page }) => {
      // Without JavaScript: the server's HTML alone.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const before = await plain.newPage();
      await before.goto(appUrl(`/${lang}${shown.path}`));
      await expect(before.getByRole('heading', { level: 1 })).toHaveText(shown.heading[lang]);
      await expect(before.locator('body')).toHaveClass(shown.bodyClass);
      const prerendered = normalise(await before.locator('#root').innerText());
      await plain.close();

      const errors = collectConsoleErrors(page);
      await page.addInitScript(() => {
        // Shifts the pupil did not cause (a click's own layout change is not one), as CLS counts them.
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The heading the server sent is marked before the app's script runs: hydrating keeps that very element.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const heading = document.querySelector('h1');
          if (document.readyState === 'interactive' && heading) (heading as unknown as { fromServer: boolean }).fromServer = true;
        });
      });
      await page.goto(appUrl(`/${lang}${shown.path}`));
      await page.waitForLoadState('networkidle');
      const hydratingShifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts.slice());
      // Hydrated: the form answers the keyboard and the mouse (React's handlers are on the prerendered markup).
      await shown.hydrated(page, lang);
      expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
      expect(normalise(await page.locator('#root').innerText())).toBe(prerendered);
      expect(hydratingShifts).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('a signed-in pupil on the landing page gets the page drawn for them, not the visitor’s markup', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => {
    window.localStorage.setItem('ueokonomiapp', JSON.stringify({ isLoggedIn: true, canAdmin: false, firestoreUserId: 'e2e-user-0001', email: 'e2e@skole.no', idToken: 'e2e', idTokenExpiresAt: Date.now() + 3_600_000, responses: { O1A: '' } }));
  });
  await page.goto(appUrl('/no'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('on a slow network a pupil can type into the prerendered form, but not send it before the app runs', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdEntry(page);
  await page.goto(appUrl('/no'), { waitUntil: 'commit' });
  await page.getByLabel('E-post').fill('ada@skole.no');
  const send = page.getByRole('button', { name: 'Lag konto og start' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Jeg har konto' })).toBeDisabled();
  // Enter in a field submits nothing while the form's button is disabled: the password never goes into the address.
  await page.getByLabel('Passord').fill('et passord');
  await page.getByLabel('Passord').press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('E-post')).toHaveValue('ada@skole.no');
  await page.getByRole('radio', { name: 'Jeg har konto' }).check();
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeEnabled();
  expect(errors).toEqual([]);
});

// Hydrating throws nothing (helpers.ts watchExceptions says why it matters). The teachers' page threw React's
// error 461 when the counties for its form arrived before the notice's boundary had hydrated (auth/containers.tsx).
for (const shown of PAGES) {
  test(`/no${shown.path} is hydrated without a single exception thrown, caught or not`, async ({ page }) => {
    const exceptions = await watchExceptions(page);
    await page.goto(appUrl(`/no${shown.path}`), { waitUntil: 'networkidle' });
    await shown.hydrated(page, 'no');
    expect(await exceptions.stop()).toEqual([]);
  });
}

test('on a slow network a teacher can type into the prerendered form, but not send it or switch it before the app runs', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const release = await holdEntry(page);
  await page.goto(appUrl('/nn/veiledere'), { waitUntil: 'commit' });
  await page.getByLabel('E-post').fill('lærar@skule.no');
  const send = page.getByRole('button', { name: 'Logg inn', exact: true });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ny lærar? Registrer deg' })).toBeDisabled();
  await page.getByLabel('Passord').fill('eit passord');
  await page.getByLabel('Passord').press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('E-post')).toHaveValue('lærar@skule.no');
  await expect(page.getByLabel('Passord')).toHaveValue('eit passord');
  expect(errors).toEqual([]);
});
