import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

/**
 * Mobile first: every activity of all five sessions, shown to a pupil who has answered them all, has
 * nothing clipped and nothing that scrolls sideways, and is axe clean. Run in the mobile-320 project (and
 * desktop).
 */

const PASSWORD = 'gode-lange-ord-2026';
const root = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type Okt = { activities: { activity_code: string }[] };
const OKTER = (json('content/no/okter.json').okter as Okt[]).map((okt) => okt.activities.map((a) => a.activity_code));

/** The quiz with every question answered, half of them rightly. */
function quizAnswers(): Record<string, string> {
  const questions = json('content/no/okt4.json').questions as { id: string; options: { id: string; correct: boolean }[] }[];
  return Object.fromEntries(questions.map((q, i) => [q.id, q.options.find((o) => o.correct === (i % 2 === 0))!.id]));
}

/** The knowledge test with every item answered, the first `right` of them rightly. */
function knowledgeAnswers(right: number): Record<string, string> {
  const items = json('content/no/kunnskapstest.json').items as { id: string; correct: string; options: { id: string }[] }[];
  return Object.fromEntries(items.map((item, i) => [item.id, i < right ? item.correct : item.options.find((o) => o.id !== item.correct)!.id]));
}

const budget = { boutgifter: 10_000, transport: 900, mat: 4_500, fritid: 2_000, klaer: 1_000, sparing: 2_000, forsikring: 250, andre_utgifter: 1_500 };

/** Every activity answered (as stories/fixtures/okt45.ts wholeStory), so every table and figure shows. */
const WHOLE_STORY: Record<string, unknown> = {
  O1T: knowledgeAnswers(2),
  O1A: ['trygg-jobb', 'hjelpe-andre'],
  O1C: 'helse-og-omsorg',
  O1D: 'sykepleier',
  O1E: { choice: 'net', correct: true },
  O2A: { choice: 'bolig', correct: true },
  O2B: budget,
  O2C: 'pc-odelagt',
  O2D: { choice: 'savings' },
  O2E: { ...budget, fritid: 1_200, sparing: 1_500 },
  O3A: 'ny-pc',
  O3B: { monthly: 1_500 },
  O3C: { offerId: 'delbetaling-nettbutikk', months: 12 },
  O3D: { choice: 'save', reason: 'Da slipper jeg å betale renter og gebyrer.' },
  O3F: { choice: 'rettslige-skritt', correct: true },
  O3E: { expenseId: 'energidrikk', timesPerWeek: 5 },
  O4A: quizAnswers(),
  O5A: { choice: 'premie', correct: true },
  O5B: { chosen: ['innbo', 'reise-ung'] },
  O5C: { scenarioId: 'innbrudd-pc' },
  O5T: knowledgeAnswers(6),
};

/** A pupil of the demo class whose record holds every answer, made through the API, then signed in as a pupil would. */
async function signInPupilWithEveryAnswer(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('mobil');
  const signUp = await request.post(appUrl('/api/identity/sign-up'), { data: { email, password: PASSWORD, lang: 'no' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { data: session } = await signUp.json();
  const record = await request.put(appUrl(`/api/store/users/${session.userId}/classes/DEMO26`), {
    headers: { authorization: `Bearer ${session.idToken}` },
    data: { responses: WHOLE_STORY },
  });
  expect(record.status(), await record.text()).toBe(200);
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Jeg har konto' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));
}

async function openActivity(page: Page, okt: number, code: string) {
  await page.goto(appUrl(`/no/okt/${okt}/${code}`));
  await expect(page).toHaveURL(appUrl(`/no/okt/${okt}/${code}`));
  await expect(page.locator('.activity-loading')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

/** Elements in main whose content is wider than their box: cut-off text, or a sideways scroller. */
async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} «${(el.textContent ?? '').trim().slice(0, 40)}» (${el.scrollWidth} > ${el.clientWidth})`;
    };
    // Form fields scroll their own value by design; an SVG has no client box of its own.
    const skip = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'svg', 'OPTION']);
    // Text only for screen readers (a 1 × 1 px clipped box, like a stacked table's column headers) is not seen at all.
    const visuallyHidden = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow === 'hidden') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('main *'))
      .filter((el) => !skip.has(el.tagName) && !el.closest('svg') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !visuallyHidden(el))
      .map(describe);
  });
}

test.describe('activities at narrow widths', () => {
  for (const [index, codes] of OKTER.entries()) {
    const okt = index + 1;
    test(`session ${okt}: no activity is clipped or scrolls sideways, and each is axe clean`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signInPupilWithEveryAnswer(page, request);
      for (const code of codes) {
        await openActivity(page, okt, code);
        // Soft, so one run lists every activity with a problem.
        expect.soft(await clippedElements(page), `clipped in ${code}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `sideways scroll in ${code}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});

// Every chart that comes in a chunk of its own after its activity shows (src/activities/charts/lazyChart.tsx).
const LAZY_CHARTS: [number, string][] = [
  [2, 'O2B'],
  [2, 'O2E'],
  [3, 'O3D'],
  [3, 'O3E'],
  [5, 'O5C'],
];

test.describe('the charts', () => {
  // CI's curriculum journey clicked «Behold budsjettet» in O2E just as the chart arrived above it: the button moved
  // down, and the click landed on what took its place. A pupil's tap would have too.
  test('each arrives in the place held for it, so the page below does not jump (CLS)', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInPupilWithEveryAnswer(page, request);
    for (const [okt, code] of LAZY_CHARTS) {
      await openActivity(page, okt, code);
      const slot = page.locator('.chart-slot');
      await expect(slot.getByRole('img'), code).toBeVisible();
      const { reserved, drawn } = await slot.evaluate((el) => {
        const chart = el.querySelector('figure.chart')!;
        const style = getComputedStyle(chart);
        return {
          reserved: parseFloat(getComputedStyle(el).minHeight),
          drawn: chart.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
        };
      });
      // The chart may be a line shorter (a title on one line) but never taller than its place by more than a line.
      expect.soft(drawn - reserved, `${code}: chart ${drawn} px, place ${reserved} px`).toBeLessThanOrEqual(24);
      expect.soft(reserved - drawn, `${code}: chart ${drawn} px, place ${reserved} px`).toBeLessThanOrEqual(40);
    }
  });
});

test.describe('the summary bar', () => {
  test('shows the money left and the save state, and never covers the field the pupil moves to', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInPupilWithEveryAnswer(page, request);
    await openActivity(page, 2, 'O2B');
    const bar = page.getByRole('group', { name: 'Penger igjen og lagring' });
    await expect(bar).toContainText(/^Igjen: kr\s[\d\s]+/);
    await expect(bar.getByRole('status')).toHaveText('Svarene lagres automatisk.');
    const first = page.getByRole('textbox').first();
    await first.focus();
    // Tab through every field and folded help: each one lands in view above the bar.
    for (let i = 0; i < 24; i += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const focused = document.activeElement;
        const sticky = document.querySelector('.summary-bar');
        if (!focused || !sticky || sticky.contains(focused) || !focused.closest('.budget')) return null;
        const field = focused.getBoundingClientRect();
        const barTop = sticky.getBoundingClientRect().top;
        return field.bottom > barTop + 1 ? `${focused.tagName} ${focused.getAttribute('id') ?? focused.textContent} ends at ${field.bottom}, bar at ${barTop}` : null;
      });
      expect(covered).toBeNull();
    }
    // Typing saves, and the bar says so once the server confirmed it.
    await first.fill('10 500');
    await expect(bar.getByRole('status')).toHaveText(/^Lagret kl\. \d\d[:.]\d\d$/, { timeout: 15_000 });
    await expect(bar).toContainText('Igjen:');
    await expectNoAxeViolations(page);
  });
});
