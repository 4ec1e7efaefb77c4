import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, firebaseAdaptersFile, precachedAssets, uniqueEmail } from './helpers';

/**
 * The Firebase profile in the browser, against the Auth and Firestore emulators (globalSetup starts
 * them and a server with PROFILE=firebase). The pupil's answers live in Firestore, written by the browser.
 */

const PASSWORD = 'gode-lange-ord-2026';
const DEMO = { email: 'laerer@demo.no', password: 'demo-laerer-2026', classCode: 'DEMO26' };

function firebaseUrl(path: string): string {
  const base = process.env.E2E_FIREBASE_URL;
  if (!base) throw new Error('E2E_FIREBASE_URL is set by e2e/globalSetup.ts');
  return base + path;
}

async function pupilForm(page: Page, email: string, password: string, firstTime: boolean, classCode: string = DEMO.classCode) {
  await page.goto(firebaseUrl('/no'));
  await page.getByRole('radio', { name: firstTime ? 'Første gang her' : 'Jeg har konto' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  if (firstTime) await page.getByLabel('Klassekode').fill(classCode);
  if (firstTime) await page.getByLabel(/^(Fornavn eller kallenavn|Førenamn eller kallenamn)/).fill('Kari');
  await page.getByRole('button', { name: firstTime ? 'Lag konto og start' : 'Logg inn' }).click();
}

/**
 * The form's answer lands the pupil on the start page. A sign-up here is the Auth emulator's account, its ID token
 * checked by our server, and the pupil's record written to Firestore: past 5 s when CI's machine is busy.
 */
async function expectStartPage(page: Page) {
  await expect(page).toHaveURL(firebaseUrl('/no/start'), { timeout: 20_000 });
}

/** The demo teacher's backend token, checked by the server against the Auth emulator. */
async function teacherToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(firebaseUrl('/api/jwt/token'), { data: { username: DEMO.email, password: DEMO.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

/** How many pupils the teacher's dashboard counts in the demo class. */
async function countedPupils(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(firebaseUrl(`/api/list/class/${DEMO.classCode}/progress`), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.pupils;
}

/** The reset code the Auth emulator would have e-mailed to this address. */
async function emulatorResetCode(request: APIRequestContext, email: string): Promise<string> {
  const url = `http://${process.env.E2E_FIREBASE_AUTH_HOST}/emulator/v1/projects/${process.env.E2E_FIREBASE_PROJECT}/oobCodes`;
  let code = '';
  await expect
    .poll(async () => {
      const { oobCodes } = (await (await request.get(url)).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
      code = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobCode ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const sessionCard = (page: Page, n: number) => page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem').nth(n - 1);
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Lagret kl\. \d\d[:.]\d\d$/ });

test('a pupil on the Firebase profile signs up, answers, and finds the answer after a reload and on a fresh browser', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const token = await teacherToken(request);
  const before = await countedPupils(request, token);
  const email = uniqueEmail('firebase-elev');
  await pupilForm(page, email, PASSWORD, true);
  await expectStartPage(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Utdanning og jobb/ }).click();
  // Session 1 starts with the knowledge test.
  await expect(page).toHaveURL(firebaseUrl('/no/okt/1/O1T'));
  await page.getByRole('link', { name: 'Neste' }).click();
  await expect(page).toHaveURL(firebaseUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Å hjelpe andre' }).check();
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Å hjelpe andre' })).toBeChecked();

  // Another computer: nothing of this browser's storage, the answer comes from Firestore.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await pupilForm(fresh, email, PASSWORD, false);
  await expectStartPage(fresh);
  await fresh.goto(firebaseUrl('/no/okt/1/O1A'));
  await expect(fresh.getByRole('checkbox', { name: 'Å hjelpe andre' })).toBeChecked();
  await other.close();

  // The teacher's dashboard counts the pupil, read from Firestore by the server (other tests only add pupils).
  expect(await countedPupils(request, token)).toBeGreaterThanOrEqual(before + 1);
  expect(errors.filter((e) => /Content Security Policy|Refused to connect/i.test(e))).toEqual([]);
});

test('a wrong password on the Firebase profile shows the spec’s message', async ({ page }) => {
  const email = uniqueEmail('firebase-feil');
  await pupilForm(page, email, PASSWORD, true);
  await expectStartPage(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeHidden();
  await pupilForm(page, email, 'ikke-det-rette-passordet', false);
  await expect(page.getByText('Feil e-post eller passord.')).toBeVisible();
});

test('a password reset through the Auth emulator’s code sets a new password', async ({ page, request }) => {
  const email = uniqueEmail('firebase-glemsk');
  await pupilForm(page, email, PASSWORD, true);
  await expectStartPage(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('button', { name: 'Logg ut' })).toBeHidden();

  await page.getByRole('link', { name: 'Glemt passordet?' }).click();
  await expect(page).toHaveURL(firebaseUrl('/no/auth'));
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status')).toContainText('har vi sendt en lenke');

  // A project whose e-mail template links straight to the app sends Firebase's own parameter names.
  const code = await emulatorResetCode(request, email);
  await page.goto(firebaseUrl(`/no/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Nytt passord', { exact: true }).fill('et-helt-nytt-passord');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByRole('status')).toContainText('Passordet er endret');

  await pupilForm(page, email, 'et-helt-nytt-passord', false);
  await expectStartPage(page);
});

test('a session the teacher opens reaches the pupil’s open start page at once through Firestore, without a reload', async ({ page, request }) => {
  // A class of its own, so no other test's class changes under it.
  const token = await teacherToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post(firebaseUrl('/api/class/create'), { headers: auth, data: { name: `10F ${Date.now().toString(36)}`, school: 'Fjordvik skole', schoolYear: '2026/2027' } });
  expect(created.status(), await created.text()).toBe(200);
  const code: string = (await created.json()).data.classCode;

  await pupilForm(page, uniqueEmail('firebase-live'), PASSWORD, true, code);
  await expectStartPage(page);
  await expect(sessionCard(page, 2)).toContainText('Låst');

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  // A look the page makes because it was told of a change asks past the browser's cache (fetch's `no-cache`); the
  // service worker passes it on, and Chromium sends it as `cache-control: max-age=0`. The page's 5 s poll does not,
  // so such a look after the unlock can only come from the classState snapshot.
  const toldLooks: number[] = [];
  const onRequest = async (req: Request) => {
    const at = Date.now();
    if (!req.url().includes(`/get/klasse/${code}`)) return;
    // A request still being read when the page closes has no headers to give: it is not a look after the unlock.
    const headers = await req.allHeaders().catch(() => ({}) as Record<string, string>);
    if (headers['cache-control'] === 'max-age=0') toldLooks.push(at);
  };
  page.context().on('request', onRequest);
  const opened = Date.now();
  const open = await request.post(firebaseUrl('/api/class/enable-section'), { headers: auth, data: { classCode: code, oktNumber: 2 } });
  expect(open.status(), await open.text()).toBe(200);
  await expect(sessionCard(page, 2).getByRole('link')).toBeVisible({ timeout: 15_000 });
  console.info(`Firebase profile: the teacher's unlock reached the pupil's screen in ${Date.now() - opened} ms`);
  // Whether or not a poll came first on a busy machine, the snapshot of classState/{code} told the page.
  await expect.poll(() => toldLooks.filter((at) => at >= opened).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(navigations).toEqual([]);
  page.context().off('request', onRequest);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the service worker stores the Firebase adapters on the Firebase profile, so a pupil can go on offline', async ({ page }) => {
    await page.goto(firebaseUrl('/no'));
    expect(await precachedAssets(page)).toContain(firebaseAdaptersFile());
  });
});
