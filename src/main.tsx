import { boot } from './app/boot';
import { injectConsentBanner, readRuntimeConfig } from './services/runtimeConfig';
import { registerServiceWorker } from './app/serviceWorker';
import { nextTask } from './services/nextTask';
import { LOAD_FAILED_EVENT } from './contracts/reloadGuard';
import './design/tokens.css';
import './styles/app.css';

const config = readRuntimeConfig(document);
injectConsentBanner(document, config);
registerServiceWorker();

// The app starts in short tasks rather than one long one that would hold a pupil's first tap back: this entry; the
// actor system's modules and its start, one machine a task (src/app/boot.tsx), while React DOM downloads; React DOM
// (the largest module to evaluate: about 16 ms on a fast machine, four times that on a slow Chromebook); and the
// first render, with the browser's turn between them. The server preloads React DOM and the actor system's modules
// with the entry on a page drawn in the browser (server/build/viteManifest.ts), so the split costs no round trip. If
// the network drops React DOM, the load watch answers as for a failed entry (server/plugins/loadWatch.ts).
const reactDom = nextTask().then(() => import('react-dom/client'));
reactDom.catch(() => window.dispatchEvent(new Event(LOAD_FAILED_EVENT)));
void boot(config, reactDom);
