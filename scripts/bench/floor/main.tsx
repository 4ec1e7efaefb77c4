import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The floor: a bare React 19 page (one heading and a paragraph), built by the same Vite and served by
 * the same server with the same compression as the app, so its Lighthouse figures say what this machine gives any
 * React page. The app's pages are measured against it in the same run.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Personlig økonomi</h1>
      <p>Lær om lønn, skatt, budsjett, sparing og forsikring i fem økter.</p>
    </main>
  </StrictMode>,
);
