/** The floor's page: one heading and a paragraph. */
export function Floor() {
  return (
    <main>
      <h1>Personlig økonomi</h1>
      <p>Lær om lønn, skatt, budsjett, sparing og forsikring i fem økter.</p>
    </main>
  );
}
