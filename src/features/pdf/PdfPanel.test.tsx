import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { okter } from '../../../stories/fixtures/okt';
import type { Lang } from '../../contracts/lang';
import { catalogues } from '../../i18n/catalogues';
import { pdfReadiness } from '../../domain/pdfGate';
import { completeAnswers } from '../../test/completeAnswers';
import { PdfPanel, type PdfPanelProps } from './PdfPanel';

function renderIn(lang: Lang, ui: ReactNode) {
  const { hook } = memoryLocation({ path: `/${lang}/start` });
  return render(
    <IntlProvider locale={lang === 'nn' ? 'nn' : 'nb'} messages={catalogues[lang]}>
      <Router hook={hook}>{ui}</Router>
    </IntlProvider>,
  );
}

const all = completeAnswers(okter.no, 1, 2, 3, 4, 5);
const props = (over: Partial<PdfPanelProps> = {}): PdfPanelProps => ({
  lang: 'no',
  readiness: { complete: true },
  state: 'available',
  errorKey: null,
  onDownload: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('pdfReadiness', () => {
  it('is complete only when every activity of every session is complete', () => {
    expect(pdfReadiness(okter.no, all)).toEqual({ complete: true });
    expect(pdfReadiness(okter.no, { ...all, O5D: '' })).toEqual({ complete: false, left: 1, okt: 5, code: 'O5D', title: okter.no[4]!.activities.at(-1)!.title });
    // A half-filled budget is not complete.
    const half = pdfReadiness(okter.no, { ...all, O2B: { boutgifter: 9000 } });
    expect(half).toMatchObject({ complete: false, left: 1, okt: 2, code: 'O2B' });
    expect(pdfReadiness(okter.no, {})).toMatchObject({ complete: false, okt: 1, code: 'O1T', left: okter.no.flatMap((o) => o.activities).length });
    expect(pdfReadiness([], all).complete).toBe(false);
  });
});

describe('PdfPanel', () => {
  it('offers the download when complete and allowed', async () => {
    const onDownload = vi.fn();
    renderIn('no', <PdfPanel {...props({ onDownload })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last ned PDF' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows no button while the status is checked or when the server hides it', () => {
    for (const state of ['checking', 'hidden'] as const) {
      const { container, unmount } = renderIn('no', <PdfPanel {...props({ state })} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('says what is left, with a link to the first activity not done, and no button', () => {
    const readiness = pdfReadiness(okter.nn, { ...completeAnswers(okter.nn, 1, 2), O2E: null });
    renderIn('nn', <PdfPanel {...props({ lang: 'nn', readiness })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Du har \d+ aktivitetar att\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Hald fram med/ });
    expect(link).toHaveAttribute('href', '/nn/okt/2/O2E');
  });

  it('leaves out the link on the start page, whose main action leads there', () => {
    const readiness = pdfReadiness(okter.no, completeAnswers(okter.no, 1));
    renderIn('no', <PdfPanel {...props({ readiness })} showNext={false} />);
    expect(screen.getByText(/Du har \d+ aktiviteter igjen\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows "Lager PDF …" in a status while it builds', () => {
    renderIn('no', <PdfPanel {...props({ state: 'building' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lager PDF …');
    expect(screen.getByRole('button', { name: 'Last ned PDF' })).toBeDisabled();
  });

  it('shows a translated error and a retry when building fails', async () => {
    const onRetry = vi.fn();
    renderIn('nn', <PdfPanel {...props({ lang: 'nn', state: 'failed', errorKey: 'pdf.error.build', onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vi klarte ikkje å lage PDF-en.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains a failed fetch in words, whatever its key', () => {
    renderIn('no', <PdfPanel {...props({ state: 'failed', errorKey: 'txt_error_network' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet tekstene til PDF-en.');
  });

  it('says the PDF is saved when done, and can download again', () => {
    renderIn('no', <PdfPanel {...props({ state: 'done' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('PDF-en er lagret.');
    expect(screen.getByRole('button', { name: 'Last ned PDF' })).toBeEnabled();
  });
});
