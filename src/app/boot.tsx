import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from '../services/runtimeConfig';
import { LOADERS } from '../i18n/useCatalogue';
import { preparePrerendered } from './screens';
import { matchRoute } from '../contracts/routing';
import { readUserState } from '../services/userState';
import { nextTask } from '../services/nextTask';
import { LOAD_FAILED_EVENT } from '../contracts/reloadGuard';

/** React DOM's two ways in, which the entry hands over once it has loaded them (src/main.tsx). */
export type ReactDom = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/**
 * The actor system's modules, each evaluated in a task of its own: a machine's module builds its state tree as it is
 * evaluated, and inside the entry they would make one task of 100–240 ms with the CPU four times slower, and the entry
 * a file the browser compiles before it first paints the page. The server preloads them with the entry on a page
 * drawn in the browser (`ENTRY_STAGES` in server/build/viteManifest.ts); a prerendered page fetches them once it
 * shows. The composition root (./system) comes last, when every machine it binds is there.
 */
const SYSTEM_MODULES = [
  () => import('../../machines/authMachine'),
  () => import('../../machines/progressMachine'),
  () => import('../../machines/oktMachine'),
];

/** The actor system's modules, loaded one a task; answers how the browser starts the system. */
async function loadSystem() {
  for (const load of SYSTEM_MODULES) {
    await load();
    await nextTask();
  }
  const { startBrowserSystem } = await import('./system');
  await nextTask();
  return startBrowserSystem;
}

/**
 * Draws the app into the page, or hydrates the public page the build prerendered, once React DOM has loaded
 * (src/main.tsx). Nothing is drawn when it or the actor system's modules do not load, and the load watch is told
 * (server/plugins/loadWatch.ts).
 */
export async function boot(config: RuntimeConfig, reactDom: Promise<ReactDom>) {
  const root = document.getElementById('root')!;
  // The app's actor system, once, outside React: restored from the device's state, at the address the page loads,
  // started in the browser's turns while React DOM downloads.
  const restored = readUserState(window.localStorage);
  const startBrowserSystem = await loadSystem().catch(() => null);
  if (!startBrowserSystem) return void window.dispatchEvent(new Event(LOAD_FAILED_EVENT));
  const system = await startBrowserSystem(restored, config.feide === true, nextTask);
  // React DOM's failure is the entry's to tell (src/main.tsx).
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
