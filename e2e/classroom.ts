import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { appUrl, confirmTeacher, teacherConfirmLink, uniqueEmail } from './helpers';

/** The teacher's and the class's journeys the admin and class-view specs share. */
export const PASSWORD = 'gode-lange-ord-2026';

export const TEXT = {
  no: {
    toRegister: 'Ny lærer? Registrer deg',
    register: 'Registrer deg',
    confirmTitle: 'Bekreft e-postadressen din',
    resend: 'Send lenken på nytt',
    toAdmin: 'Gå til lærersidene',
    adminTitle: 'Lærerområdet',
    className: 'Navn på klassen',
    school: 'Skole',
    schoolMissing: 'Finner du ikke skolen? Legg den til',
    schoolNew: 'Navn på skolen',
    schoolAdd: 'Legg til skolen',
    schoolYear: 'Skoleår',
    create: 'Lag klassen',
    copy: 'Kopier koden',
    tabSessions: 'Økter',
    tabProgress: 'Fremdrift',
    pupilsTable: 'Elevene',
  },
  nn: {
    toRegister: 'Ny lærar? Registrer deg',
    register: 'Registrer deg',
    confirmTitle: 'Stadfest e-postadressa di',
    resend: 'Send lenkja på nytt',
    toAdmin: 'Gå til lærarsidene',
    adminTitle: 'Lærarområdet',
    className: 'Namn på klassen',
    school: 'Skule',
    schoolMissing: 'Finn du ikkje skulen? Legg han til',
    schoolNew: 'Namn på skulen',
    schoolAdd: 'Legg til skulen',
    schoolYear: 'Skuleår',
    create: 'Lag klassen',
    copy: 'Kopier koden',
    tabSessions: 'Økter',
    tabProgress: 'Framdrift',
    pupilsTable: 'Elevane',
  },
} as const;

/**
 * A new teacher registers on the teachers' page, is asked to confirm the e-mail address, opens
 * the link from the e-mail and goes on to the class screen.
 */
export async function registerTeacher(page: Page, lang: 'no' | 'nn') {
  const t = TEXT[lang];
  const email = uniqueEmail(`laerer-${lang}`);
  await page.goto(appUrl(`/${lang}/veiledere`));
  // Registering is a task of its own, reached from the sign-in form, with one e-mail address.
  await page.getByRole('button', { name: t.toRegister }).click();
  await expect(page.getByRole('heading', { level: 2, name: lang === 'no' ? 'Registrer deg som lærer' : 'Registrer deg som lærar' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Fylke', { exact: true }).selectOption({ label: 'Vestland' });
  await page.getByRole('button', { name: t.register, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: t.resend })).toBeVisible();
  await page.goto((await teacherConfirmLink(email)).replace('/no/veiledere', `/${lang}/veiledere`));
  await page.getByRole('link', { name: t.toAdmin }).click();
  await expect(page).toHaveURL(appUrl(`/${lang}/admin/klasser`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.adminTitle);
}

/** Makes a class at a school of its own (added through the form), and returns the class code the card shows. */
export async function createClass(page: Page, lang: 'no' | 'nn', name: string): Promise<string> {
  const t = TEXT[lang];
  const form = page.getByRole('form', { name: lang === 'no' ? 'Lag en ny klasse' : 'Lag ein ny klasse' });
  await form.getByLabel(t.className).fill(name);
  // The county's schools first (the choice is disabled while they load); with none listed the field to add one is open already.
  await expect(form.getByLabel(t.school, { exact: true })).toBeEnabled();
  const missing = form.getByRole('button', { name: t.schoolMissing });
  if (await missing.isVisible()) await missing.click();
  const school = `E2E skole ${name}`;
  await form.getByLabel(t.schoolNew).fill(school);
  await form.getByRole('button', { name: t.schoolAdd }).click();
  await expect(form.getByLabel(t.school, { exact: true })).toHaveValue(school);
  await expect(form.getByLabel(t.schoolYear)).toHaveValue(/^20\d\d\/20\d\d$/);
  await form.getByRole('button', { name: t.create }).click();

  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  const code = (await card.locator('.class-code-value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
  return code;
}

/**
 * A new pupil makes an account on the landing page's form, in the class with this code, with the first name the
 * teacher will see them by, and lands on the start page.
 */
export async function signUpPupil(page: Page, email: string, code: string, name = 'Kari') {
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Første gang her' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Klassekode').fill(code);
  await page.getByLabel(/^Fornavn eller kallenavn/).fill(name);
  await page.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
}

/** A pupil in a browser of their own joins the class with its code (and a name, else «Kari»). */
export async function joinAsPupil(browser: Browser, code: string, viewport?: { width: number; height: number }, name?: string): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signUpPupil(page, uniqueEmail('elev-admin'), code, name);
  return page;
}

/**
 * A confirmed teacher of their own with a class of their own, made through the API, so no other test's class
 * changes: the teacher's e-mail address, backend token and the class's code.
 */
export async function teacherWithClass(request: APIRequestContext): Promise<{ email: string; token: string; code: string; name: string }> {
  const email = uniqueEmail('laerer-time');
  const registered = await request.post(appUrl('/api/register/teacher'), {
    data: { email, password: PASSWORD, fylkeEmail: email, fylkeId: '46', isNewTeacher: true },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await confirmTeacher(email);
  const { token } = await (await request.post(appUrl('/api/jwt/token'), { data: { username: email, password: PASSWORD } })).json();
  const name = `10T ${Date.now().toString(36)}`;
  const created = await request.post(appUrl('/api/class/create'), {
    headers: { authorization: `Bearer ${token}` },
    data: { name, school: 'Fjordvik skole', schoolYear: '2026/2027' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, token, code: (await created.json()).data.classCode, name };
}

/** Session 1 from the knowledge test (O1T) to its completion page, and back to the overview once the last answer is saved. */
export async function completeSession1(page: Page) {
  await page.goto(appUrl('/no/okt/1/O1T'));
  // The knowledge test: the first option shown of every item.
  const items = page.locator('main fieldset');
  await expect(items.first()).toBeVisible();
  for (let i = 0; i < (await items.count()); i++) await items.nth(i).getByRole('radio').first().check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Høy lønn' }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio', { name: /Helsefagarbeider/ }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('link', { name: 'Fullfør økta' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Økt 1 er fullført');
  await page.getByRole('link', { name: 'Til oversikten over øktene' }).click();
  // A save that failed waits up to 30 s before it tries again (progressMachine.ts); a failure says what the page showed.
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' }).first())
    .toBeVisible({ timeout: 35_000 })
    .catch(async (err: Error) => {
      throw new Error(`${err.message}\nThe page showed: ${await page.locator('main').innerText().catch(() => '(nothing)')}`);
    });
}

/**
 * A new teacher's class with one pupil in it, and its class view opened and showing that pupil: the class's name
 * (`prefix` and a unique part), its code and the class view's address.
 */
export async function openClassViewOfOnePupil(page: Page, browser: Browser, lang: 'no' | 'nn', prefix: string) {
  await registerTeacher(page, lang);
  const name = `${prefix} ${Date.now().toString(36)}`;
  const code = await createClass(page, lang, name);
  const pupil = await joinAsPupil(browser, code);
  await pupil.close();
  const address = `/${lang}/admin/fremdrift?klasse=${code}`;
  await page.goto(appUrl(address));
  await expect(page.getByRole('table', { name: TEXT[lang].pupilsTable }).locator('tbody tr')).toHaveCount(1);
  return { name, code, address };
}
