import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PASSWORD } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll, signInAsDemoTeacher, uniqueEmail } from './helpers';

/** The demo teacher shows a fresh class of their own on the board while pupils answer. */

/** A fresh class of the demo teacher's, made through the API as the class form makes it; its code. */
async function demoTeachersNewClass(request: APIRequestContext): Promise<string> {
  const { token } = await (await request.post(appUrl('/api/jwt/token'), { data: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } })).json();
  const created = await request.post(appUrl('/api/class/create'), {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Tavle ${Date.now().toString(36)}`, school: 'Demo ungdomsskole', schoolYear: '2026/2027' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).data.classCode;
}

/** The quiz's first question as the content asks it, with its options' explanations. */
const firstQuestion = (JSON.parse(fs.readFileSync('content/no/okt4.json', 'utf8')) as { questions: { id: string; options: { id: string; correct: boolean; text: string; explanation: string }[] }[] }).questions[0]!;
const rightOption = firstQuestion.options.find((o) => o.correct)!;
const wrongOption = firstQuestion.options.find((o) => !o.correct)!;

/** A new pupil in the class who chose a job (O1D) and answered the quiz's first question, saved through the API as the app saves them. */
async function pupilAnswers(request: APIRequestContext, code: string, job: string, quizOption: string) {
  const signUp = await request.post(appUrl('/api/identity/sign-up'), { data: { email: uniqueEmail('tavle'), password: PASSWORD, lang: 'no' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { data: session } = await signUp.json();
  const saved = await request.put(appUrl(`/api/store/users/${session.userId}/classes/${code}`), {
    headers: { authorization: `Bearer ${session.idToken}` },
    data: { responses: { O1A: ['hjelpe-andre'], O1C: 'helse-og-omsorg', O1D: job, O4A: { [firstQuestion.id]: quizOption } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const counter = (page: Page) => page.locator('.board-counter');

test('the teacher shows the class’s answers on the board, which follows the class without a reload, by keyboard, in Bokmål and Nynorsk', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const code = await demoTeachersNewClass(request);
  await pupilAnswers(request, code, 'sykepleier', wrongOption.id);
  await pupilAnswers(request, code, 'sykepleier', wrongOption.id);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsDemoTeacher(page);
  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  await page.getByRole('link', { name: 'Vis på tavla' }).click();
  await expect(page).toHaveURL(appUrl(`/no/admin/tavle?klasse=${code}&okt=1`));

  // The first slide: the session's title and how pupils join, with the class code big; no site or admin frame.
  await expect(page.getByRole('heading', { level: 1, name: 'Økt 1: Utdanning og jobb' })).toBeVisible();
  await expect(page.locator('.board-code')).toHaveText(code);
  await expect(page.getByText(/^Gå til .+ og skriv klassekoden$/)).toBeVisible();
  await expect(counter(page)).toHaveText(/^1 av \d+$/);
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Deler av lærerområdet' })).toHaveCount(0);
  expect(await page.locator('.board').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
  await expectNoAxeViolations(page);

  // The presenter's keys: a clicker's PageDown, the arrows.
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { level: 2, name: 'Jobbene dere valgte' })).toBeVisible();
  await expect(counter(page)).toHaveText(/^2 av \d+$/);
  await expect(page.locator('[aria-live="polite"]')).toHaveText(/^Lysbilde 2 av \d+: Jobbene dere valgte$/);
  await expect(page.getByText('For få svar ennå')).toBeVisible();
  await expect(page.getByText('2 av 2 elever har svart. Tallene vises når minst tre har svart.')).toBeVisible();

  // A third pupil answers: within one poll (5 s) and its request the board shows the class's jobs, without a reload.
  await pupilAnswers(request, code, 'helsefagarbeider', rightOption.id);
  await expect(page.getByRole('img', { name: /^Jobbene dere valgte\. Flest valgte Sykepleier\.$/ })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText('3 av 3 elever har svart.')).toBeVisible();
  // New figures under the same slide are not announced.
  await expect(page.locator('[aria-live="polite"]')).toHaveText(/^Lysbilde 2 av \d+: Jobbene dere valgte$/);
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 2, name: 'Lønn etter skatt i måneden' })).toBeVisible();
  await expect(page.locator('.board-median dd')).toHaveText(/^kr\u00A0\d{2}\u00A0\d{3}$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('PageUp');
  await expect(counter(page)).toHaveText(/^1 av \d+$/);
  // The buttons do the same.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(counter(page)).toHaveText(/^2 av \d+$/);
  await page.getByRole('button', { name: 'Forrige' }).click();
  await expect(counter(page)).toHaveText(/^1 av \d+$/);

  // On a 1080p projector, and on a phone without breaking.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.locator('.board-code')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The quiz: the first question's first answers, and the most chosen wrong option explained with the content's words.
  await page.getByRole('link', { name: 'Økt 4' }).click();
  await expect(page).toHaveURL(appUrl(`/no/admin/tavle?klasse=${code}&okt=4`));
  await expect(counter(page)).toHaveText(/^1 av \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 2, name: /^Spørsmål 1 av \d+$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: '1 av 3 svarte riktig på første forsøk.' })).toBeVisible();
  await expect(page.getByText(`Mest valgte feil svar: ${wrongOption.text}`)).toBeVisible();
  await expect(page.getByText(wrongOption.explanation)).toBeVisible();
  await expectNoAxeViolations(page);

  // Another session by its link, in Nynorsk: the budget slide, which nobody has answered yet.
  await page.goto(appUrl(`/nn/admin/tavle?klasse=${code}&okt=2`));
  await expect(page.getByRole('heading', { level: 1, name: 'Økt 2: Budsjett' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 2, name: 'Budsjettet: medianen i klassen og referansebeløpet' })).toBeVisible();
  await expect(page.getByText('For få svar enno')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Lukk tavla' }).click();
  await expect(page).toHaveURL(appUrl(`/nn/admin/fremdrift?klasse=${code}`));
  expect(errors).toEqual([]);
});
