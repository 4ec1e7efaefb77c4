import { assign, fromPromise, setup } from 'xstate';
import type { SummaryContent } from './contentPageMachine';
import type { StoryObjects } from '../src/domain/story';
import type { Lang } from '../src/contracts/lang';
import type { Activity } from '../src/contracts/okt';
import type { PdfContent } from '../src/contracts/pdf';
import type { Responses } from '../src/domain/okt';
import { isPdfReady } from '../src/domain/pdfGate';

/** A download as the panel asks for it, in the language of the page the button is pressed on: the PDF's. */
interface DownloadRequest {
  lang: Lang;
  responses: Responses;
  objects: StoryObjects;
  date: Date;
  /** O1A's interest labels in the pupil's language, passed in so the machine stays free of React. */
  interestLabels: Record<string, string>;
}

/** The PDF's texts and the story's content, fetched in the PDF's language once a download is asked for. */
type PdfSources = { texts: PdfContent; summary: SummaryContent };

export type PdfBuildInput = DownloadRequest & PdfSources;

export interface PdfBuilt {
  blob: Blob;
  fileName: string;
}

export interface PdfContext {
  /** The language of the page the machine started on, for the server's answer on the button. */
  lang: Lang;
  request: DownloadRequest | null;
  content: PdfSources | null;
  fileName: string | null;
  errorKey: string | null;
  /** Spec §4: the PDF only when every activity is complete. */
  pdfResult: { success: true } | { success: false; message: 'Incomplete' } | null;
}

export type PdfEvent = ({ type: 'pdf.download'; activities: Pick<Activity, 'activity_code' | 'component'>[] } & DownloadRequest) | { type: 'pdf.retry' };

/** The PDF summary (child `pdf`): asks whether the button may show; a download fetches its content and builds the PDF. */
export const pdfMachine = setup({
  types: {
    context: {} as PdfContext,
    events: {} as PdfEvent,
    input: {} as { lang: Lang },
  },
  actors: {
    fetchPdfStatus: fromPromise<{ enabled: boolean }, { lang: Lang }>(async () => {
      throw new Error('fetchPdfStatus is provided at the composition root');
    }),
    fetchPdfContent: fromPromise<PdfSources, { lang: Lang }>(async () => {
      throw new Error('fetchPdfContent is provided at the composition root');
    }),
    buildPdf: fromPromise<PdfBuilt, PdfBuildInput>(async () => {
      throw new Error('buildPdf is provided at the composition root');
    }),
  },
  actions: {
    savePdf: (_, _built: PdfBuilt) => {
      // Provided at the composition root: offers the Blob as a download.
    },
    refuseIncomplete: assign({ pdfResult: { success: false, message: 'Incomplete' } as const }),
    takeRequest: assign(({ event }) => {
      const { type: _, activities: __, ...request } = event as Extract<PdfEvent, { type: 'pdf.download' }>;
      return { request, pdfResult: { success: true } as const, errorKey: null };
    }),
  },
  guards: {
    isEnabled: ({ event }) => (event as unknown as { output: { enabled: boolean } }).output.enabled === true,
    isComplete: ({ event }) => event.type === 'pdf.download' && isPdfReady(event.activities, event.responses),
  },
}).createMachine({
  id: 'pdf',
  context: ({ input }) => ({ lang: input.lang, request: null, content: null, fileName: null, errorKey: null, pdfResult: null }),
  initial: 'checkingStatus',
  states: {
    checkingStatus: {
      invoke: {
        src: 'fetchPdfStatus',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: [{ guard: 'isEnabled', target: 'available' }, { target: 'hidden' }],
        // Without an answer the button stays away: nothing is promised that may not work.
        onError: 'hidden',
      },
    },
    hidden: {},
    available: {
      on: {
        'pdf.download': [{ guard: 'isComplete', target: 'fetchingContent', actions: 'takeRequest' }, { actions: 'refuseIncomplete' }],
      },
    },
    fetchingContent: {
      invoke: {
        src: 'fetchPdfContent',
        input: ({ context }) => ({ lang: context.request!.lang }),
        onDone: { target: 'building', actions: assign({ content: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ errorKey: ({ event }) => (event.error as { messageKey?: string }).messageKey ?? 'pdf.error.content' }),
        },
      },
    },
    building: {
      invoke: {
        src: 'buildPdf',
        input: ({ context }) => ({ ...context.request!, ...context.content! }),
        onDone: {
          target: 'done',
          actions: [assign({ fileName: ({ event }) => event.output.fileName }), { type: 'savePdf', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: assign({ errorKey: 'pdf.error.build' }) },
      },
    },
    done: {
      on: {
        'pdf.download': [{ guard: 'isComplete', target: 'fetchingContent', actions: 'takeRequest' }, { target: 'available', actions: 'refuseIncomplete' }],
      },
    },
    failed: {
      on: {
        'pdf.retry': { target: 'fetchingContent', actions: assign({ errorKey: null }) },
        'pdf.download': [{ guard: 'isComplete', target: 'fetchingContent', actions: 'takeRequest' }, { target: 'available', actions: 'refuseIncomplete' }],
      },
    },
  },
});
