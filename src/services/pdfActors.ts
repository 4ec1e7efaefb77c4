import { fromPromise } from 'xstate';
import { type PdfBuildInput, type PdfBuilt, pdfMachine } from '../../machines/pdfMachine';
import type { Lang } from '../contracts/lang';
import { loadPorts } from './loadPorts';
import { fetchSummaryContent } from './contentActor';
import { saveFile } from './saveFile';

export const pdfActors = {
  fetchPdfStatus: fromPromise(async ({ input }: { input: { lang: Lang } }) => (await loadPorts()).backendApi.getPdfButtonStatus(input.lang)),
  fetchPdfContent: fromPromise(async ({ input }: { input: { lang: Lang } }) => {
    const api = (await loadPorts()).backendApi;
    const [texts, summary] = await Promise.all([api.getPdfContent(input.lang), fetchSummaryContent(input.lang)]);
    return { texts, summary };
  }),
  buildPdf: fromPromise(async ({ input }: { input: PdfBuildInput }): Promise<PdfBuilt> => {
    // Loaded only when a PDF is asked for, never on a first page load.
    const [{ pdfDataFor }, { buildPdf }] = await Promise.all([import('../pdf/pdfData'), import('../pdf/buildPdf')]);
    const data = pdfDataFor(input);
    const started = performance.now();
    const blob = await buildPdf(data);
    console.info(`PDF built in ${Math.round(performance.now() - started)} ms (${blob.size} bytes)`);
    return { blob, fileName: data.fileName };
  }),
};

/** The PDF machine bound to the backend, the renderer and the browser's download; run by the pages with the PDF panel (src/app). */
export const pdfInSystem = pdfMachine.provide({ actors: pdfActors, actions: { savePdf: (_, built) => saveFile(built.fileName, built.blob) } });
