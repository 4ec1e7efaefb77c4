import { type Browser, expect, type Page, test } from '@playwright/test';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll, teacherConfirmLink, uniqueEmail } from './helpers';

const PASSWORD = 'gode-lange-ord-2026';
/** The class view counts again every 15 s by itself; a change shows within one count and the save's round trip. */
const LIVE = { timeout: 35_000 };

/** A new teacher registers, confirms the address from the outbox and reaches the class screen. */
async function registerTeacher(page: Page) {
  const email = uniqueEmail('laerer-klassevisning');
  await page.goto(appUrl('/no/veiledere'));
  await page.getByRole('button', { name: 'Ny lærer? Registrer deg' }).click();
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Fylke', { exact: true }).selectOption({ label: 'Vestland' });
  await page.getByRole('button', { name: 'Registrer deg', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bekreft e-postadressen din' })).toBeVisible();
  await page.goto(await teacherConfirmLink(email));
  await page.getByRole('link', { name: 'Gå til lærersidene' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/klasser'));
}

/** A class at a school added through the form; answers the class code. */
async function createClass(page: Page, name: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Lag en ny klasse' });
  await form.getByLabel('Navn på klassen').fill(name);
  await expect(form.getByLabel('Skole', { exact: true })).toBeEnabled();
  const missing = form.getByRole('button', { name: 'Finner du ikke skolen? Legg den til' });
  if (await missing.isVisible()) await missing.click();
  await form.getByLabel('Navn på skolen').fill(`E2E skole ${name}`);
  await form.getByRole('button', { name: 'Legg til skolen' }).click();
  await expect(form.getByLabel('Skole', { exact: true })).toHaveValue(`E2E skole ${name}`);
  await form.getByRole('button', { name: 'Lag klassen' }).click();
  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  return ((await card.locator('.class-code-value').textContent()) ?? '').trim();
}

/** A pupil on a phone of their own joins with the class code. */
async function joinAsPupil(browser: Browser, code: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Første gang her' }).check();
  await page.getByLabel('E-post').fill(uniqueEmail('elev-klassevisning'));
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Klassekode').fill(code);
  await page.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
  return page;
}

async function answerFirstActivity(page: Page) {
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Høy lønn' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' }).first()).toBeVisible({ timeout: 15_000 });
}

async function completeSession1(page: Page) {
  await page.goto(appUrl('/no/okt/1/O1A'));
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
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' }).first()).toBeVisible({ timeout: 15_000 });
}

const bars = (page: Page, okt: number) => page.locator('.admin-bars > li').filter({ has: page.getByRole('heading', { name: new RegExp(`^Økt ${okt}`) }) });
const pupilRows = (page: Page) => page.getByRole('table', { name: 'Elevene' }).locator('tbody tr');

test('the class view follows two pupils through a lesson by itself, and the session page says what opens each session', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await registerTeacher(page);
  const code = await createClass(page, `10K ${Date.now().toString(36)}`);
  const [ada, bo] = [await joinAsPupil(browser, code), await joinAsPupil(browser, code)];

  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  await expect(pupilRows(page)).toHaveCount(2);
  await expect(page.getByText(/^Oppdatert kl\. \d\d[:.]\d\d$/)).toBeVisible();
  await expect(page.getByText('Oppdateres av seg selv hvert 15. sekund mens siden er åpen.')).toBeVisible();
  for (const row of await pupilRows(page).all()) await expect(row.getByRole('rowheader')).toContainText(/^Elev [A-Z2-9]{4}/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Ada answers the first activity; the teacher's table shows it without anyone pressing «Oppdater».
  await answerFirstActivity(ada);
  await expect(pupilRows(page).filter({ hasText: '1 av 4' })).toHaveCount(1, LIVE);
  await expect(bars(page, 1).getByRole('progressbar', { name: 'Startet: 1 av 2 elever' })).toBeVisible();

  // Bo finishes session 1: the bar and Bo's row follow by themselves.
  await completeSession1(bo);
  await expect(bars(page, 1).getByRole('progressbar', { name: 'Fullført: 1 av 2 elever' })).toBeVisible(LIVE);
  const boRow = pupilRows(page).filter({ has: page.locator('td.cv-session.done') });
  await expect(boRow).toHaveCount(1);
  await boRow.getByText('Vis aktivitetene').click();
  await expect(boRow).toContainText('Lønn etter skatt: ferdig');
  await expect(boRow).toContainText('Budsjettet ditt: ikke startet');

  // Ada starts over: her row says when, by itself.
  await ada.goto(appUrl('/no/start-pa-nytt'));
  await ada.getByRole('button', { name: 'Ja, slett svarene og start på nytt' }).click();
  await expect(ada).toHaveURL(appUrl('/no/start'));
  await expect(pupilRows(page).filter({ hasText: /Startet på nytt \d+\. \w+\.? kl\. \d\d[:.]\d\d/ })).toHaveCount(1, LIVE);
  await expect(bars(page, 1).getByRole('progressbar', { name: 'Startet: 1 av 2 elever' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The session page: nothing says «Stengt»; session 2 is open to Bo, who finished session 1.
  await page.getByRole('navigation', { name: 'Deler av lærerområdet' }).getByRole('link', { name: 'Økter' }).click();
  const okt2 = page.getByRole('switch', { name: /^Økt 2/ });
  await expect(okt2).toHaveAccessibleDescription('Åpner seg for hver elev når de er ferdige med økt 1 1 av 2 elever kan åpne den nå', { timeout: 15_000 });
  await expect(page.getByRole('group')).not.toContainText('Stengt');
  await okt2.check();
  await expect(okt2).toHaveAccessibleDescription(/^Åpen for hele klassen 2 av 2 elever kan åpne den nå$/, LIVE);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await ada.context().close();
  await bo.context().close();
  expect(errors).toEqual([]);
});
