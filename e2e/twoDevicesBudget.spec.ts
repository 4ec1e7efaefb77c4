import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { completeSession1, PASSWORD, signUpPupil } from './classroom';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

const root = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const t: Record<string, string> = json('src/i18n/no.json');
const lineTitle = (id: string) => (json('content/no/okt2.json').categories as { id: string; title: string }[]).find((c) => c.id === id)!.title;
const BUDGET = '/no/okt/2/O2B';

/** The same pupil signed in on a second computer of their own, on the same budget. */
async function secondDevice(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: t['login.mode.existing'] }).check();
  await page.getByLabel(t['login.email']!).fill(email);
  await page.getByLabel(t['login.password']!).fill(PASSWORD);
  await page.getByRole('button', { name: t['login.submit.existing'] }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
  await page.goto(appUrl(BUDGET));
  return page;
}

const line = (page: Page, id: string) => page.getByRole('textbox', { name: lineTitle(id), exact: true });
const notice = (page: Page) => page.getByText(t['save.changedElsewhere']!);

/** Types an amount in a line and waits until the server has confirmed the save it makes. */
async function typeAndSave(page: Page, id: string, amount: string) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/store/') && r.status() === 200);
  await line(page, id).fill(amount);
  await saved;
}

/** The budget as the server holds it. */
async function serverBudget(page: Page): Promise<Record<string, number | null>> {
  const { idToken, firestoreUserId } = await page.evaluate(() => JSON.parse(window.localStorage.getItem('ueokonomiapp')!));
  const res = await page.request.get(appUrl(`/api/store/users/${firestoreUserId}/classes/DEMO26`), { headers: { authorization: `Bearer ${idToken}` } });
  return (await res.json()).data.responses.O2B;
}

/** A pupil with session 1 done, on the budget on two computers, each with the budget the server has. */
async function budgetOnTwoDevices(browser: Browser, page: Page) {
  const email = uniqueEmail('to-enheter');
  await signUpPupil(page, email, 'DEMO26');
  await completeSession1(page);
  await page.goto(appUrl(BUDGET));
  await typeAndSave(page, 'boutgifter', '8000');
  const other = await secondDevice(browser, email);
  await expect(line(other, 'boutgifter')).toHaveValue(/8\s?000/);
  return other;
}

test('two computers change different lines of one budget: the server keeps both, and the first is told without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const other = await budgetOnTwoDevices(browser, page);

  // The first computer's look at the record is held back, so it changes its line without having seen the other's.
  await page.route('**/classes/DEMO26/versions', (route) => route.abort());
  await typeAndSave(other, 'mat', '4500');
  await typeAndSave(page, 'fritid', '3000');
  expect(await serverBudget(page)).toMatchObject({ boutgifter: 8000, mat: 4500, fritid: 3000 });
  // The save's reply brings the other computer's line, and the pupil is told.
  await expect(line(page, 'mat')).toHaveValue(/4\s?500/);
  await expect(notice(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Sitting on the page, it learns of the other computer's next change within 10 s, with the notice again.
  await page.unroute('**/classes/DEMO26/versions');
  await page.getByRole('button', { name: t['save.noticeDismiss'] }).click();
  await expect(notice(page)).toHaveCount(0);
  await typeAndSave(other, 'transport', '985');
  await expect(notice(page)).toBeVisible({ timeout: 10_000 });
  await expect(line(page, 'transport')).toHaveValue('985');
  // The other computer shows the first one's line too.
  await expect(line(other, 'fritid')).toHaveValue(/3\s?000/, { timeout: 10_000 });
  expect(await serverBudget(page)).toMatchObject({ boutgifter: 8000, mat: 4500, fritid: 3000, transport: 985 });
});
