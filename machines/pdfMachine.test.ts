import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/services/backendApi';
import type { SummaryContent } from './contentPageMachine';
import { type PdfBuildInput, type PdfBuilt, pdfMachine } from './pdfMachine';
import type { PdfContent } from '../src/contracts/pdf';

const texts = { title: 'Min økonomi' } as PdfContent;
const summary = { quiz: { questions: [] } } as unknown as SummaryContent;
const activities = [
  { activity_code: 'O1A', component: 'interests' },
  { activity_code: 'O5D', component: 'summary' },
];
const complete = { O1A: ['trygg-jobb'], O5D: 'Spare først.' };
const objects = { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null };
const date = new Date(2026, 10, 21);
const interestLabels = { 'trygg-jobb': 'Ein trygg og fast jobb' };
const download = (responses: Record<string, unknown> = complete, lang: 'no' | 'nn' = 'nn') => ({ type: 'pdf.download', lang, activities, responses, objects, date, interestLabels }) as const;

function start({
  enabled = true,
  status = async () => ({ enabled }),
  content = async () => ({ texts, summary }),
  build = async (input: PdfBuildInput): Promise<PdfBuilt> => ({ blob: new Blob(['%PDF-1.3']), fileName: `min-okonomi-${input.date.getFullYear()}.pdf` }),
}: {
  enabled?: boolean;
  status?: (input: { lang: string }) => Promise<{ enabled: boolean }>;
  content?: (input: { lang: string }) => Promise<{ texts: PdfContent; summary: SummaryContent }>;
  build?: (input: PdfBuildInput) => Promise<PdfBuilt>;
} = {}) {
  const spies = { status: vi.fn(status), content: vi.fn(content), build: vi.fn(build), save: vi.fn() };
  const actor = createActor(
    pdfMachine.provide({
      actors: {
        fetchPdfStatus: fromPromise(({ input }) => spies.status(input)),
        fetchPdfContent: fromPromise(({ input }) => spies.content(input)),
        buildPdf: fromPromise(({ input }) => spies.build(input)),
      },
      actions: { savePdf: (_, built: PdfBuilt) => spies.save(built) },
    }),
    { input: { lang: 'nn' } },
  ).start();
  return { actor, spies };
}

describe('pdfMachine', () => {
  it('asks the server as it starts, in the page’s language, and shows the button when the server allows it', async () => {
    const { actor, spies } = start();
    expect(actor.getSnapshot().value).toBe('checkingStatus');
    await waitFor(actor, (s) => s.matches('available'));
    expect(spies.status).toHaveBeenCalledExactlyOnceWith({ lang: 'nn' });
  });

  it('hides the button when PDF_ENABLED=0 or the status cannot be fetched', async () => {
    const off = start({ enabled: false });
    await waitFor(off.actor, (s) => s.matches('hidden'));
    const broken = start({ status: async () => Promise.reject(new ApiError(null, 'txt_error_network')) });
    await waitFor(broken.actor, (s) => s.matches('hidden'));
  });

  it('refuses an incomplete pupil with Incomplete and builds nothing', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('available'));
    actor.send(download({ O1A: ['trygg-jobb'], O5D: '' }));
    expect(actor.getSnapshot().value).toBe('available');
    expect(actor.getSnapshot().context.pdfResult).toEqual({ success: false, message: 'Incomplete' });
    expect(spies.content).not.toHaveBeenCalled();
  });

  it('fetches the texts, builds with everything and hands the Blob to savePdf', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('available'));
    actor.send(download());
    expect(actor.getSnapshot().value).toBe('fetchingContent');
    expect(actor.getSnapshot().context.pdfResult).toEqual({ success: true });
    await waitFor(actor, (s) => s.matches('done'));
    expect(spies.build).toHaveBeenCalledWith({ lang: 'nn', responses: complete, objects, date, interestLabels, texts, summary });
    expect(spies.save).toHaveBeenCalledTimes(1);
    expect(spies.save.mock.calls[0]![0].fileName).toBe('min-okonomi-2026.pdf');
    expect(actor.getSnapshot().context.fileName).toBe('min-okonomi-2026.pdf');
    // A second download builds again.
    actor.send(download());
    await waitFor(actor, (s) => s.matches('done') && spies.save.mock.calls.length === 2);
  });

  it('writes the PDF in the language of the page the button is pressed on', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('available'));
    actor.send(download(complete, 'no'));
    await waitFor(actor, (s) => s.matches('done'));
    expect(spies.content).toHaveBeenCalledExactlyOnceWith({ lang: 'no' });
    expect(spies.build.mock.calls[0]![0].lang).toBe('no');
  });

  it('fails with a message key when the texts cannot be fetched, and retries', async () => {
    let fail = true;
    const { actor, spies } = start({
      content: async () => {
        if (fail) throw new ApiError(503, 'txt_error_server');
        return { texts, summary };
      },
    });
    await waitFor(actor, (s) => s.matches('available'));
    actor.send(download());
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('txt_error_server');
    fail = false;
    actor.send({ type: 'pdf.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(spies.content).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('fails with pdf.error.build when the renderer throws, and never saves', async () => {
    const { actor, spies } = start({ build: async () => Promise.reject(new Error('chunk failed')) });
    await waitFor(actor, (s) => s.matches('available'));
    actor.send(download());
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('pdf.error.build');
    expect(spies.save).not.toHaveBeenCalled();
  });
});
