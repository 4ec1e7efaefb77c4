import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageCopyContext, usePageCopy } from './PageCopyContext';

function Page({ calm, text }: { calm: boolean; text: string }) {
  const copy = usePageCopy('/no/start', calm);
  return (
    <div ref={copy}>
      <p>{text}</p>
    </div>
  );
}

const inApp = (keep: (path: string, html: string) => void, calm: boolean, text: string) => (
  <PageCopyContext.Provider value={keep}>
    <Page calm={calm} text={text} />
  </PageCopyContext.Provider>
);

const hideTab = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

describe('usePageCopy (issue 20)', () => {
  it('keeps the page when it is first drawn calm, and as it is when the tab is hidden or the pupil leaves it', () => {
    const keep = vi.fn();
    const { rerender, unmount } = render(inApp(keep, false, 'loading'));
    expect(keep).not.toHaveBeenCalled();
    rerender(inApp(keep, true, 'sessions'));
    expect(keep).toHaveBeenLastCalledWith('/no/start', '<p>sessions</p>');
    rerender(inApp(keep, true, 'session 3 opened'));
    hideTab('hidden');
    expect(keep).toHaveBeenLastCalledWith('/no/start', '<p>session 3 opened</p>');
    hideTab('visible');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(keep).toHaveBeenCalledTimes(3);
    rerender(inApp(keep, true, 'left'));
    unmount();
    expect(keep).toHaveBeenLastCalledWith('/no/start', '<p>left</p>');
  });

  it('never keeps a page that has become unsettled (an alert), not even as it turns so', () => {
    const keep = vi.fn();
    const { rerender, unmount } = render(inApp(keep, true, 'sessions'));
    rerender(inApp(keep, false, 'alert'));
    hideTab('hidden');
    unmount();
    hideTab('visible');
    expect(keep.mock.calls).toEqual([['/no/start', '<p>sessions</p>']]);
  });

  it('keeps its controls disabled, since they need the app, and what is true only now left out', () => {
    const keep = vi.fn();
    function Controls() {
      const copy = usePageCopy('/no/admin/fremdrift', true);
      return (
        <div ref={copy}>
          <a href="/no/okt/1/O1A">Økt 1</a>
          <button type="button">Last ned PDF</button>
          <p data-transient="">Oppdatert kl. 10:14</p>
        </div>
      );
    }
    render(
      <PageCopyContext.Provider value={keep}>
        <Controls />
      </PageCopyContext.Provider>,
    );
    expect(keep).toHaveBeenCalledWith('/no/admin/fremdrift', '<a href="/no/okt/1/O1A">Økt 1</a><button type="button" disabled="">Last ned PDF</button><p data-transient=""></p>');
    // The page itself is left alone.
    expect(document.querySelector('button')).toBeEnabled();
  });

  it('keeps nothing where the app keeps no copies', () => {
    const { unmount } = render(<Page calm text="sessions" />);
    expect(() => unmount()).not.toThrow();
  });
});
