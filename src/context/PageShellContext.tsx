import { createContext, useContext, useDeferredValue, useRef } from 'react';
import { PAGE_SHELL_CLASS } from '../contracts/pageViewer';

/**
 * Issue 20: the markup the server drew a signed-in page with before any script ran (src/prerender.tsx), and the
 * address it was drawn for. The page's screen shows it, as it came, until it can draw itself (useHeldShell).
 */
export interface PageShell {
  path: string;
  html: string;
}

/** The shell of the page shown, while it is the page the server drew; null after the first change of page. */
export const PageShellContext = createContext<PageShell | null>(null);

/**
 * The server's markup while the screen `waits` for what it needs, until the screen has first drawn itself; then null
 * for good, so a later wait shows the screen's own loading look rather than the page as it first came.
 *
 * The wait ends in a deferred render (useDeferredValue): the answers arrive through the machines' snapshots, whose
 * renders React does at once and in one piece, and the first drawing of a whole page was a task of 40–50 ms here (a
 * Lighthouse trace of the start page), four times that on a slowed phone. Deferred, React draws it in slices it
 * can pause between, and the server's markup stays until it is done.
 */
export function useHeldShell(waits: boolean): string | null {
  const shell = useContext(PageShellContext);
  // A screen that mounts with its answers already in (the head's answers came while the page hydrated) still holds
  // the markup for its first render: that render hydrates the server's, and anything else is a mismatch (React's
  // error 418) that draws the whole page again.
  const stillWaits = useDeferredValue(waits, shell !== null && !waits ? true : undefined);
  const drawn = useRef(false);
  // Idempotent, so a second render (StrictMode) decides the same.
  if (!stillWaits) drawn.current = true;
  return shell && stillWaits && !drawn.current ? shell.html : null;
}

/**
 * The server's markup of a page kept as it came. React hydrates the element and leaves its inside alone; the screen
 * replaces the whole of it in one commit when it draws itself. In the entry with the context: a chunk of its own cost
 * every page that holds one a request and more bytes than it has.
 */
export function HeldShell({ html }: { html: string }) {
  return <div className={PAGE_SHELL_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
