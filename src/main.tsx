import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { injectConsentBanner, readRuntimeConfig } from './services/runtimeConfig';
import { registerServiceWorker } from './app/serviceWorker';
import { readUserState } from './services/userState';
import { LOADERS } from './i18n/useCatalogue';
import { loadSigninTexts } from './i18n/SigninTexts';
import { preparePrerendered } from './app/screens';
import { matchRoute } from './contracts/routing';
import './design/tokens.css';
import './styles/app.css';

const config = readRuntimeConfig(document);
injectConsentBanner(document, config);
registerServiceWorker();

const root = document.getElementById('root')!;
const restored = readUserState(window.localStorage);
const app = (texts?: Parameters<typeof App>[0]['texts']) => (
  <StrictMode>
    <App restored={restored} storage={window.localStorage} texts={texts} feide={config.feide === true} />
  </StrictMode>
);
// The first render is a transition (issue 20): React renders it in slices and lets the browser in between, instead
// of one long task on a slow Chromebook. Later renders from the machines' snapshots are not (useSyncExternalStore).
const drawAfresh = () => {
  root.replaceChildren();
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app()));
};

// A page the server sent prerendered (issue 20) is hydrated: the markup stays, nothing moves. It was rendered for a
// visitor at this very address; for anyone signed in, or at another address (the service worker's offline copy),
// the page is drawn afresh.
if (root.dataset.prerendered === window.location.pathname && !restored.isLoggedIn) {
  const lang = window.location.pathname.startsWith('/nn') ? 'nn' : 'no';
  // The page's own texts too (issue 21's sign-in part, the teacher's part on the teachers' page), so the first render
  // is the prerendered one; and its lazy screens, so that React hydrates them rather than their loading look.
  Promise.all([LOADERS[lang](), loadSigninTexts(lang), preparePrerendered(matchRoute(window.location.pathname), lang)]).then(
    ([texts, signin, pageTexts]) => startTransition(() => void hydrateRoot(root, app({ [lang]: { ...texts.default, ...signin, ...pageTexts } }))),
    drawAfresh,
  );
} else {
  drawAfresh();
}
