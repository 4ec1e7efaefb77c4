import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from '../services/runtimeConfig';
import { LOADERS } from '../i18n/useCatalogue';
import { preparePrerendered } from './screens';
import { matchRoute } from '../contracts/routing';
import { readUserState } from '../services/userState';
import { startBrowserSystem } from './system';
import { nextTask } from '../services/nextTask';

/** React DOM's two ways in, which the entry hands over once it has loaded them (src/main.tsx). */
export type ReactDom = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/**
 * Draws the app into the page, or hydrates the public page the build prerendered, once React DOM has loaded
 * (src/main.tsx). Nothing is drawn when it does not load: the entry tells the load watch.
 */
export async function boot(config: RuntimeConfig, reactDom: Promise<ReactDom>) {
  const root = document.getElementById('root')!;
  // The app's actor system, once, outside React: restored from the device's state, at the address the page loads,
  // started in the browser's turns while React DOM downloads.
  const restored = readUserState(window.localStorage);
  const system = await startBrowserSystem(restored, config.feide === true, nextTask);
  const loaded = await reactDom.catch(() => null);
  if (!loaded) return;
  const { createRoot, hydrateRoot } = loaded;
  await nextTask();
  const app = (texts?: Parameters<typeof App>[0]['texts']) => (
    <StrictMode>
      <App system={system} texts={texts} />
    </StrictMode>
  );
  // The first render is a transition: React renders it in slices and lets the browser in between, instead of one long
  // task on a slow Chromebook. Later renders from the machines' snapshots are not (useSyncExternalStore).
  const drawAfresh = () => {
    root.replaceChildren();
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app()));
  };

  // A public page the build prerendered (src/prerender.tsx) is hydrated: the markup stays, nothing moves. It was
  // rendered for a visitor at this very address; for a signed-in user, or at another address (the service worker's
  // offline copy of the last page), the page is drawn afresh.
  if (root.dataset.prerendered === window.location.pathname && !restored.isLoggedIn) {
    const lang = window.location.pathname.startsWith('/nn') ? 'nn' : 'no';
    // The page's own texts too (the sign-in part on the two sign-in pages, the teacher's part on the teachers' page),
    // so the first render is the prerendered one; and its lazy screens, so that React hydrates them rather than their
    // loading look.
    Promise.all([LOADERS[lang](), preparePrerendered(matchRoute(window.location.pathname), lang)]).then(
      // Object.assign: spreading hundreds of texts took 4–13 ms of a cold page's task, this under 1.2 (docs/decisions/first-paint.md).
      ([texts, pageTexts]) => startTransition(() => void hydrateRoot(root, app({ [lang]: Object.assign({}, texts.default, pageTexts) }))),
      drawAfresh,
    );
  } else {
    drawAfresh();
  }
}
