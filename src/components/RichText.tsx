import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { RICH_TEXT_TAGS } from '../contracts/richText';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
/** Elements whose content is code, styling or form state rather than text to read: dropped whole. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'textarea', 'select', 'option', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp', 'object', 'title']);
/** https and mailto links and paths on this site; never javascript:, data: or a protocol-relative //host. */
const SAFE_HREF = /^(https:|mailto:|\/(?![/\\]))/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (DROPPED_TAGS.has(tag)) return null;
  const children = [...node.childNodes].map(toReact);
  // A tag the spec does not allow is left out, but its text is kept.
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  const href = tag === 'a' ? (node as Element).getAttribute('href') : null;
  return createElement(tag, { key, href: href !== null && SAFE_HREF.test(href) ? href : undefined }, ...children);
}

/** Content HTML via DOMParser (runs no script, loads nothing) and spec §5's allow-list; defence in depth behind server/content/richTextCheck.ts. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => [...new DOMParser().parseFromString(html, 'text/html').body.childNodes].map(toReact), [html]);
  return <div className={className ?? 'rich-text'}>{nodes}</div>;
}
