import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { joinAsPupil, PASSWORD, teacherWithClass } from './classroom';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, signInAsTeacher } from './helpers';

/** The knowledge test (O1T before session 1, O5T after session 5): the pupils' first answers, and the class's gain. */

type Lang = 'no' | 'nn';
interface Item {
  id: string;
  question: string;
  options: { id: string; text: string }[];
  correct: string;
  explanation: string;
}
const itemsOf = (lang: Lang): Item[] => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'content', lang, 'kunnskapstest.json'), 'utf8')).items;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const percent = (right: number, of: number) => Math.round((right / of) * 100);
const sessionCard = (page: Page, n: number) => page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem').nth(n - 1);

/** Answers the test on the page: rightly for the first `right` items, with a wrong option for the rest. */
async function answerTest(page: Page, lang: Lang, right: number) {
  for (const [i, item] of itemsOf(lang).entries()) {
    const option = i < right ? item.options.find((o) => o.id === item.correct)! : item.options.find((o) => o.id !== item.correct)!;
    const group = page.getByRole('group', { name: `${i + 1}. ${item.question}` });
    await group.getByRole('radio', { name: option.text, exact: true }).check();
  }
  const total = itemsOf(lang).length;
  await expect(page.getByRole('status').filter({ hasText: lang === 'no' ? `Du har svart på ${total} av ${total} spørsmål.` : `Du har svart på ${total} av ${total} spørsmål.` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: lang === 'no' ? /^Lagret/ : /^Lagra/ })).toBeVisible({ timeout: 15_000 });
}

test('a class takes the test before session 1 and after session 5; each pupil sees before and after, the teacher the gain', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const { email, token, code } = await teacherWithClass(request);
  const total = itemsOf('no').length;
  // Right answers before and after, per pupil; the third takes both tests in Nynorsk.
  const pupils: { lang: Lang; before: number; after: number; page?: Page }[] = [
    { lang: 'no', before: 1, after: total },
    { lang: 'no', before: 2, after: total },
    { lang: 'nn', before: 3, after: total - 1 },
  ];

  for (const [i, pupil] of pupils.entries()) {
    pupil.page = await joinAsPupil(browser, code, i === 0 ? { width: 320, height: 800 } : undefined, `Elev${i + 1}`);
    const at = pupil.page;
    // Session 1 starts with the test.
    await expect(at.getByRole('link', { name: 'Start økt 1' })).toHaveAttribute('href', '/no/okt/1/O1T');
    await at.goto(appUrl(`/${pupil.lang}/okt/1/O1T`));
    await answerTest(at, pupil.lang, pupil.before);
    // No right or wrong before the second test: no verdict, no explanation.
    await expect(at.locator('main')).not.toContainText(itemsOf(pupil.lang)[0]!.explanation);
    await expect(at.getByRole('heading', { name: pupil.lang === 'no' ? 'Før og nå' : 'Før og no' })).toHaveCount(0);
    await expect(at.getByText(pupil.lang === 'no' ? 'Svaret er lagret. Det første svaret gjelder, så det kan ikke endres.' : 'Svaret er lagra. Det første svaret gjeld, så det kan ikkje endrast.').first()).toBeVisible();
    if (i === 0) {
      await expectNoSidewaysScroll(at);
      await expectNoAxeViolations(at);
    }
  }

  // The teacher opens session 5 for the class: the cheapest way to the end of the course.
  const opened = await request.post(appUrl('/api/class/enable-section'), { headers: { authorization: `Bearer ${token}` }, data: { classCode: code, oktNumber: 5 } });
  expect(opened.status(), await opened.text()).toBe(200);

  for (const pupil of pupils) {
    const at = pupil.page!;
    // The opened session reaches the pupil's start page by itself (live class state) before the pupil goes there.
    await at.goto(appUrl(`/${pupil.lang}/start`));
    await expect(sessionCard(at, 5).getByRole('link')).toBeVisible({ timeout: 20_000 });
    await at.goto(appUrl(`/${pupil.lang}/okt/5/O5T`));
    await answerTest(at, pupil.lang, pupil.after);
    const result = at.getByRole('region', { name: pupil.lang === 'no' ? 'Før og nå' : 'Før og no' });
    await expect(result).toContainText(
      pupil.lang === 'no'
        ? `Før kurset: ${pupil.before} av ${total} riktige. Nå: ${pupil.after} av ${total} riktige.`
        : `Før kurset: ${pupil.before} av ${total} rette. No: ${pupil.after} av ${total} rette.`,
    );
    await expect(result).toContainText(itemsOf(pupil.lang)[0]!.explanation);
  }
  const first = pupils[0]!.page!;
  await expectNoSidewaysScroll(first);
  await expectNoAxeViolations(first);

  // The pupil's own before and after in the summary of session 5.
  await first.goto(appUrl('/no/okt/5/O5D'));
  const summary = first.getByRole('region', { name: 'Kunnskapstesten før og nå' });
  await expect(summary).toContainText(`Før kurset: 1 av ${total} riktige. Nå: ${total} av ${total} riktige.`);
  await expect(summary).toContainText(new RegExp(escape(itemsOf('no')[1]!.explanation)));
  await expectNoAxeViolations(first);

  // The teacher's class view: the share right before and after, in all and per item, among the three.
  await signInAsTeacher(page, email, PASSWORD);
  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  const gain = page.getByRole('region', { name: 'Kunnskapstesten før og etter' });
  const before = pupils.reduce((sum, p) => sum + p.before, 0);
  const after = pupils.reduce((sum, p) => sum + p.after, 0);
  const [b, a] = [percent(before, 3 * total), percent(after, 3 * total)];
  // The pupils' last answers may still be on their way: the class view counts again by itself every 15 s.
  await expect(gain).toContainText(`Alle spørsmål: Før: ${b} % · Etter: ${a} % · Endring: +${a - b} prosentpoeng`, { timeout: 45_000 });
  await expect(gain).toContainText('blant de 3 elevene som tok begge testene');
  // Every pupil had the first item right before; the last item only after, and not all of them.
  const items = gain.getByRole('list', { name: 'Riktige svar i kunnskapstesten, før og etter' }).getByRole('listitem');
  await expect(items).toHaveCount(total);
  await expect(items.first()).toContainText(`Før: 100 % · Etter: 100 %`);
  await expect(items.nth(1)).toContainText(`Før: ${percent(2, 3)} % · Etter: 100 %`);
  await expect(items.last()).toContainText(`Før: 0 % · Etter: ${percent(2, 3)} %`);
  await expectNoAxeViolations(page);

  for (const pupil of pupils) await pupil.page!.context().close();
});

test('a class where fewer than three took both tests shows «for få svar» and no figures', async ({ browser, page, request }) => {
  const { email, token, code } = await teacherWithClass(request);
  const pupil = await joinAsPupil(browser, code);
  await pupil.goto(appUrl('/no/okt/1/O1T'));
  await answerTest(pupil, 'no', 2);
  const opened = await request.post(appUrl('/api/class/enable-section'), { headers: { authorization: `Bearer ${token}` }, data: { classCode: code, oktNumber: 5 } });
  expect(opened.status()).toBe(200);
  await pupil.goto(appUrl('/no/start'));
  await expect(sessionCard(pupil, 5).getByRole('link')).toBeVisible({ timeout: 20_000 });
  await pupil.goto(appUrl('/no/okt/5/O5T'));
  await answerTest(pupil, 'no', 5);

  await signInAsTeacher(page, email, PASSWORD);
  await page.goto(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  const gain = page.getByRole('region', { name: 'Kunnskapstesten før og etter' });
  await expect(gain).toContainText('For få svar: 1 elev har tatt begge testene.', { timeout: 45_000 });
  await expect(gain).not.toContainText('%');
  await pupil.context().close();
});
