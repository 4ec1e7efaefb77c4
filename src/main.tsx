import { boot } from './app/boot';
import { injectConsentBanner, readRuntimeConfig } from './services/runtimeConfig';
import { registerServiceWorker } from './app/serviceWorker';
import { nextTask } from './services/nextTask';
import { LOAD_FAILED_EVENT } from './contracts/reloadGuard';
import './design/tokens.css';
import './styles/app.css';
// The session screen's and its activities' styles: in the entry's one sheet, not a sheet and a chunk more on a session page.
import './styles/mobile.css';
import './styles/budget.css';
import './styles/credit.css';
import './styles/closing.css';

const config = readRuntimeConfig(document);
injectConsentBanner(document, config);
registerServiceWorker();

// The app starts in short tasks, not one long one holding back a pupil's first tap: this entry, the actor system
// (src/app/boot.tsx) while React DOM downloads, React DOM, then the first render. The server preloads them
// (server/build/viteManifest.ts); a dropped React DOM counts as a failed entry (server/plugins/loadWatch.ts).
const reactDom = nextTask().then(() => import('react-dom/client'));
reactDom.catch(() => window.dispatchEvent(new Event(LOAD_FAILED_EVENT)));
void boot(config, reactDom);
