import sanitizeHtml from 'sanitize-html';
import { useMemo } from 'react';
import { RICH_TEXT_OPTIONS } from '../contracts/richText';

/** Content HTML, cut down to the tags spec §5 allows however it arrived. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, RICH_TEXT_OPTIONS), [html]);
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
