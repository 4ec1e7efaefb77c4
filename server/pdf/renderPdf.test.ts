import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { SummaryContent } from '../../machines/contentPageMachine';
import { readStory } from '../../src/activities/summary/story';
import type { StoryObjects } from '../../src/activities/types';
import type { Lang } from '../../src/contracts/lang';
import { formatAmount } from '../../src/domain/amount';
import { allActivities, isActivityComplete } from '../../src/domain/okt';
import { netPay } from '../../src/domain/tax';
import { buildPdfData, pdfExtras } from '../../src/pdf/pdfData';
import { SummaryDocument } from '../../src/pdf/SummaryDocument';
import { completeAnswers } from '../../src/test/completeAnswers';
import { loadContent } from '../content/loadContent';

const content = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));

const REFLECTION = 'Jeg vil ha en buffer på konto før jeg kjøper noe på avbetaling.';

/** A pupil who has finished all five sessions, with ids from the real content (completeAnswers gives the shapes). */
function finishedPupil(lang: Lang) {
  const byId = <T extends { id: string }>(items: readonly T[], id: string) => items.find((i) => i.id === id)!;
  const okt3 = content.okt3[lang];
  const responses = {
    ...completeAnswers(content.okter[lang], 1, 2, 3, 4, 5),
    O1D: 'sykepleier',
    O2C: 'pc-odelagt',
    O3A: 'ny-pc',
    O3C: { offerId: okt3.offers[0]!.id, months: 12 },
    O3E: { expenseId: okt3.pocketExpenses[0]!.id, timesPerWeek: 5 },
    O4A: Object.fromEntries(content.okt4[lang].questions.map((q) => [q.id, q.options.find((o) => o.correct)!.id])),
    O5B: { chosen: [content.okt5[lang].products[0]!.id] },
    O5C: { scenarioId: content.okt5[lang].scenarios[0]!.id },
    O5D: REFLECTION,
  };
  const objects: StoryObjects = {
    job: byId(content.okt1[lang].jobs, 'sykepleier'),
    unexpectedExpense: byId(content.okt2[lang].unexpectedExpenses, 'pc-odelagt'),
    creditPurchase: byId(okt3.items, 'ny-pc'),
    insuranceTotal: null,
  };
  const summary: SummaryContent = {
    tax: content.tax,
    reference: { categories: content.okt2[lang].categories, rent: content.okt2[lang].rent },
    terms: { offers: okt3.offers, savings: okt3.savings },
    pocketExpenses: okt3.pocketExpenses,
    quiz: content.okt4[lang],
    insurance: content.okt5[lang],
  };
  return { responses, objects, summary };
}

/** pdftotext (poppler-utils) on the rendered bytes, with `-layout` when asked; one string per page. */
function pagesOf(pdf: Buffer, layout = false): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim() !== '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The whole text with line breaks and no-break spaces folded to one space, so the checks read plainly. */
const textOf = (pdf: Buffer) => pagesOf(pdf).join(' ').replace(/\s+/g, ' ');

/** The last line of a page's own text: not the footer (the title and «Side n av m»). */
function lastLineOf(page: string, footer: RegExp): string {
  const lines = page.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !footer.test(l));
  return lines.at(-1) ?? '';
}

const plain = (s: string) => s.replace(/\u00A0/g, ' ');

describe.each([
  ['no', 'Min økonomi', 'Første budsjett', 'Endret budsjett', 'Gode råd å ta med deg', 'Side 1 av'],
  ['nn', 'Økonomien min', 'Første budsjett', 'Endra budsjett', 'Gode råd å ta med deg', 'Side 1 av'],
] as const)('the PDF summary rendered in Node (%s)', (lang, title, original, modified, closing, page) => {
  it('holds the job, the net pay, the budget lines and the effective rate with correct Norwegian letters', async () => {
    const { responses, objects, summary } = finishedPupil(lang);
    expect(allActivities(content.okter[lang]).every((a) => isActivityComplete(a, responses))).toBe(true);
    const story = readStory(responses, objects, summary);
    const data = buildPdfData(story, content.pdf[lang], lang, new Date(2026, 10, 21), pdfExtras(responses, objects, summary, story));

    const started = performance.now();
    const pdf = await renderToBuffer(createElement(SummaryDocument, { data }) as Parameters<typeof renderToBuffer>[0]);
    const ms = Math.round(performance.now() - started);
    console.info(`PDF (${lang}) rendered in ${ms} ms, ${pdf.length} bytes`);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    const text = textOf(pdf);

    expect(text).toContain(title);
    expect(text).toContain(objects.job!.title);
    expect(text).toContain(plain(formatAmount(netPay(objects.job!.grossYearlySalary, content.tax).netMonthly)));
    expect(text).toContain(original);
    expect(text).toContain(modified);
    for (const category of content.okt2[lang].categories) expect(text).toContain(category.title);
    expect(text).toMatch(/Effektiv rente/);
    const rate = data.sections.find((s) => s.id === 'credit')!.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : [])).find((r) => r[0] === 'Effektiv rente')![2]!;
    expect(rate).toMatch(/^\d+,\d\u00A0%$/);
    expect(text).toContain(plain(rate));
    expect(text).toContain(closing);
    expect(text).toMatch(/[æøå]/);
    expect(text).toContain('Ø');
    expect(text).toContain(page);

    // The reflection, in the pupil's words, and the monthly amount on both sides of saving versus credit.
    expect(text).toContain(plain(`«${REFLECTION}»`));
    const credit = data.sections.find((s) => s.id === 'credit')!.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
    const monthly = credit.find((r) => r[0] === content.pdf[lang].labels.monthlyPayment)!;
    expect(monthly[1]).toMatch(/^kr\u00A0/);
    expect(monthly[2]).toMatch(/^kr\u00A0/);
    expect(text).toContain(`${plain(monthly[1]!)} ${plain(monthly[2]!)}`);

    // No page ends with a heading: each heading has its first lines under it on the same page.
    const headings = new Set(Object.values(content.pdf[lang].headings));
    // The footer is one layout line: the title on the left, «Side n av m» on the right.
    const footer = new RegExp(`^(${title})?\\s*(${page.replace(/ 1 av$/, '')} \\d+ av \\d+)?$`);
    expect(lastLineOf(`${content.pdf[lang].headings.budget}\n\n${title}        ${page} 3`, footer)).toBe(content.pdf[lang].headings.budget);
    const pages = pagesOf(pdf, true);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, p] of pages.entries()) expect(headings.has(lastLineOf(p, footer)), `page ${i + 1} ends with «${lastLineOf(p, footer)}»`).toBe(false);
    // Sources come last, and no web address is split with a hyphen.
    expect(pages.at(-1)).toContain(content.pdf[lang].headings.sources);
    const lines = pages.join('\n').split('\n').map((l) => l.trim());
    for (const url of data.sections.find((s) => s.id === 'sources')!.blocks.flatMap((b) => (b.kind === 'list' ? b.items : [])).map((i) => i.slice(i.indexOf('https://')))) {
      expect(lines.some((l) => l.includes(url)), `${url} is split`).toBe(true);
    }
  }, 30_000);
});
