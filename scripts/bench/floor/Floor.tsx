import { StrictMode } from 'react';

/** The floor's page: one heading and a paragraph, in StrictMode as the app is. */
export function Floor() {
  return (
    <StrictMode>
      <main>
        <h1>Personlig økonomi</h1>
        <p>Lær om lønn, skatt, budsjett, sparing og forsikring i fem økter.</p>
      </main>
    </StrictMode>
  );
}
