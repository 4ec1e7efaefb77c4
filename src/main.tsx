import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { injectConsentBanner, readRuntimeConfig } from './services/runtimeConfig';
import { registerServiceWorker } from './app/serviceWorker';
import { readUserState } from './services/userState';
import './design/tokens.css';
import './styles/app.css';

injectConsentBanner(document, readRuntimeConfig(document));
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App restored={readUserState(window.localStorage)} />
  </StrictMode>,
);
