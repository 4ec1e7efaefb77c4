import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pdfNo from '../../../content/no/pdf.json';
import type { SummaryContent } from '../../../machines/contentPageMachine';
import { summaryDocument, wholeStory, wholeStoryObjects } from '../../../stories/fixtures/okt45';
import { PdfContentSchema } from '../../contracts/pdf';
import { buildPdfData, pdfExtras } from '../../pdf/pdfData';
import { renderActivity } from '../../test/renderActivity';
import { activity } from '../budget/test/session2Fixtures';
import { SummaryActivity } from './SummaryActivity';
import { readStory } from './story';

const o5d = activity('O5D', 'summary');
const doc = summaryDocument('no') as { kind: 'summary' } & SummaryContent;
const plain = (s: string) => s.replace(/\u00A0/g, ' ');

/** The PDF's row with this label, from the same answers. */
function pdfRow(responses: Record<string, unknown>, section: string, label: string): string[] {
  const story = readStory(responses, wholeStoryObjects, doc);
  const data = buildPdfData(story, PdfContentSchema.parse(pdfNo), 'no', new Date(2026, 10, 21), pdfExtras(responses, wholeStoryObjects, doc, story));
  const rows = data.sections.find((s) => s.id === section)!.blocks.flatMap((b) => (b.kind === 'table' ? b.rows : []));
  return rows.find((r) => r[0] === label)!;
}

describe('O5D summary and the PDF', () => {
  it('show the same figures for the same answers: months and monthly amount of the expense, extra cost of credit, both monthly amounts', () => {
    const responses = { ...wholeStory, O2D: { choice: 'cut' } };
    renderActivity(SummaryActivity, { activity: o5d, data: doc, responses, objects: wholeStoryObjects });
    const part = (name: string) => screen.getByRole('region', { name });
    const months = pdfRow(responses, 'unexpected', 'Måneder')[1]!;
    const monthly = pdfRow(responses, 'unexpected', 'Per måned til utgiften')[1]!;
    expect(part('Den uventede utgiften')).toHaveTextContent(`Du satte av ${plain(monthly)} i måneden i ${months} måneder`);
    const extra = pdfRow(responses, 'credit', 'Ekstra ved å kjøpe på kreditt')[2]!;
    const credit = part('Kredittkjøpet');
    expect(credit).toHaveTextContent(`Det koster ekstra å kjøpe på kreditt${plain(extra)}`);
    const [, saveMonthly, creditMonthly] = pdfRow(responses, 'credit', 'Per måned');
    expect(credit).toHaveTextContent(`Spare opp: du setter av per måned${plain(saveMonthly!)}`);
    expect(credit).toHaveTextContent(`Kjøpe på kreditt: du betaler per måned${plain(creditMonthly!)}`);
  });

  it('gives the verdict of the budget while the expense is paid, from the plan', () => {
    // Cutting kr 2 667 a month out of what the modified budget leaves.
    const responses = { ...wholeStory, O2D: { choice: 'cut' } };
    renderActivity(SummaryActivity, { activity: o5d, data: doc, responses, objects: wholeStoryObjects });
    const left = pdfRow(responses, 'unexpected', 'Igjen hver måned mens du betaler')[1]!;
    expect(screen.getByRole('region', { name: 'Den uventede utgiften' })).toHaveTextContent(`du har ${plain(left)} til overs hver måned`);
  });
});
