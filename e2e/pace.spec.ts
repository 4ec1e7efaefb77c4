import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpPupil, teacherWithClass } from './classroom';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, uniqueEmail } from './helpers';

/**
 * The teacher keeps the class together (docs/decisions/pace.md): holds it at an activity, lets it go, and sends every
 * open page to one. The pupil on a 320 px phone (this project's page), the teacher on a desktop of their own.
 */

/** An open page learns of the teacher's change within one class poll (5 s) and the server's memo (2 s), with room for a busy CI. */
const LIVE = { timeout: 20_000 };
const WAITING = 'Læreren vil at klassen skal vente her. Du kan se over svarene dine mens du venter.';

async function signInTeacher(page: Page, email: string) {
  await page.goto(appUrl('/no/veiledere'));
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/klasser'));
}

test('the teacher holds the class, the open page cannot pass, the release lets it on, and «send alle hit» moves it', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { email, code } = await teacherWithClass(request);
  await signUpPupil(page, uniqueEmail('elev-tempo'), code, 'Per');

  const teacherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const teacher = await teacherContext.newPage();
  await signInTeacher(teacher, email);
  await teacher.goto(appUrl(`/no/admin/okter?klasse=${code}`));
  const state = teacher.locator('.pace-state');
  const row = (activity: string) => teacher.locator('li', { has: teacher.locator(`#pace-${activity}`) });
  await expect(state).toHaveText('Klassen holdes ikke igjen: elevene går i sitt eget tempo.');

  // The teacher holds the class at 1C; the pupil's open start page says so without a reload.
  await row('O1C').getByRole('button', { name: 'Hold klassen her' }).click();
  await expect(state).toHaveText(/^Klassen venter ved 1C \S/);
  await expect(row('O1C').getByRole('button', { name: 'Slipp klassen' })).toBeFocused();
  await expectNoAxeViolations(teacher);
  await expect(page.locator('.pace-held')).toContainText('Klassen venter ved 1C', LIVE);
  await expectNoAxeViolations(page);

  // The pupil does 1A and 1C; «Neste» at 1C waits there, and says why.
  await page.goto(appUrl('/no/okt/1/O1A'));
  await page.getByRole('checkbox', { name: 'Høy lønn' }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1C'));
  await page.getByRole('radio', { name: /Helse og omsorg/ }).check();
  await page.getByRole('link', { name: 'Neste' }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1C'));
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // An address past the hold lands on the held activity, with the reason.
  await page.goto(appUrl('/no/okt/1/O1E'));
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1C'), LIVE);
  await expect(page.getByText(WAITING)).toBeVisible();

  // The teacher lets the class go: the open page goes on to where the pupil asked to go, by itself.
  await row('O1C').getByRole('button', { name: 'Slipp klassen' }).click();
  await expect(state).toHaveText('Klassen holdes ikke igjen: elevene går i sitt eget tempo.');
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1E'), LIVE);
  await expect(page.getByText(WAITING)).toBeHidden();

  // «Send alle hit» moves the open page to 1A.
  await row('O1A').getByRole('button', { name: 'Send alle hit' }).click();
  await expect(state).toContainText('Alle åpne elevsider går til 1A');
  await expect(page).toHaveURL(appUrl('/no/okt/1/O1A'), LIVE);

  // The teacher's part in Nynorsk.
  await teacher.goto(appUrl(`/nn/admin/okter?klasse=${code}`));
  await expect(teacher.locator('.pace-state')).toHaveText('Klassen vert ikkje halden att: elevane går i sitt eige tempo.');
  await expect(row('O1C').getByRole('button', { name: 'Hald klassen her' })).toBeVisible();
  await expectNoAxeViolations(teacher);
  await teacherContext.close();
});
