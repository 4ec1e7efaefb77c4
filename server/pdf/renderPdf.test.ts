import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SummaryContent } from '../../machines/contentPageMachine';
import { INTEREST_TEXT } from '../../src/activities/interests/interests';
import { INTEREST_IDS } from '../../src/contracts/interests';
import { readStory } from '../../src/activities/summary/story';
import type { StoryObjects } from '../../src/domain/story';
import type { Lang } from '../../src/contracts/lang';
import { formatAmount } from '../../src/domain/amount';
import { allActivities, isActivityComplete } from '../../src/domain/okt';
import { netPay } from '../../src/domain/tax';
import { buildPdfData, pdfExtras } from '../../src/pdf/pdfData';
import { SummaryDocument } from '../../src/pdf/SummaryDocument';
import catalogueNn from '../../src/i18n/nn.json';
import catalogueNo from '../../src/i18n/no.json';
import { completeAnswers } from '../../src/test/completeAnswers';
import { taxRulesFor } from '../content/contentYear';
import { loadContent } from '../content/loadContent';

const content = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));
const tax = taxRulesFor(content.taxYears, 2026);

const REFLECTION = 'Jeg vil ha en buffer på konto før jeg kjøper noe på avbetaling.';
const INTERESTS = ['trygg-jobb', 'jobbe-med-folk', 'hjelpe-andre'] as const;
const catalogues: Record<Lang, Record<string, string>> = { no: catalogueNo, nn: catalogueNn };
/** The interests' texts as PdfContainer reads them from the catalogue (react-intl). */
const interestLabels = (lang: Lang) => Object.fromEntries(INTEREST_IDS.map((id) => [id, catalogues[lang][INTEREST_TEXT[id]]!]));

/** A pupil who has finished all five sessions, with ids from the real content (completeAnswers gives the shapes). */
function finishedPupil(lang: Lang) {
  const byId = <T extends { id: string }>(items: readonly T[], id: string) => items.find((i) => i.id === id)!;
  const okt3 = content.okt3[lang];
  const responses = {
    ...completeAnswers(content.okter[lang], 1, 2, 3, 4, 5),
    O1A: [...INTERESTS],
    O1C: 'helse-og-omsorg',
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
    industries: content.okt1[lang].industries,
    tax,
    reference: { categories: content.okt2[lang].categories, rent: content.okt2[lang].rent },
    terms: { offers: okt3.offers, savings: okt3.savings },
    pocketExpenses: okt3.pocketExpenses,
    quiz: content.okt4[lang],
    insurance: content.okt5[lang],
  };
  return { responses, objects, summary };
}

/**
 * pdftotext (poppler-utils) on the rendered bytes, page by page (`-f N -l N`), with `-layout` when asked: one
 * string per page, as many as pdfinfo counts, so an empty page counts too.
 */
function pagesOf(pdf: Buffer, layout = false): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    fs.writeFileSync(file, pdf);
    const count = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return Array.from({ length: count }, (_, i) =>
      execFileSync('pdftotext', ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Text with line breaks, runs of spaces and no-break spaces folded to one space, so the checks read plainly. */
const folded = (text: string) => text.replace(/\s+/g, ' ');
const textOf = (pdf: Buffer) => folded(pagesOf(pdf).join(' '));

/** The first line of a page's text. */
const firstLineOf = (page: string) => page.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';

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
  const pupil = finishedPupil(lang);
  const { responses, objects, summary } = pupil;
  const story = readStory(responses, objects, summary);
  const data = buildPdfData(story, content.pdf[lang], lang, new Date(2026, 10, 21), pdfExtras(responses, objects, summary, story, null, interestLabels(lang)));
  const rowsOf = (id: string) => data.sections.find((s) => s.id === id)!.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
  const texts = content.pdf[lang];
  // The footer is one layout line: the title on the left, «Side n av m» on the right.
  const footer = new RegExp(`^(${title})?\\s*(${page.replace(/ 1 av$/, '')} \\d+ av \\d+)?$`);
  let pdf: Buffer;

  beforeAll(async () => {
    const started = performance.now();
    pdf = await renderToBuffer(createElement(SummaryDocument, { data }) as Parameters<typeof renderToBuffer>[0]);
    console.info(`PDF (${lang}) rendered in ${Math.round(performance.now() - started)} ms, ${pdf.length} bytes`);
  }, 30_000);

  it('holds the job, the net pay, the budget lines and the effective rate with correct Norwegian letters', () => {
    expect(allActivities(content.okter[lang]).every((a) => isActivityComplete(a, responses))).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    const text = textOf(pdf);

    expect(text).toContain(title);
    expect(text).toContain(objects.job!.title);
    expect(text).toContain(plain(formatAmount(netPay(objects.job!.grossYearlySalary, tax).netMonthly)));
    expect(text).toContain(original);
    expect(text).toContain(modified);
    for (const category of content.okt2[lang].categories) expect(text).toContain(category.title);
    expect(text).toMatch(/Effektiv rente/);
    const rate = rowsOf('credit').find((r) => r[0] === 'Effektiv rente')![2]!;
    expect(rate).toMatch(/^\d+,\d\u00A0%$/);
    expect(text).toContain(plain(rate));
    expect(text).toContain(closing);
    expect(text).toMatch(/[æøå]/);
    expect(text).toContain('Ø');
    expect(text).toContain(page);
  });

  it('tells the whole story on one A4 page and puts the sources on a second one', () => {
    const pages = pagesOf(pdf, true);
    expect(pages).toHaveLength(2);
    const [story, sources] = pages.map(folded) as [string, string];

    // Who the pupil is: the interests in the catalogue's words, and the industry.
    expect(story).toContain(texts.headings.about);
    for (const id of INTERESTS) expect(story).toContain(catalogues[lang][INTEREST_TEXT[id]]!);
    expect(story).toContain(summary.industries.find((i) => i.id === 'helse-og-omsorg')!.title);
    expect(story).toContain(objects.job!.title);
    // Saving versus credit with the monthly amount on both sides, on one line of the table.
    const monthly = rowsOf('credit').find((r) => r[0] === texts.labels.monthlyPayment)!;
    expect(monthly[1]).toMatch(/^kr\u00A0/);
    expect(monthly[2]).toMatch(/^kr\u00A0/);
    expect(story).toContain(`${texts.labels.monthlyPayment} ${plain(monthly[1]!)} ${plain(monthly[2]!)}`);
    // The pupil's reflection, in their own words, and the advice to end with.
    expect(story).toContain(plain(`«${REFLECTION}»`));
    expect(story).toContain(texts.headings.closing);
    for (const heading of ['job', 'budget', 'unexpected', 'credit', 'pocket', 'insurance', 'quiz', 'reflection'] as const) expect(story).toContain(texts.headings[heading]);
    expect(story).not.toContain(texts.headings.sources);

    // The second page begins with the sources, in the order they were used.
    expect(firstLineOf(pages[1]!)).toBe(texts.headings.sources);
    expect(sources).toContain(`${page.replace(/ 1 av$/, '')} 2 av 2`);
  });

  it('never ends a page with a heading, and never splits a web address with a hyphen', () => {
    // No page ends with a heading: each heading has its first lines under it on the same page.
    const headings = new Set(Object.values(texts.headings));
    expect(lastLineOf(`${texts.headings.budget}\n\n${title}        ${page} 3`, footer)).toBe(texts.headings.budget);
    const pages = pagesOf(pdf, true);
    for (const [i, p] of pages.entries()) expect(headings.has(lastLineOf(p, footer)), `page ${i + 1} ends with «${lastLineOf(p, footer)}»`).toBe(false);
    const lines = pages.join('\n').split('\n').map((l) => l.trim());
    const urls = data.sections.find((s) => s.id === 'sources')!.blocks.flatMap((b) => (b.kind === 'list' ? b.items : [])).map((i) => i.slice(i.indexOf('https://')));
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(lines.some((l) => l.includes(url)), `${url} is split`).toBe(true);
  });
});
