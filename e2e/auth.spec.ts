import { expect, type Page, test } from '@playwright/test';
import { appUrl, confirmTeacher, expectNoAxeViolations, readOutbox, signInAsDemoTeacher, uniqueEmail } from './helpers';

const PASSWORD = 'gode-lange-ord-2026';

async function pupilSignIn(page: Page, email: string, password: string, options: { firstTime: boolean; classCode?: string }) {
  await page.getByRole('radio', { name: options.firstTime ? 'Første gang her' : 'Jeg har konto' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByLabel('Klassekode').fill(options.classCode ?? '');
  if (options.firstTime) await page.getByLabel(/^(Fornavn eller kallenavn|Førenamn eller kallenamn)/).fill('Kari');
  await page.getByRole('button', { name: options.firstTime ? 'Lag konto og start' : 'Logg inn' }).click();
}

test('a pupil joins the demo class, signs out and signs back in', async ({ page }) => {
  const email = uniqueEmail('elev');
  await page.goto(appUrl('/no'));

  // An empty class code is refused at once, next to the field, and the page stays accessible.
  await pupilSignIn(page, email, PASSWORD, { firstTime: true, classCode: '' });
  await expect(page.getByLabel('Klassekode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Skriv inn klassekoden du har fått av læreren.')).toBeVisible();
  await expectNoAxeViolations(page);

  await pupilSignIn(page, email, PASSWORD, { firstTime: true, classCode: 'demo26' });
  await expect(page).toHaveURL(appUrl('/no/start'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dine økter');

  // A reload keeps the pupil signed in.
  await page.reload();
  await expect(page).toHaveURL(appUrl('/no/start'));

  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(appUrl('/no'));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ueokonomiapp') ?? '{}').isLoggedIn)).toBe(false);

  await pupilSignIn(page, email, PASSWORD, { firstTime: false });
  await expect(page).toHaveURL(appUrl('/no/start'));
});

test('a wrong class code is named as the problem, and no account is made', async ({ page, request }) => {
  const email = uniqueEmail('feilkode');
  await page.goto(appUrl('/no'));
  await pupilSignIn(page, email, PASSWORD, { firstTime: true, classCode: 'FINNES99' });
  await expect(page.getByText('Vi finner ingen klasse med den koden.', { exact: false })).toBeVisible();
  const signIn = await request.post(appUrl('/api/identity/sign-in'), { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
});

test('a teacher is refused on the pupil page and sent to the teacher page', async ({ page }) => {
  await page.goto(appUrl('/no'));
  await pupilSignIn(page, 'laerer@demo.no', 'demo-laerer-2026', { firstTime: false });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Dette er en lærerkonto.');
  await expect(page).toHaveURL(appUrl('/no'));
  await alert.getByRole('link', { name: 'Gå til lærersiden' }).click();
  await expect(page).toHaveURL(appUrl('/no/veiledere'));
});

test('a teacher registers in Nynorsk, is asked to confirm the address, cannot make a class before, signs out and in again', async ({ page }) => {
  const email = uniqueEmail('laerar');
  await page.goto(appUrl('/nn/veiledere'));
  await page.getByRole('button', { name: 'Ny lærar? Registrer deg' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrer deg som lærar' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Fylke', { exact: true }).selectOption({ label: 'Vestland' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registrer deg', exact: true }).click();
  // Signed in, but asked to confirm the e-mail address first, with a new link on request.
  await expect(page.getByRole('heading', { name: 'Stadfest e-postadressa di' })).toBeVisible();
  await page.getByRole('button', { name: 'Send lenkja på nytt' }).click();
  await expect(page.getByText('Vi har sendt ei ny lenkje.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Before the address is confirmed, the class form says why no class is made.
  await page.goto(appUrl('/nn/admin/klasser'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lærarområdet');
  const form = page.getByRole('form', { name: 'Lag ein ny klasse' });
  await form.getByLabel('Namn på klassen').fill('10U');
  // The county's schools first (the choice is disabled while they load); with none listed the field to add one is open already.
  await expect(form.getByRole('combobox', { name: 'Skule', exact: true })).toBeEnabled();
  const missing = form.getByRole('button', { name: 'Finn du ikkje skulen? Legg han til' });
  if (await missing.isVisible()) await missing.click();
  await form.getByLabel('Namn på skulen').fill('Ustadfest skule');
  await form.getByRole('button', { name: 'Legg til skulen' }).click();
  await expect(form.getByText('Stadfest e-postadressa di før du opprettar eller endrar klassar.').first()).toBeVisible();

  await confirmTeacher(email);
  await page.getByRole('button', { name: 'Logg ut', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/nn/veiledere'));

  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/nn/admin/klasser'));
});

test('the teacher page has three tasks, each its own heading and form, switched by links', async ({ page }) => {
  await page.goto(appUrl('/no/veiledere'));
  await expect(page.getByRole('heading', { level: 2, name: 'Logg inn som lærer' })).toBeVisible();
  await expect(page.getByLabel('Fylke', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ny lærer? Registrer deg' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrer deg som lærer' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Registrer deg som lærer' });
  await expect(form.locator('input[type=email]')).toHaveCount(1);
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Glemt passordet?' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Glemt passordet?' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill('laerer@demo.no');
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'har vi sendt en lenke' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Har du konto? Logg inn' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Logg inn som lærer' })).toBeVisible();
});

test('the demo teacher signs in on the teacher page', async ({ page }) => {
  await signInAsDemoTeacher(page);
});

test('a signed-in teacher back on the teacher page is shown the way to the classes, also after reload', async ({ page }) => {
  await signInAsDemoTeacher(page);
  await page.goto(appUrl('/no/veiledere'));
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Du er logget inn' })).toBeVisible();
    await expect(page.getByText('laerer@demo.no')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logg inn' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Gå til lærersidene' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/klasser'));
});

test('a reset e-mail from the outbox sets a new password', async ({ page }) => {
  const email = uniqueEmail('glemsk');
  await page.goto(appUrl('/no'));
  await pupilSignIn(page, email, PASSWORD, { firstTime: true, classCode: 'DEMO26' });
  await expect(page).toHaveURL(appUrl('/no/start'));
  await page.getByRole('button', { name: 'Logg ut' }).click();

  await page.getByRole('link', { name: 'Glemt passordet?' }).click();
  await expect(page).toHaveURL(appUrl('/no/auth'));
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status')).toContainText('har vi sendt en lenke');

  let message = '';
  await expect.poll(() => {
    try {
      message = readOutbox(email);
      return true;
    } catch {
      return false;
    }
  }).toBe(true);
  const link = message.match(/https?:\/\/\S+\/no\/auth\?code=[A-Za-z0-9_-]+/)?.[0];
  expect(link, message).toBeTruthy();
  await page.goto(appUrl(new URL(link!).pathname + new URL(link!).search));

  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Nytt passord', { exact: true }).fill('et-helt-nytt-passord');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByRole('status')).toContainText('Passordet er endret');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Til innlogging' }).click();
  await pupilSignIn(page, email, PASSWORD, { firstTime: false });
  await expect(page.getByText('Feil e-post eller passord.')).toBeVisible();
  await pupilSignIn(page, email, 'et-helt-nytt-passord', { firstTime: false });
  await expect(page).toHaveURL(appUrl('/no/start'));
});
