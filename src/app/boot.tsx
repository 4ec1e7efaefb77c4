import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from '../services/runtimeConfig';
import { readUserState } from '../services/userState';
import { LOADERS } from '../i18n/useCatalogue';
import { preparePrerendered } from './screens';
import { matchRoute } from '../contracts/routing';
import { PAGE_SHELL_CLASS, SHELL_HIDDEN_CLASS, viewerOf } from '../contracts/pageViewer';
import type { PageShell } from '../context/PageShellContext';

/** React DOM's two ways in, which the entry hands over once it has loaded them (src/main.tsx). */
export type ReactDom = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/** Draws the app into the page, or hydrates the page the server drew: the entry's last stage (src/main.tsx). */
export function boot(config: RuntimeConfig, { createRoot, hydrateRoot }: ReactDom) {
  const root = document.getElementById('root')!;
  const restored = readUserState(window.localStorage);
  // The Firebase profile keeps the records in Firestore, where the server cannot draw the start page from.
  const cookies = config.profile === 'firebase' ? undefined : { jar: document, secure: window.location.protocol === 'https:' };
  const app = (texts?: Parameters<typeof App>[0]['texts'], shell: PageShell | null = null) => (
    <StrictMode>
      <App restored={restored} storage={window.localStorage} texts={texts} feide={config.feide === true} shell={shell} pageVersion={config.contentVersion} cookies={cookies} />
    </StrictMode>
  );
  const unhide = () => document.documentElement.classList.remove(SHELL_HIDDEN_CLASS);
  // The first render is a transition (issue 20): React renders it in slices and lets the browser in between, instead
  // of one long task on a slow Chromebook. Later renders from the machines' snapshots are not (useSyncExternalStore).
  const drawAfresh = () => {
    root.replaceChildren();
    unhide();
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app()));
  };

  // A page the server sent prerendered (issue 20) is hydrated: the markup stays, nothing moves. It was rendered for one
  // viewer (a visitor, or a signed-in pupil on a session page) at this very address; for anyone else, or at another
  // address (the service worker's offline copy), the page is drawn afresh; so too a start page the server drew for
  // another pupil than the one signed in here (its `data-owner`, server/plugins/pupilStart.ts).
  const drawnFor = root.dataset.viewer ?? 'visitor';
  const ownerFits = root.dataset.owner === undefined || root.dataset.owner === restored.firestoreUserId;
  if (root.dataset.prerendered === window.location.pathname && drawnFor === viewerOf(restored, Date.now()) && ownerFits) {
    unhide();
    const lang = window.location.pathname.startsWith('/nn') ? 'nn' : 'no';
    // A pupil's page keeps the server's markup in its screen until it can draw itself (PageShellContext.tsx).
    const shellHtml = root.querySelector(`.${PAGE_SHELL_CLASS}`)?.innerHTML;
    const shell = shellHtml === undefined ? null : { path: window.location.pathname, html: shellHtml };
    // The page's own texts too (issue 21's sign-in part on the two sign-in pages, the teacher's part on the teachers'
    // page), so the first render is the prerendered one; and its lazy screens, so that React hydrates them rather than
    // their loading look. A pupil's page waits for no sign-in texts: they were a chunk fetched after the entry.
    Promise.all([LOADERS[lang](), preparePrerendered(matchRoute(window.location.pathname), lang)]).then(
      // Object.assign: spreading hundreds of texts took 4–13 ms of a cold page's task, this under 1.2 (docs/decisions.md).
      ([texts, pageTexts]) => startTransition(() => void hydrateRoot(root, app({ [lang]: Object.assign({}, texts.default, pageTexts) }, shell))),
      drawAfresh,
    );
  } else {
    drawAfresh();
  }
}
