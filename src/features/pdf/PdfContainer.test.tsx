import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ActorRefFrom, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { SummaryContent } from '../../../machines/contentPageMachine';
import { type PdfBuildInput, type PdfBuilt, pdfMachine } from '../../../machines/pdfMachine';
import { okter } from '../../../stories/fixtures/okt';
import { type AppActorRef, SystemContext } from '../../context/SystemContext';
import type { PdfContent } from '../../contracts/pdf';
import { NO_OBJECTS } from '../../domain/story';
import { catalogues } from '../../i18n/catalogues';
import { completeAnswers } from '../../test/completeAnswers';
import { PdfContainer } from './PdfContainer';

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

/** The app's system as the panel reaches it: the session machines by systemId, and the page shown running the PDF machine. */
function renderPanel(enabled: boolean) {
  const spies = {
    status: vi.fn(async (_input: { lang: string }) => ({ enabled })),
    build: vi.fn(async (input: PdfBuildInput): Promise<PdfBuilt> => ({ blob: new Blob(['%PDF-1.3']), fileName: `min-okonomi-${input.lang}.pdf` })),
    save: vi.fn(),
  };
  const pdf = pdfMachine.provide({
    actors: {
      fetchPdfStatus: fromPromise(({ input }) => spies.status(input)),
      fetchPdfContent: fromPromise(async () => ({ texts: {} as PdfContent, summary: {} as SummaryContent })),
      buildPdf: fromPromise(({ input }) => spies.build(input)),
    },
    actions: { savePdf: (_, built) => spies.save(built) },
  });
  const page = createMachine({ invoke: { src: pdf, id: 'pdf', systemId: 'pdf', input: { lang: 'nn' as const } } });
  const system = createActor(
    createMachine({
      context: { page: 'startPage' },
      invoke: [
        { src: createMachine({ initial: 'ready', context: { sections: okter.nn }, states: { ready: {} } }), id: 'okt', systemId: 'okt' },
        { src: createMachine({ context: { responses: completeAnswers(okter.nn, 1, 2, 3, 4, 5) } }), id: 'progress', systemId: 'progress' },
        { src: createMachine({ context: { objects: NO_OBJECTS } }), id: 'story', systemId: 'story' },
        { src: page, id: 'startPage', systemId: 'startPage' },
      ],
    }),
  ).start();
  running.push(system);
  const { hook } = memoryLocation({ path: '/nn/start' });
  render(
    <IntlProvider locale="nn" messages={catalogues.nn}>
      <Router hook={hook}>
        <SystemContext.Provider value={system as unknown as AppActorRef}>
          <PdfContainer lang="nn" />
        </SystemContext.Provider>
      </Router>
    </IntlProvider>,
  );
  return { spies, pdf: system.system.get('pdf') as ActorRefFrom<typeof pdfMachine> };
}

describe('the PDF panel in the app', () => {
  it('shows the button the page’s PDF machine allows, and builds the PDF in the page’s language', async () => {
    const { spies } = renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: catalogues.nn['pdf.download'] }));
    await vi.waitFor(() => expect(spies.save).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'min-okonomi-nn.pdf' })));
    expect(spies.status).toHaveBeenCalledExactlyOnceWith({ lang: 'nn' });
    expect(spies.build.mock.calls[0]![0]).toMatchObject({ lang: 'nn', objects: NO_OBJECTS });
  });

  it('offers no button where the server says no', async () => {
    const { pdf } = renderPanel(false);
    await waitFor(pdf, (s) => s.matches('hidden'));
    expect(screen.queryByRole('button', { name: catalogues.nn['pdf.download'] })).toBeNull();
  });
});
