import type { ReactNode } from 'react';

/**
 * A design-system story's page: one h1 naming the component (Storybook's own name for it, not product
 * text), then the examples on the session's background, as they stand on a screen.
 */
export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="design-specimen">
      <h1>{title}</h1>
      {children}
    </main>
  );
}
