import { StrictMode, startTransition, useEffect } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { RuntimeConfig } from '../services/runtimeConfig';
import { LOADERS } from '../i18n/useCatalogue';
import { prepareScreen } from './screens';
import { matchRoute } from '../contracts/routing';
import { readUserState } from '../services/userState';
import { nextTask } from '../services/nextTask';
import { LOAD_FAILED_EVENT } from '../contracts/reloadGuard';
import { formatLocaleOf } from '../contracts/lang';
import { loadLocaleData } from '../i18n/resolvedLocale';
import { holdUntilPainted } from '../services/paintGate';

/** React DOM's two ways in, which the entry hands over once it has loaded them (src/main.tsx). */
export type ReactDom = { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };

/**
 * The actor system in two stages, each evaluated in a task of its own as each builds state trees (vite.config.ts groups
 * them, `ENTRY_STAGES` in server/build/viteManifest.ts preloads them): XState with the sign-in, then the rest.
 */
async function loadSystem() {
  await import('../../machines/authMachine');
  await nextTask();
  const { startBrowserSystem } = await import('./system');
  await nextTask();
  return startBrowserSystem;
}

/** Draws the app, or hydrates the prerendered public page; when the system's modules do not load, tells the load watch (server/plugins/loadWatch.ts). */
export async function boot(config: RuntimeConfig, reactDom: Promise<ReactDom>) {
  const root = document.getElementById('root')!;
  const route = matchRoute(window.location.pathname);
  const { lang } = route;
  const restored = readUserState(window.localStorage);
  // A prerendered page (src/prerender.tsx) was rendered for a visitor at this very address: it is hydrated, in a
  // transition the browser can get in between. For a signed-in user, or at another address (the service worker's
  // offline copy), the page is drawn afresh, and not in a transition: each answer arriving meanwhile would start a
  // transition's render over, so the page would paint only after the last of them.
  const hydrates = root.dataset.prerendered === window.location.pathname && !restored.isLoggedIn;
  // A page drawn afresh paints before the adapters and its page machines load (src/services/paintGate.ts).
  const painted = hydrates ? null : holdUntilPainted();
  // The actor system starts in the browser's turns while React DOM downloads.
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
  // The page's texts and lazy screen first, so the first render is the page (or the prerendered markup, as sent).
  const prepared = Promise.all([LOADERS[lang](), prepareScreen(route, lang)]).then(
    // Object.assign, not a spread (docs/decisions/first-paint.md).
    ([texts, pageTexts]) => ({ [lang]: Object.assign({}, texts.default, pageTexts) }),
    () => undefined,
  );

  if (!hydrates) {
    // This page paints only after its first render, so the browser's locale data comes before it, in a task of its own
    // (src/i18n/resolvedLocale.ts); a hydrated page has painted already.
    loadLocaleData(formatLocaleOf(lang));
    await nextTask();
  }
  const texts = await prepared;
  if (hydrates && texts) return void startTransition(() => void hydrateRoot(root, app(texts)));
  root.replaceChildren();
  createRoot(root).render(
    <>
      {app(texts)}
      {painted && <Painted then={painted} />}
    </>,
  );
  // Whatever holds the first render back (a screen that fails to load), what waits for its paint goes on.
  if (painted) setTimeout(painted, PAINT_WAIT_MAX_MS);
}

const PAINT_WAIT_MAX_MS = 3000;

/**
 * Calls `then` once the first render has painted: when the browser reports the page's first contentful paint, or,
 * where it cannot, a frame after the render's commit.
 */
function Painted({ then }: { then: () => void }) {
  useEffect(() => {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return void requestAnimationFrame(() => setTimeout(then));
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => observer.disconnect();
  }, [then]);
  return null;
}
