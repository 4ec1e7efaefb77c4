import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import no from 'catalogue:no/pupil';
import nn from 'catalogue:nn/pupil';
import noSignin from 'catalogue:no/signin';
import nnSignin from 'catalogue:nn/signin';
import { App } from './app/App';
import { INITIAL_USER_STATE } from './services/userState';

/**
 * Issue 20: the public pages rendered to HTML at build time, as a visitor sees them, for the server to send in its
 * HTML (server/plugins/spa.ts) and the browser to hydrate (main.tsx). The page's text is there before any script
 * runs. Built by `vite build --ssr` and run by scripts/prerender.mjs.
 */
export const PRERENDERED_PATHS = ['/no', '/nn'] as const;

/** Nothing is stored while prerendering: the app reads the device's storage only in effects, which never run here. */
const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

/**
 * `feide`: as a server that offers sign-in with Feide shows it (issue 21); the server picks the variant its own
 * configuration gives (prerenderedKey), so hydration finds the same markup.
 */
export function render(path: (typeof PRERENDERED_PATHS)[number], feide = false): string {
  const lang = path.startsWith('/nn') ? 'nn' : 'no';
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App restored={INITIAL_USER_STATE} storage={noStorage} texts={{ [lang]: lang === 'nn' ? { ...nn, ...nnSignin } : { ...no, ...noSignin } }} feide={feide} />
      </Router>
    </StrictMode>,
  );
}
