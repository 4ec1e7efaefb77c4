import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The h1's id, for the page's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** The line above the heading: where in the product this page is («Økt 2 av 5 · Steg 3 av 6»). */
  eyebrow?: ReactNode;
  /** Progress through the session, drawn as a bar; the eyebrow says the same in words, so the bar is hidden from screen readers. */
  progress?: { value: number; max: number };
  lead?: ReactNode;
}

/** The top of a page: where you are, how far you have come, the one h1, and the sentence that says what to do. */
export function PageHeader({ id, title, eyebrow, progress, lead }: PageHeaderProps) {
  return (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {progress && <progress className="okt-progress" max={progress.max} value={progress.value} aria-hidden="true" />}
      <h1 id={id}>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </>
  );
}
