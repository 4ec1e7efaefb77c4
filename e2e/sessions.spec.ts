import { expect, type Page, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

const PASSWORD = 'gode-lange-ord-2026';

async function registerPupil(page: Page, email: string) {
  await page.goto(appUrl('/no'));
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Klassekode').fill('DEMO26');
  await page.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
}

/** What the server holds for this pupil's demo class, read with the pupil's own credentials. */
async function storedResponses(page: Page, email: string): Promise<Record<string, unknown>> {
  const signIn = await page.request.post(appUrl('/api/identity/sign-in'), { data: { email, password: PASSWORD } });
  const { data: session } = await signIn.json();
  const res = await page.request.get(appUrl(`/api/store/users/${session.userId}/classes/DEMO26`), {
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  return (await res.json()).data.responses;
}

test('the start page shows session 1 open and the others locked with the reason', async ({ page }) => {
  await registerPupil(page, uniqueEmail('start'));
  const cards = page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', '/no/okt/1/O1A');
  await expect(cards.nth(1)).toContainText('Låst – fullfør økt 1 først');
  await expect(cards.nth(1).getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a locked session sends the pupil to the furthest open one, saying why', async ({ page }) => {
  await registerPupil(page, uniqueEmail('laast'));
  await page.goto(appUrl('/no/okt/3/O3A'));
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1A'));
  await expect(page.getByRole('alert')).toContainText('Økt 3 er ikke åpen ennå');
});

test('answers survive going offline and a reload, and reach the server exactly once', async ({ page, context }) => {
  const email = uniqueEmail('offline');
  await registerPupil(page, email);
  await page.getByRole('link', { name: /Utdanning og jobb/ }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1A'));

  const first = page.getByRole('textbox');
  await first.fill('Jeg er 25 år og bor i Bergen.');
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The service worker has the app shell and content by now; the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Neste' }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1C'));
  await page.getByRole('textbox').fill('Helse, fordi jeg liker å hjelpe folk.');
  await expect(page.getByRole('status').filter({ hasText: 'Ikke lagret – prøver igjen' })).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(page.getByRole('textbox')).toHaveValue('Helse, fordi jeg liker å hjelpe folk.');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible({ timeout: 15_000 });

  const stored = await storedResponses(page, email);
  expect(stored).toMatchObject({ O1A: 'Jeg er 25 år og bor i Bergen.', O1C: 'Helse, fordi jeg liker å hjelpe folk.' });
  expect(Object.values(stored).filter((v) => v === 'Helse, fordi jeg liker å hjelpe folk.')).toHaveLength(1);
});

test('finishing session 1 opens session 2, and starting over locks it again', async ({ page }) => {
  const email = uniqueEmail('ferdig');
  await registerPupil(page, email);
  for (const code of ['O1A', 'O1C', 'O1D', 'O1E']) {
    await page.goto(appUrl(`/no/okt/1/${code}`));
    await page.getByRole('textbox').fill(`Svar på ${code}`);
  }
  await page.getByRole('link', { name: 'Fullfør økta' }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/1/Fullfort'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Økt 1 er fullført');
  await expect(page.locator('body')).toHaveClass(/okt .*gradient dark/);
  await page.getByRole('link', { name: /Videre til økt 2/ }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/2/O2A'));

  await page.goto(appUrl('/no/start-pa-nytt'));
  await page.getByRole('button', { name: 'Ja, slett svarene og start på nytt' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
  await expect(page.getByRole('listitem').filter({ hasText: 'Budsjett' })).toContainText('Låst');
  await expect.poll(async () => storedResponses(page, email)).toEqual({});
});

test('an answer typed just before the login runs out is saved after signing in again', async ({ page, context }) => {
  const email = uniqueEmail('utlopt');
  await page.clock.install();
  await registerPupil(page, email);
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.evaluate(() => navigator.serviceWorker.ready);

  // Offline, so the answer cannot reach the server before the school day (8 hours) is over.
  await context.setOffline(true);
  await page.getByRole('textbox').fill('Skrevet rett før innloggingen gikk ut.');
  await page.clock.fastForward('08:00:05');
  await expect(page).toHaveURL(appUrl('/no/oops/session-expired'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Innloggingen er utløpt');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Logg inn igjen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Innloggingen din gikk ut' })).toBeVisible();
  await expect(page.getByLabel('E-post')).toHaveValue(email);
  await page.getByRole('radio', { name: 'Jeg har konto' }).check();
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));

  await expect.poll(async () => (await storedResponses(page, email)).O1A, { timeout: 15_000 }).toBe('Skrevet rett før innloggingen gikk ut.');
});
