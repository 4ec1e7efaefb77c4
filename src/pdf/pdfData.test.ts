import { describe, expect, it } from 'vitest';
import pdfNn from '../../content/nn/pdf.json';
import pdfNo from '../../content/no/pdf.json';
import type { SummaryContent } from '../../machines/contentPageMachine';
import { objectsInLang, summaryDocument, wholeStory, wholeStoryObjects } from '../../stories/fixtures/okt45';
import { INTEREST_TEXT } from '../activities/interests/interests';
import { INTEREST_IDS } from '../contracts/interests';
import { readStory } from '../activities/summary/story';
import catalogueNn from '../i18n/nn.json';
import catalogueNo from '../i18n/no.json';
import type { Lang } from '../contracts/lang';
import { PdfContentSchema } from '../contracts/pdf';
import { formatAmount, formatSignedAmount } from '../domain/amount';
import { buildPdfData, fill, formatLongDate, type PdfData, pdfExtras, pdfFileName } from './pdfData';

const texts = { no: PdfContentSchema.parse(pdfNo), nn: PdfContentSchema.parse(pdfNn) };
const catalogues: Record<Lang, Record<string, string>> = { no: catalogueNo, nn: catalogueNn };
const date = new Date(2026, 10, 21, 12, 0);
const kr = (digits: string) => `kr\u00A0${digits.replace(/ /g, '\u00A0')}`;

/** The interests' texts as PdfContainer reads them from the catalogue. */
const interestLabels = (lang: Lang) => Object.fromEntries(INTEREST_IDS.map((id) => [id, catalogues[lang][INTEREST_TEXT[id]]!]));

function build(lang: Lang, responses: Record<string, unknown> = { ...wholeStory, O5D: 'Spare først.' }, objects = objectsInLang(wholeStoryObjects, lang), name: string | null = null): PdfData {
  const doc = summaryDocument(lang) as { kind: 'summary' } & SummaryContent;
  const story = readStory(responses, objects, doc);
  return buildPdfData(story, texts[lang], lang, date, pdfExtras(responses, objects, doc, story, name, interestLabels(lang)));
}
const section = (data: PdfData, id: string) => data.sections.find((s) => s.id === id);
const rowsOf = (data: PdfData, id: string, block = 0) => {
  const b = section(data, id)?.blocks[block];
  if (b?.kind !== 'table') throw new Error(`block ${block} of ${id} is not a table`);
  return b.rows;
};
const row = (data: PdfData, id: string, label: string, block = 0) => rowsOf(data, id, block).find((r) => r[0] === label);

describe('buildPdfData', () => {
  it('names the file and dates the document in the pupil’s language', () => {
    expect(pdfFileName(date)).toBe('min-okonomi-2026-11-21.pdf');
    expect(pdfFileName(new Date(2027, 0, 5))).toBe('min-okonomi-2027-01-05.pdf');
    const no = build('no');
    expect(no.fileName).toBe('min-okonomi-2026-11-21.pdf');
    expect(no.title).toBe('Min økonomi');
    expect(no.byline).toEqual([`Laget ${formatLongDate(date, 'no')}`]);
    expect(formatLongDate(date, 'no')).toBe('21. november 2026');
    expect(build('nn').byline).toEqual([`Laga ${formatLongDate(date, 'nn')}`]);
    expect(build('no', undefined, undefined, ' Ola ').byline[0]).toBe('Laget av Ola');
  });

  it('tells the story in the order of the sessions, starting with the pupil and ending with the sources', () => {
    expect(build('no').sections.map((s) => s.id)).toEqual(['about', 'job', 'budget', 'unexpected', 'credit', 'pocket', 'insurance', 'quiz', 'reflection', 'closing', 'sources']);
  });

  it('starts with what matters to the pupil in a job, in the catalogue’s words, the industry and the job', () => {
    const no = build('no');
    expect(section(no, 'about')!.heading).toBe('Om meg');
    expect(section(no, 'about')!.blocks).toEqual([
      { kind: 'text', text: 'Dette er viktig for meg i en jobb:' },
      { kind: 'list', items: ['En trygg og fast jobb', 'Å hjelpe andre'] },
      { kind: 'table', head: null, sumRow: null, rows: [['Bransje', 'Helse og omsorg'], ['Jobb', 'Sykepleier']] },
    ]);
    const nn = build('nn');
    expect(section(nn, 'about')!.blocks[0]).toEqual({ kind: 'text', text: 'Dette er viktig for meg i ein jobb:' });
    expect(section(nn, 'about')!.blocks[1]).toEqual({ kind: 'list', items: ['Ein trygg og fast jobb', 'Å hjelpe andre'] });
    expect(row(nn, 'about', 'Jobb', 2)?.[1]).toBe('Sjukepleiar');
  });

  it('leaves out unknown interests and an unknown industry, and prints an interest without a text by its id', () => {
    const data = build('no', { ...wholeStory, O1A: ['reise', 'ukjent'], O1C: 'finnes-ikke' });
    expect(section(data, 'about')!.blocks.slice(0, 2)).toEqual([
      { kind: 'text', text: 'Dette er viktig for meg i en jobb:' },
      { kind: 'list', items: ['Å reise i jobben'] },
    ]);
    expect(rowsOf(data, 'about', 2)).toEqual([['Jobb', 'Sykepleier']]);
    const doc = summaryDocument('no') as { kind: 'summary' } & SummaryContent;
    const objects = objectsInLang(wholeStoryObjects, 'no');
    const story = readStory(wholeStory, objects, doc);
    const unlabelled = buildPdfData(story, texts.no, 'no', date, pdfExtras(wholeStory, objects, doc, story));
    expect(section(unlabelled, 'about')!.blocks[1]).toEqual({ kind: 'list', items: ['trygg-jobb', 'hjelpe-andre'] });
  });

  it('prints the pay in short: gross, the total tax with its rate, and the net pay a year and a month', () => {
    const data = build('no');
    const l = texts.no.labels;
    expect(rowsOf(data, 'job').map((r) => r[0])).toEqual([l.grossYearly, l.totalTax, l.netYearly, l.netMonthly]);
    expect(row(data, 'job', l.grossYearly)?.[1]).toMatch(/^kr\u00A0\d{3}\u00A0\d{3}$/);
    expect(row(data, 'job', l.totalTax)?.[1]).toMatch(/^kr\u00A0[\d\u00A0]+ \(\d+,\d\u00A0%\)$/);
    expect(row(data, 'job', l.netYearly)?.[1]).toMatch(/^kr\u00A0\d{3}\u00A0\d{3}$/);
    expect(row(data, 'job', l.netMonthly)?.[1]).toBe(kr('43 363'));
  });

  it('puts the original and the modified budget side by side, with what is left', () => {
    const data = build('no');
    const table = section(data, 'budget')!.blocks[1]!;
    expect(table.kind === 'table' && table.head).toEqual(['Budsjettpost', 'Første budsjett', 'Endret budsjett']);
    const fritid = rowsOf(data, 'budget', 1).find((r) => r[0] === 'Fritid og medier');
    expect(fritid).toEqual(['Fritid og medier', kr('2 000'), kr('1 200')]);
    expect(row(data, 'budget', 'Utgifter i alt', 1)).toEqual(['Utgifter i alt', kr('22 150'), kr('20 850')]);
    expect(row(data, 'budget', 'Igjen', 1)).toEqual(['Igjen', kr('21 213'), kr('22 513')]);
  });

  it('shows a deficit with a minus sign', () => {
    const responses = { ...wholeStory, O2B: { ...(wholeStory.O2B as object), boutgifter: 40_000 }, O2E: null };
    const data = build('no', responses);
    expect(row(data, 'budget', 'Igjen', 1)?.[1]).toBe(`\u2212${kr('8 787')}`);
  });

  it('tells the unexpected expense, the credit comparison with the effective rate, and the choice', () => {
    const data = build('no');
    expect(rowsOf(data, 'unexpected')[0]![1]).toMatch(/: kr\u00A0/);
    // Savings pay the PC (kr 8 000); the modified savings line of kr 1 500 refills the buffer in ⌈8 000 / 1 500⌉ = 6 months.
    expect(row(data, 'unexpected', 'Slik betalte du')?.[1]).toBe('Sparepengene betalte, og sparingen fyller opp bufferen igjen.');
    expect(row(data, 'unexpected', 'Per måned til utgiften')?.[1]).toBe(kr('1 500'));
    expect(row(data, 'unexpected', 'Måneder')?.[1]).toBe('6');
    expect(section(data, 'unexpected')!.blocks[1]).toEqual({ kind: 'text', text: 'Budsjettet går opp også mens du betaler utgiften.' });
    const rate = row(data, 'credit', 'Effektiv rente', 1);
    expect(rate?.[2]).toMatch(/^\d+,\d\u00A0%$/);
    expect(row(data, 'credit', 'Måneder', 1)?.[2]).toBe('12');
    // Both sides have a monthly amount: the O3B saving and the loan's instalment.
    expect(row(data, 'credit', 'Per måned', 1)?.[1]).toBe(kr('1 500'));
    expect(row(data, 'credit', 'Per måned', 1)?.[2]).toMatch(/^kr\u00A0/);
    expect(section(data, 'credit')!.blocks).toContainEqual({ kind: 'text', text: 'Valget ditt: Du valgte å spare først.' });
  });

  it('gives the pocket expense per year, the insurances, the scenario and the quiz score', () => {
    const data = build('nn');
    expect(row(data, 'pocket', 'Per år')?.[1]).toMatch(/^kr\u00A0\d/);
    expect(row(data, 'insurance', 'Forsikringar per månad', 1)?.[1]).toBe(kr('190'));
    const scenario = section(data, 'insurance')!.blocks[2];
    expect(scenario?.kind === 'text' && scenario.text).toMatch(/^Uhellet: .+\. Du betaler sjølv kr\u00A0/);
    expect(section(data, 'quiz')!.blocks[0]).toEqual({ kind: 'text', text: '10 av 14 rette' });
    expect(section(data, 'closing')!.blocks[0]).toEqual({ kind: 'list', items: texts.nn.closing });
  });

  it('prints the figures the summary computes, never its own: the same story gives the same numbers', () => {
    const doc = summaryDocument('no') as { kind: 'summary' } & SummaryContent;
    const objects = objectsInLang(wholeStoryObjects, 'no');
    const story = readStory(wholeStory, objects, doc);
    const data = build('no', wholeStory);
    expect(row(data, 'job', 'Netto lønn per måned')?.[1]).toBe(formatAmount(story.job!.netMonthly));
    expect(row(data, 'budget', 'Igjen', 1)?.[2]).toBe(formatSignedAmount(story.budget!.summary.remaining));
    expect(row(data, 'unexpected', 'Måneder')?.[1]).toBe(String(story.unexpected!.plan!.months));
    expect(row(data, 'unexpected', 'Betalt i alt')?.[1]).toBe(formatAmount(story.unexpected!.plan!.totalPaid));
    expect(row(data, 'credit', 'Ekstra ved å kjøpe på kreditt', 1)?.[2]).toBe(formatSignedAmount(story.comparison!.extraCostOfCredit));
    expect(row(data, 'credit', 'Betalt i alt', 1)?.slice(1)).toEqual([formatAmount(story.comparison!.savePaid), formatAmount(story.comparison!.creditPaid)]);
    expect(row(data, 'insurance', 'Forsikringer per måned', 1)?.[1]).toBe(formatAmount(story.insurances!.monthly));
  });

  it('prints the pupil’s reflection from O5D, and puts the sources last', () => {
    const data = build('no', { ...wholeStory, O5D: '  Jeg vil spare en buffer først.  ' });
    expect(section(data, 'reflection')!.blocks[0]).toEqual({ kind: 'text', text: '«Jeg vil spare en buffer først.»' });
    expect(data.sections.at(-1)!.id).toBe('sources');
  });

  it('lists each source the story used once', () => {
    const data = build('no');
    const list = section(data, 'sources')!.blocks[0]!;
    expect(list.kind).toBe('list');
    const items = list.kind === 'list' ? list.items : [];
    expect(items.length).toBeGreaterThan(3);
    expect(new Set(items).size).toBe(items.length);
    expect(items.every((i) => /\(20\d\d\): https:\/\//.test(i))).toBe(true);
  });

  it('leaves out the parts not done and never throws on an empty story', () => {
    const data = build('no', {}, { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null });
    expect(data.sections.map((s) => s.id)).toEqual(['closing']);
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('Side {page} av {total}', { page: 1, total: 3 })).toBe('Side 1 av 3');
    expect(fill('{x} {y}', { x: 'a' })).toBe('a {y}');
  });
});

describe('the knowledge test in the PDF', () => {
  const knowledgeTest = {
    items: [1, 2, 3, 4, 5, 6].map((n) => ({
      id: `punkt-${n}`,
      topic: 'skatt' as const,
      question: `Spørsmål nummer ${n}?`,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
      ],
      correct: 'a',
      explanation: 'En forklaring som er lang nok.',
      source: { name: 'Kilde', url: 'https://example.no', year: 2026 },
    })),
  };
  const withTest = (responses: Record<string, unknown>) => {
    const doc = { ...(summaryDocument('no') as { kind: 'summary' } & SummaryContent), knowledgeTest };
    const objects = objectsInLang(wholeStoryObjects, 'no');
    const story = readStory(responses, objects, doc);
    return buildPdfData(story, texts.no, 'no', date, pdfExtras(responses, objects, doc, story, null, interestLabels('no')));
  };
  const answers = (right: number) => Object.fromEntries(knowledgeTest.items.map((item, i) => [item.id, i < right ? 'a' : 'b']));

  it('prints the scores before and after once the second test is done', () => {
    const data = withTest({ ...wholeStory, O1T: answers(2), O5T: answers(5) });
    expect(section(data, 'knowledge')).toEqual({ id: 'knowledge', heading: texts.no.headings.knowledge, blocks: [{ kind: 'text', text: fill(texts.no.labels.knowledgeScore, { before: 2, after: 5, total: 6 }) }] });
  });

  it('prints nothing of the test before the second test is done', () => {
    expect(section(withTest({ ...wholeStory, O1T: answers(2) }), 'knowledge')).toBeUndefined();
  });
});
