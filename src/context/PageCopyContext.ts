import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/** Keeps a page's markup as this device shows it (src/services/pageCopy.ts); null where nothing is kept. */
export type KeepPageCopy = (path: string, html: string) => void;

export const PageCopyContext = createContext<KeepPageCopy | null>(null);

/**
 * The markup as the next load shows it before the app runs: its controls disabled, since they need the app (a link
 * works without it), and what is true only now (marked `data-transient`, «Oppdatert kl. 10:14») left empty.
 */
function copyOf(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const control of copy.querySelectorAll<HTMLButtonElement>('button, input, select, textarea')) control.disabled = true;
  for (const transient of copy.querySelectorAll('[data-transient]')) transient.replaceChildren();
  return copy.innerHTML;
}

/**
 * Issue 20: the element whose markup this device keeps as the page at `path`, for its next load to paint at once
 * (server/plugins/pageCopy.ts). Kept while `calm` (drawn from the server's answers, with no passing alert): when it is
 * first drawn so, and whenever the user leaves it (another page, the tab hidden or closed), so the copy is what the
 * page showed last.
 */
export function usePageCopy(path: string, calm: boolean) {
  const keep = useContext(PageCopyContext);
  const ref = useRef<HTMLDivElement>(null);
  const calmNow = useRef(calm);
  // Before the effect below is cleaned up at the same commit, so a page that has just become unsettled is not kept.
  useLayoutEffect(() => {
    calmNow.current = calm;
  });
  useEffect(() => {
    const element = ref.current;
    if (!keep || !calm || !element) return;
    // A page that has become unsettled since (an alert) is not kept as it is now; an unmounted one still has its markup.
    const save = () => {
      if (calmNow.current) keep(path, copyOf(element));
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    save();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [keep, path, calm]);
  return ref;
}
