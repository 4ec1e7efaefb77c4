import { type Browser, expect, type Page, test } from '@playwright/test';
import { completeSession1, joinAsPupil as join, PASSWORD, teacherWithClass } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll, signInAsTeacher } from './helpers';

const joinAsPupil = (browser: Browser, code: string, name: string) => join(browser, code, { width: 360, height: 740 }, name);

/** The class view counts again every 15 s by itself; a change shows within one count and the save's round trip. */
const LIVE = { timeout: 35_000 };

/** A pupil on a phone of their own joins with the class code. */

async function answerFirstActivity(page: Page) {
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Høy lønn' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Lagret' }).first()).toBeVisible({ timeout: 15_000 });
}

const bars = (page: Page, okt: number) => page.locator('.admin-bars > li').filter({ has: page.getByRole('heading', { name: new RegExp(`^Økt ${okt}`) }) });
const pupilRows = (page: Page) => page.getByRole('table', { name: 'Elevene' }).locator('tbody tr');

test('the class view follows two pupils through a lesson by itself, and the session page says what opens each session', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  // A teacher and a class made through the API (admin.spec.ts makes them on the screens); the teacher signs in.
  const { email, code } = await teacherWithClass(request);
  await signInAsTeacher(page, email, PASSWORD);
  const [ada, bo] = [await joinAsPupil(browser, code, 'Ada'), await joinAsPupil(browser, code, 'Bo')];

  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  await expect(pupilRows(page)).toHaveCount(2);
  await expect(page.getByText(/^Oppdatert kl\. \d\d[:.]\d\d$/)).toBeVisible();
  await expect(page.getByText('Oppdateres av seg selv hvert 15. sekund mens siden er åpen.')).toBeVisible();
  // Each pupil by the name given on joining, with the number beside it.
  for (const name of ['Ada', 'Bo']) await expect(pupilRows(page).filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name} \\(Elev [A-Z2-9]{4}\\)`) }) })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Ada answers the first activity; the teacher's table shows it without anyone pressing «Oppdater».
  await answerFirstActivity(ada);
  await expect(pupilRows(page).filter({ hasText: '1 av 5' })).toHaveCount(1, LIVE);
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
