import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUpPupil, teacherWithClass } from './classroom';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

/**
 * A real lesson. Live unlocks, two tabs of one pupil, a shared Chromebook, and logout
 * while the network is gone.
 */

const PASSWORD = 'gode-lange-ord-2026';

async function openSession(request: APIRequestContext, token: string, code: string, oktNumber: number) {
  const res = await request.post(appUrl('/api/class/enable-section'), { headers: { authorization: `Bearer ${token}` }, data: { classCode: code, oktNumber } });
  expect(res.status(), await res.text()).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Jeg har konto' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
}

/** What the server holds for this pupil's class, read with the pupil's own credentials. */
async function storedResponses(request: APIRequestContext, email: string, code: string): Promise<Record<string, unknown>> {
  const { data: session } = await (await request.post(appUrl('/api/identity/sign-in'), { data: { email, password: PASSWORD } })).json();
  const res = await request.get(appUrl(`/api/store/users/${session.userId}/classes/${code}`), { headers: { authorization: `Bearer ${session.idToken}` } });
  return (await res.json()).data.responses;
}

const sessionCard = (page: Page, n: number) => page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem').nth(n - 1);
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Lagret kl\. \d\d[:.]\d\d$/ });

test('a pupil asking for a closed session is told which session they are in and why, when the teacher opened later ones', async ({ page, request }) => {
  const { token, code } = await teacherWithClass(request);
  for (const okt of [3, 4, 5]) await openSession(request, token, code, okt);
  await signUpPupil(page, uniqueEmail('elev-stengt'), code);
  await page.goto(appUrl('/no/okt/2/O2B'));
  await expect(page).toHaveURL(/\/no\/okt\/5\/O5A$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Økt 2 er ikke åpen: læreren har ikke åpnet den, og du har ikke fullført økt 1. Derfor er du i økt 5, som er åpen for deg.',
  );
  await expectNoAxeViolations(page);
});

test('a session the teacher opens shows on the pupil’s open start page within 10 seconds, without a reload', async ({ page, request }) => {
  const { token, code } = await teacherWithClass(request);
  await signUpPupil(page, uniqueEmail('elev-live'), code);
  await expect(sessionCard(page, 2)).toContainText('Låst');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  const clicked = Date.now();
  await openSession(request, token, code, 2);
  await expect(sessionCard(page, 2).getByRole('link')).toBeVisible({ timeout: 10_000 });
  console.info(`teacher's unlock reached the pupil's screen in ${Date.now() - clicked} ms`);
  expect(navigations).toEqual([]);
  await expectNoAxeViolations(page);
});

test('two tabs of one pupil editing different activities both end saved, and each shows the other’s answer', async ({ context, request }) => {
  const email = uniqueEmail('to-faner');
  const first = await context.newPage();
  await signUpPupil(first, email, 'DEMO26');
  const second = await context.newPage();
  await second.goto(appUrl('/no/okt/1/O1C'));
  await first.goto(appUrl('/no/okt/1/O1A'));

  await first.getByRole('checkbox', { name: 'Å hjelpe andre' }).check();
  await second.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await expect(saved(first)).toBeVisible({ timeout: 15_000 });
  await expect(saved(second)).toBeVisible({ timeout: 15_000 });

  await expect.poll(() => storedResponses(request, email, 'DEMO26'), { timeout: 15_000 }).toMatchObject({ O1A: ['hjelpe-andre'], O1C: 'helse-og-omsorg' });
  // Each tab has the other's answer without a reload.
  await first.goto(appUrl('/no/okt/1/O1C'));
  await expect(first.getByRole('radio', { name: /Helse og omsorg/ })).toBeChecked();
  await second.getByRole('link', { name: 'Tilbake' }).click();
  await expect(second.getByRole('checkbox', { name: 'Å hjelpe andre' })).toBeChecked();
});

test('on a shared Chromebook the next pupil sees nothing of the one who logged out', async ({ page, request }) => {
  const { token, code } = await teacherWithClass(request);
  await openSession(request, token, code, 2);
  await signUpPupil(page, uniqueEmail('elev-a'), code);
  await expect(sessionCard(page, 2).getByRole('link')).toBeVisible();
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Å reise i jobben' }).check();
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(appUrl('/no'));

  // Pupil B of another class, in the same tab.
  await signUpPupil(page, uniqueEmail('elev-b'), 'DEMO26');
  await expect(sessionCard(page, 2)).toContainText('Låst');
  await page.goto(appUrl('/no/okt/1/O1A'));
  await expect(page.getByRole('checkbox', { name: 'Å reise i jobben' })).not.toBeChecked();
  const stored = await page.evaluate(() => window.localStorage.getItem('ueokonomiapp') ?? '');
  expect(stored).not.toContain(code);
  expect(stored).not.toContain('reise');
});

async function offline(context: BrowserContext, page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
}

test.describe('with the service worker', () => {
  // Logging out without the network: the service worker serves the page.
  test.use({ serviceWorkers: 'allow' });
  test('logging out offline says the answers are not saved, keeps them for that pupil only, and sends them at the next sign-in', async ({ page, context, request }) => {
    // Three accounts, an offline logout and a resend in one journey: 21 s on a quiet machine, past 60 s on a busy one.
    test.setTimeout(120_000);
    const email = uniqueEmail('ut-offline');
    await signUpPupil(page, email, 'DEMO26');
    await page.goto(appUrl('/no/okt/1/O1A'));
    const highPay = page.getByRole('checkbox', { name: 'Høy lønn' });
    await expect(highPay).toBeVisible();
    await offline(context, page);
    await highPay.check();
    await page.getByRole('button', { name: 'Logg ut' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'Svarene dine er ikke lagret ennå' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Logg ut likevel' }).click();
    await expect(page).toHaveURL(appUrl('/no'));

    // Another pupil on this computer does not get them.
    await context.setOffline(false);
    await signUpPupil(page, uniqueEmail('neste-elev'), 'DEMO26');
    await page.goto(appUrl('/no/okt/1/O1A'));
    await expect(page.getByRole('checkbox', { name: 'Høy lønn' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL(appUrl('/no'));

    // The pupil themself does, and they reach the server.
    await signIn(page, email);
    await expect.poll(() => storedResponses(request, email, 'DEMO26'), { timeout: 15_000 }).toMatchObject({ O1A: ['hoy-lonn'] });
    await page.goto(appUrl('/no/okt/1/O1A'));
    await expect(page.getByRole('checkbox', { name: 'Høy lønn' })).toBeChecked();
  });
});

test('logging out with unsaved answers sends them first, and the old login stops working', async ({ page, request }) => {
  const email = uniqueEmail('ut-lagre');
  await signUpPupil(page, email, 'DEMO26');
  await page.goto(appUrl('/no/okt/1/O1A'));
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('ueokonomiapp') ?? '{}').idToken as string);
  await page.getByRole('checkbox', { name: 'Å jobbe sammen med mennesker' }).check();
  // At once, before the save a moment after typing.
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(appUrl('/no'));
  expect(await storedResponses(request, email, 'DEMO26')).toMatchObject({ O1A: ['jobbe-med-folk'] });
  const me = await request.get(appUrl('/api/store/users/x/classes/latest'), { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});
