import { type Browser, expect, type Page, request as apiRequest, test } from '@playwright/test';
import { PASSWORD, signUpPupil, teacherWithClass } from './classroom';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, uniqueEmail } from './helpers';

/**
 * Pupils by name in the teacher's class view: pupils give a first name when they join, the teacher sees them by it,
 * corrects it and helps a pupil from that pupil's row (no e-mail address typed), and a pupil who needs help is marked
 * in words. The «needs help» mark shown here is the one a browser journey can bring about honestly: a pupil held back
 * at sign-in after wrong passwords (idle and slow pupils need the clock to move; src/domain/needsHelp.test.ts has them).
 */

const TEXT = {
  no: {
    heading: (name: string) => `Fremdriften i ${name}`,
    table: 'Elevene',
    help: (name: string) => `Hjelp ${name}`,
    marks: 'Trenger kanskje hjelp',
    locked: 'Utestengt: for mange feil passord',
    summary: (name: string) => `1 elev trenger kanskje hjelp: ${name}.`,
    letIn: 'Slipp inn nå',
  },
  nn: {
    heading: (name: string) => `Framdrifta i ${name}`,
    table: 'Elevane',
    help: (name: string) => `Hjelp ${name}`,
    marks: 'Treng kanskje hjelp',
    locked: 'Utestengd: for mange feil passord',
    summary: (name: string) => `1 elev treng kanskje hjelp: ${name}.`,
    letIn: 'Slepp inn no',
  },
} as const;

/** The pupil's own browser: signs up on the landing page with a name, into the class, and reads their code there. */
async function pupilJoins(browser: Browser, code: string, name: string) {
  const email = uniqueEmail(`elev-${name.toLowerCase()}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpPupil(page, email, code, name);
  const identity = page.getByText(new RegExp(`^I klassen heter du ${name}\\. Koden din er Elev [A-Z2-9]{4}\\.`));
  await expect(identity).toBeVisible();
  const pseudonym = /Elev [A-Z2-9]{4}/.exec((await identity.textContent())!)![0];
  return { email, page, pseudonym };
}

/** The teacher signs in on the teachers' page and opens the class view in `lang`. */
async function openClassView(page: Page, email: string, code: string, lang: 'no' | 'nn') {
  await page.goto(appUrl(`/${lang}/veiledere`));
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl(`/${lang}/admin/klasser`));
  await page.goto(appUrl(`/${lang}/admin/fremdrift?klasse=${code}`));
}

/**
 * Wrong passwords for the pupil's account from another computer at the school (same address, no device cookie),
 * until the server holds the account back: what a classmate guessing, or the pupil mistyping, leads to.
 */
async function lockOut(email: string) {
  const guesser = await apiRequest.newContext();
  try {
    let held = false;
    for (let attempt = 0; attempt < 20 && !held; attempt++) {
      const res = await guesser.post(appUrl('/api/identity/sign-in'), { data: { email, password: `feil-passord-${attempt}` } });
      expect([401, 429], await res.text()).toContain(res.status());
      held = res.status() === 429;
    }
    expect(held, 'the server held the account back').toBe(true);
  } finally {
    await guesser.dispose();
  }
}

const rows = (page: Page, lang: 'no' | 'nn') => page.getByRole('table', { name: TEXT[lang].table }).locator('tbody tr');
/** A pupil's row, found by the code that stays while the name changes. */
const rowOf = (page: Page, lang: 'no' | 'nn', pseudonym: string) => rows(page, lang).filter({ has: page.getByRole('rowheader', { name: new RegExp(`\\(${pseudonym}\\)`) }) });
/** The row's heading: the name, and the code beside it. */
const shownAs = (name: string, pseudonym: string) => `${name} (${pseudonym})`;

test('the teacher sees the class by name, corrects a name, gives a temporary password and sees who is held back, from the rows', async ({ browser, page, request }) => {
  // Three pupils' browsers, password checks one at a time (argon2id), and the class view's counts every 15 s.
  test.setTimeout(180_000);
  const t = TEXT.no;
  const teacher = await teacherWithClass(request);
  const ada = await pupilJoins(browser, teacher.code, 'Ada');
  const bo = await pupilJoins(browser, teacher.code, 'Bo');
  const cia = await pupilJoins(browser, teacher.code, 'Cia');
  await bo.page.context().close();
  await cia.page.context().close();

  await openClassView(page, teacher.email, teacher.code, 'no');
  await expect(page.getByRole('heading', { level: 2, name: t.heading(teacher.name) })).toBeVisible();
  await expect(rows(page, 'no')).toHaveCount(3);
  for (const pupil of [['Ada', ada], ['Bo', bo], ['Cia', cia]] as const) await expect(rowOf(page, 'no', pupil[1].pseudonym).getByRole('rowheader')).toHaveAccessibleName(shownAs(pupil[0], pupil[1].pseudonym));
  await expect(page.getByText('Ingen ser ut til å stå fast akkurat nå.')).toBeVisible();

  // A typo corrected from Ada's row; her start page says the new name once it loads again.
  const adaRow = rowOf(page, 'no', ada.pseudonym);
  await adaRow.getByText(t.help(shownAs('Ada', ada.pseudonym)), { exact: true }).click();
  await adaRow.getByLabel('Navn i klassen').fill('Ada Marie');
  await adaRow.getByRole('button', { name: 'Lagre navnet' }).click();
  await expect(adaRow.getByText('Navnet er lagret.')).toBeVisible();
  await expect(adaRow.getByRole('rowheader')).toHaveAccessibleName(shownAs('Ada Marie', ada.pseudonym));
  await ada.page.reload();
  await expect(ada.page.getByText(`I klassen heter du Ada Marie. Koden din er ${ada.pseudonym}.`, { exact: false })).toBeVisible();
  await ada.page.context().close();

  // Bo forgot his password: a temporary one from his row, with no e-mail address typed.
  const boRow = rowOf(page, 'no', bo.pseudonym);
  await boRow.getByText(t.help(shownAs('Bo', bo.pseudonym)), { exact: true }).click();
  await boRow.getByRole('button', { name: 'Gi et midlertidig passord' }).click();
  const shown = boRow.locator('.admin-temporary-password code');
  await expect(shown).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(boRow.getByText(`Midlertidig passord for ${shownAs('Bo', bo.pseudonym)}:`, { exact: true })).toBeVisible();
  const temporary = (await shown.textContent())!;

  // Cia is held back at sign-in: her row is marked in words, and the line above the table names her.
  await lockOut(cia.email);
  const ciaRow = rowOf(page, 'no', cia.pseudonym);
  const marks = ciaRow.getByRole('list', { name: t.marks });
  await expect(marks).toHaveText(t.locked, { timeout: 35_000 });
  await expect(page.getByText(t.summary('Cia'), { exact: true })).toBeVisible();
  await expect(boRow.getByRole('list', { name: t.marks })).toHaveCount(0);
  await ciaRow.getByText(t.help(shownAs('Cia', cia.pseudonym)), { exact: true }).click();
  await expect(ciaRow.getByRole('button', { name: t.letIn })).toBeVisible();

  // Two rows' help open (Bo's with the password on it, Cia's with «Slipp inn nå»), checked as they stand, and at
  // 320 px without sideways scroll.
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Cia is let in from her row: the mark goes, and her own password works again.
  await ciaRow.getByRole('button', { name: t.letIn }).click();
  await expect(marks).toHaveCount(0);
  expect((await request.post(appUrl('/api/identity/sign-in'), { data: { email: cia.email, password: PASSWORD } })).status()).toBe(200);

  // Bo signs in with the temporary password on another device and is asked for a new one of his own first.
  const boContext = await browser.newContext();
  const boPage = await boContext.newPage();
  await boPage.goto(appUrl('/no'));
  await boPage.getByRole('radio', { name: 'Jeg har konto' }).check();
  await boPage.getByLabel('E-post').fill(bo.email);
  await boPage.getByLabel('Passord').fill(temporary);
  await boPage.getByRole('button', { name: 'Logg inn' }).click();
  await expect(boPage.getByRole('heading', { level: 1, name: 'Lag et nytt passord' })).toBeVisible();
  await boContext.close();
});

test('the class view in Nynorsk: the heading, the pupil by name, and the mark of a pupil held back', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const t = TEXT.nn;
  const teacher = await teacherWithClass(request);
  // The pupil joins on the Nynorsk form.
  const email = uniqueEmail('elev-nn');
  const context = await browser.newContext();
  const pupil = await context.newPage();
  await pupil.goto(appUrl('/nn'));
  await pupil.getByRole('radio', { name: 'Første gong her' }).check();
  await pupil.getByLabel('E-post').fill(email);
  await pupil.getByLabel('Passord').fill(PASSWORD);
  await pupil.getByLabel('Klassekode').fill(teacher.code);
  await pupil.getByLabel(/^Førenamn eller kallenamn/).fill('Synnøve');
  await pupil.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(pupil).toHaveURL(appUrl('/nn/start'));
  const identity = pupil.getByText(/^I klassen heiter du Synnøve\. Koden din er Elev [A-Z2-9]{4}\./);
  await expect(identity).toBeVisible();
  const pseudonym = /Elev [A-Z2-9]{4}/.exec((await identity.textContent())!)![0];
  await context.close();

  await lockOut(email);
  await openClassView(page, teacher.email, teacher.code, 'nn');
  await expect(page.getByRole('heading', { level: 2, name: t.heading(teacher.name) })).toBeVisible();
  const row = rowOf(page, 'nn', pseudonym);
  await expect(row.getByRole('list', { name: t.marks })).toHaveText(t.locked);
  await expect(page.getByText(t.summary('Synnøve'), { exact: true })).toBeVisible();
  await row.getByText(t.help(shownAs('Synnøve', pseudonym)), { exact: true }).click();
  await expect(row.getByRole('button', { name: t.letIn })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Gi eit mellombels passord' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});
