import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';

// Sign-in with Feide against the local test provider (server/feide/test/testProvider.ts), on the server
// globalSetup starts for it. Its people: Line Lærer teaches Samfunnsfag 10A and Matematikk 9B; Emil and Sara Elev
// are in 10A.

function feideUrl(path: string): string {
  const base = process.env.E2E_FEIDE_URL;
  if (!base) throw new Error('E2E_FEIDE_URL is set by e2e/globalSetup.ts');
  return base + path;
}

const sessionCard = (page: Page, n: number) => page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem').nth(n - 1);

/** At the provider's page: choose who you are. Answers once the browser is back in the app. */
async function chooseAtFeide(page: Page, person: string) {
  await expect(page.getByRole('heading', { name: 'Logg inn med Feide' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${person}`) }).click();
}

async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test('a Feide teacher makes a class from a teaching group and opens session 2; a Feide pupil in the group lands in it without a code', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.goto(feideUrl('/no/veiledere'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Logg inn med Feide' }).click();
  await chooseAtFeide(page, 'Line Lærer');
  // A teacher whom the school says is staff is a verified teacher at once: straight to the classes.
  await expect(page).toHaveURL(feideUrl('/no/admin/klasser'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lærerområdet');

  const form = page.getByRole('form', { name: 'Lag en ny klasse' });
  await form.getByLabel('Feide-gruppe (valgfritt)').selectOption({ label: 'Samfunnsfag 10A' });
  // The school comes from Feide, so a teacher without a county has nothing to add.
  await expect(form.getByLabel('Skole', { exact: true })).toHaveValue('Eksempel skole');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Lag klassen' }).click();
  // Left without a name, the class takes the group's.
  const card = page.getByRole('listitem', { name: 'Samfunnsfag 10A' });
  await expect(card).toBeVisible();
  const code = (await card.locator('.class-code-value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  // A second class from the same group is refused with a message that says why.
  await form.getByLabel('Feide-gruppe (valgfritt)').selectOption({ label: 'Samfunnsfag 10A' });
  await form.getByRole('button', { name: 'Lag klassen' }).click();
  await expect(form.getByText('Du har allerede en klasse for denne Feide-gruppen.')).toBeVisible();

  await page.goto(feideUrl(`/no/admin/okter?klasse=${code}`));
  const okt2 = page.getByRole('switch', { name: /^Økt 2/ });
  await okt2.check();
  await expect(okt2).toBeChecked();

  // Emil, in Samfunnsfag 10A, signs in with Feide and types no class code.
  const pupil = await newPage(browser, { width: 320, height: 640 });
  const pupilErrors = collectConsoleErrors(pupil);
  await pupil.goto(feideUrl('/no'));
  await expect(pupil.getByRole('button', { name: 'Logg inn med Feide' })).toBeEnabled();
  await expectNoSidewaysScroll(pupil);
  await pupil.getByRole('button', { name: 'Logg inn med Feide' }).click();
  await chooseAtFeide(pupil, 'Emil Elev');
  await expect(pupil).toHaveURL(feideUrl('/no/start'));
  // The teacher's class, with the session the teacher opened.
  await expect(sessionCard(pupil, 2).getByRole('link')).toBeVisible();
  await expect(sessionCard(pupil, 3)).toContainText('Låst');
  // Joining the class with Feide, Emil goes by Feide's given name there (not his family name).
  await expect(pupil.getByText(/^I klassen heter du Emil\. Koden din er Elev [A-Z2-9]{4}\./)).toBeVisible();

  // The teacher sees Emil in the class, by that name.
  await page.goto(feideUrl(`/no/admin/fremdrift?klasse=${code}`));
  await expect(page.getByRole('table', { name: 'Elevene' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Elevene' }).getByRole('rowheader')).toContainText(/^Emil \(Elev [A-Z2-9]{4}\)/);

  // Signing out offers Feide's sign-out too: the next pupil on a shared Chromebook must not get Emil's Feide session.
  await pupil.getByRole('button', { name: 'Logg ut' }).click();
  await expect(pupil).toHaveURL(feideUrl('/no'));
  await expect(pupil.getByRole('link', { name: 'Du er logget ut her. Logg også ut av Feide' })).toBeVisible();
  await pupil.context().close();
  // The refused second class is a 409 the browser reports; nothing else went wrong.
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  // The pupil's record in the new class does not exist until this first sign-in makes it: the store's 404 comes first.
  expect(pupilErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('a Feide teacher on the pupil page is refused with the pupil page’s own message, and no one is signed in', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(feideUrl('/nn'));
  await page.getByRole('button', { name: 'Logg inn med Feide' }).click();
  await chooseAtFeide(page, 'Line Lærer');
  await expect(page).toHaveURL(feideUrl('/nn'));
  await expect(page.getByText('Dette er ein lærarkonto. Lærarar loggar inn på lærarsida.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg inn med Feide' })).toBeEnabled();
  await expectNoAxeViolations(page);
  // Nothing signed in on the device: the pupils' pages send the visitor back to sign in.
  await page.goto(feideUrl('/nn/start'));
  await expect(page).toHaveURL(feideUrl('/nn'));
  await page.context().close();
});

test('the page back from Feide says what is happening, in Nynorsk too, at 320 px', async ({ browser }) => {
  const page = await newPage(browser, { width: 320, height: 640 });
  // Held back a moment, as on a slow school network, so the page between is seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/feide/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(feideUrl('/nn'));
  await page.getByRole('button', { name: 'Logg inn med Feide' }).click();
  await chooseAtFeide(page, 'Sara Elev');
  await expect(page).toHaveURL(feideUrl('/nn/feide/elev'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loggar inn med Feide …');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  release();
  await expect(page).toHaveURL(feideUrl('/nn/start'));
  await page.context().close();
});

test('a Feide pupil on the teacher page is refused there', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(feideUrl('/no/veiledere'));
  await page.getByRole('button', { name: 'Logg inn med Feide' }).click();
  await chooseAtFeide(page, 'Sara Elev');
  await expect(page).toHaveURL(feideUrl('/no/veiledere'));
  await expect(page.getByText('Denne kontoen er ikke en lærerkonto. Elever logger inn på forsiden.')).toBeVisible();
  await page.context().close();
});
