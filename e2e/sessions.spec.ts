import { expect, type Page, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

const PASSWORD = 'gode-lange-ord-2026';

/**
 * A Helsefagarbeider's pay (596 400 kr, content/okt1.json) after 2026 tax, worked by hand:
 * minstefradrag min(46 % × 596 400, 95 700) = 95 700; 22 % × (596 400 − 95 700 − 114 540) = 84 955.20;
 * trygdeavgift 7.6 % × 596 400 = 45 326.40; trinnskatt 1.7 % × 92 200 + 4.0 % × 278 100 = 12 691.40;
 * tax 142 973.00 → 142 973; net 596 400 − 142 973 = 453 427.
 */
const EXPECTED_NET_YEARLY = 'kr\u00A0453\u00A0427';

const registerPupil = (page: Page, email: string) => signUpPupil(page, email, 'DEMO26');

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
  // Session 1 starts with the knowledge test.
  await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', '/no/okt/1/O1T');
  await expect(cards.nth(1)).toContainText('Låst. Åpner seg når du er ferdig med økt 1, eller når læreren åpner den for klassen.');
  // One clear main action at the top.
  await expect(page.getByRole('link', { name: 'Start økt 1' })).toHaveAttribute('href', '/no/okt/1/O1T');
  await expect(cards.nth(1).getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a locked session sends the pupil to the furthest open one, saying why', async ({ page }) => {
  await registerPupil(page, uniqueEmail('laast'));
  await page.goto(appUrl('/no/okt/3/O3A'));
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1T'));
  await expect(page.getByRole('alert')).toHaveText('Økt 3 er ikke åpen: læreren har ikke åpnet den, og du har ikke fullført økt 2. Derfor er du i økt 1, som er åpen for deg.');
});

test.describe('with the service worker', () => {
  // Without the network the service worker serves the page and the chunks it loads.
  test.use({ serviceWorkers: 'allow' });
  test('answers survive going offline and a reload, and reach the server exactly once', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await registerPupil(page, email);
    await page.getByRole('link', { name: /Utdanning og jobb/ }).click();
    await expect(page).toHaveURL(appUrl('/no/okt/1/O1T'));
    await page.getByRole('link', { name: 'Neste' }).click();
    await expect(page).toHaveURL(appUrl('/no/okt/1/O1A'));
    await page.getByRole('checkbox', { name: 'Å hjelpe andre' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Neste' }).click();
    await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
    await page.getByRole('link', { name: 'Neste' }).click();
    await expect(page).toHaveURL(appUrl('/no/okt/1/O1D'));
    await expect(page.getByRole('radio', { name: /Sykepleier/ })).toBeVisible();

    // The service worker has the app and the choices by now; the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.getByRole('radio', { name: /Sykepleier/ }).check();
    // Without a network the pupil is told the answer is saved when the network is back.
    await expect(page.getByRole('status').filter({ hasText: 'Lagres når nettet er tilbake' })).toBeVisible({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByRole('radio', { name: /Sykepleier/ })).toBeChecked();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Lagret' })).toBeVisible({ timeout: 15_000 });

    const stored = await storedResponses(page, email);
    expect(stored).toEqual({ O1A: ['hjelpe-andre'], O1C: 'helse-og-omsorg', O1D: 'sykepleier' });
  });

  test('an answer typed just before the login runs out is saved after signing in again', async ({ page, context }) => {
    const email = uniqueEmail('utlopt');
    await page.clock.install();
    await registerPupil(page, email);
    await page.goto(appUrl('/no/okt/1/O1A'));
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The page's form first: the service worker may be ready before this page's scripts have all arrived.
    const travel = page.getByRole('checkbox', { name: 'Å reise i jobben' });
    await expect(travel).toBeVisible();

    // Offline, so the answer cannot reach the server before the school day (8 hours) is over.
    await context.setOffline(true);
    await travel.check();
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

    await expect.poll(async () => (await storedResponses(page, email)).O1A, { timeout: 15_000 }).toEqual(['reise']);
  });
});

for (const lang of ['no', 'nn'] as const) {
  test(`session 1 in ${lang}: the chosen job's pay after tax is worked out, and finishing it opens session 2`, async ({ page }) => {
    const t = lang === 'no'
      ? { first: 'Første gang her', create: 'Lag konto og start', job: /Helsefagarbeider/, net: /Lønn etter skatt \(netto\)/, done: 'Økt 1 er fullført', next: /Videre til økt 2/, recap: 'Dette valgte du', perMonth: / i måneden$/ }
      : { first: 'Første gong her', create: 'Lag konto og start', job: /Helsefagarbeidar/, net: /Løn etter skatt \(netto\)/, done: 'Økt 1 er fullført', next: /Vidare til økt 2/, recap: 'Dette valde du', perMonth: / i månaden$/ };
    await page.goto(appUrl(`/${lang}`));
    await page.getByRole('radio', { name: t.first }).check();
    await page.getByLabel('E-post').fill(uniqueEmail(`okt1-${lang}`));
    await page.getByLabel('Passord').fill(PASSWORD);
    await page.getByLabel('Klassekode').fill('DEMO26');
    await page.getByLabel(/^(Fornavn eller kallenavn|Førenamn eller kallenamn)/).fill('Kari');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(appUrl(`/${lang}/start`));

    await page.goto(appUrl(`/${lang}/okt/1/O1A`));
    await page.getByRole('checkbox').first().check();
    await page.getByRole('link', { name: 'Neste' }).click();
    await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
    await page.getByRole('link', { name: 'Neste' }).click();
    await page.getByRole('radio', { name: t.job }).check();
    await page.getByRole('link', { name: 'Neste' }).click();
    await expect(page).toHaveURL(appUrl(`/${lang}/okt/1/O1E`));

    const netYearly = page.getByRole('row', { name: t.net }).getByRole('cell');
    await expect(netYearly).toHaveText(EXPECTED_NET_YEARLY);
    await expectNoAxeViolations(page);
    await page.getByRole('radio').nth(1).check();
    await expect(page.getByRole('status').filter({ hasText: lang === 'no' ? 'Riktig!' : 'Rett!' })).toBeVisible();

    await page.getByRole('link', { name: 'Fullfør økta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.done);
    await expect(page.locator('body')).toHaveClass(/okt .*gradient dark/);
    // The page recaps the job and its pay after tax a month.
    await expect(page.getByRole('heading', { level: 2, name: t.recap })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: t.job })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: t.perMonth })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(appUrl(`/${lang}/okt/2/O2A`));
  });
}

test('starting over empties the answers and locks session 2 again', async ({ page }) => {
  const email = uniqueEmail('ferdig');
  await registerPupil(page, email);
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Høy lønn' }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio', { name: /Sykepleier/ }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio').nth(1).check();
  await page.goto(appUrl('/no/start'));
  await expect(page.getByRole('listitem').filter({ hasText: 'Budsjett' })).toContainText('Åpen');

  await page.goto(appUrl('/no/start-pa-nytt'));
  await page.getByRole('button', { name: 'Ja, slett svarene og start på nytt' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
  await expect(page.getByRole('listitem').filter({ hasText: 'Budsjett' })).toContainText('Låst');
  await expect.poll(async () => storedResponses(page, email)).toEqual({});
});
