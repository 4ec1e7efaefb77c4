import { pdf } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { PdfData } from './pdfData';
import { SummaryDocument } from './SummaryDocument';

/** Renders the PDF summary in the browser; only ever imported dynamically, so @react-pdf/renderer stays out of the entry chunk. */
export async function buildPdf(data: PdfData): Promise<Blob> {
  // SummaryDocument returns a <Document>; pdf() is typed for the element itself.
  return pdf(createElement(SummaryDocument, { data }) as Parameters<typeof pdf>[0]).toBlob();
}
