import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { injectConsentBanner, readRuntimeConfig } from './app/runtimeConfig';
import { readUserState } from './services/userState';
import './styles/app.css';

injectConsentBanner(document, readRuntimeConfig(document));
const state = readUserState(window.localStorage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App viewer={{ isLoggedIn: state.isLoggedIn, canAdmin: state.canAdmin }} />
  </StrictMode>,
);
