import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads LazyPdfContainer afresh, so its lazy import meets that test's PdfContainer.
afterEach(() => {
  vi.doUnmock('./PdfContainer');
  vi.resetModules();
});

async function renderWith(pdfContainer: () => object) {
  vi.doMock('./PdfContainer', pdfContainer);
  const { LazyPdfContainer } = await import('./LazyPdfContainer');
  return render(
    <main>
      <h1>Oppsummering</h1>
      <LazyPdfContainer lang="nn" />
    </main>,
  );
}

describe('LazyPdfContainer', () => {
  it('shows the page at once and the PDF panel once its code has arrived, in the page’s language', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await renderWith(async () => {
      await arrived;
      return { PdfContainer: ({ lang }: { lang: string }) => <section aria-label="PDF">{lang}</section> };
    });
    expect(screen.getByRole('heading', { name: 'Oppsummering' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PDF' })).toBeNull();
    arrive();
    expect(await screen.findByRole('region', { name: 'PDF' })).toHaveTextContent('nn');
  });

  it('leaves out only the panel when its code cannot be fetched', async () => {
    let asked = false;
    const { container } = await renderWith(() => {
      asked = true;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await vi.waitFor(() => expect(asked).toBe(true));
    // Let the failed import settle and React try again (it waits up to 300 ms before it leaves a fallback).
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByRole('heading', { name: 'Oppsummering' })).toBeInTheDocument();
    expect(container.querySelector('main')!.childElementCount).toBe(1);
  });
});
