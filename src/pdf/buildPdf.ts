import { pdf } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { PdfData } from './pdfData';
import { SummaryDocument } from './SummaryDocument';

/**
 * Lays out and renders the PDF summary in the browser. Only ever loaded with `import('./buildPdf')`, so
 * @react-pdf/renderer stays out of the entry chunk and is fetched when a pupil asks for the PDF.
 */
export async function buildPdf(data: PdfData): Promise<Blob> {
  // SummaryDocument returns a <Document>; pdf() is typed for the element itself.
  return pdf(createElement(SummaryDocument, { data }) as Parameters<typeof pdf>[0]).toBlob();
}
