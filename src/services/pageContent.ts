import type { ContentDocument, ContentRequest } from '../../machines/contentPageMachine';
import type { Lang } from '../contracts/lang';
import type { OktContent } from '../contracts/okt';
import { PAGE_CONTENT_ID, type PageContent } from '../contracts/pageContent';
import { readScriptObject } from './runtimeConfig';

const KINDS = new Set(['page', 'faq', 'fylker', 'okter']);

/** What the server wrote into this page (server/plugins/pageContent.ts), read once; null when none, or not of its shape. */
export function readPageContent(doc: Document): PageContent | null {
  const value = readScriptObject(doc, PAGE_CONTENT_ID);
  return value && KINDS.has(value.kind as string) ? (value as PageContent) : null;
}

/** The page's own document when it is the one asked for: the same page in the same language, the FAQ, or the counties. */
export function answerFromPage(content: PageContent | null, request: ContentRequest): ContentDocument | null {
  if (!content || content.kind !== request.kind) return null;
  switch (content.kind) {
    case 'page':
      return request.kind === 'page' && request.lang === content.lang && request.slug === content.slug && content.page ? { kind: 'page', page: content.page } : null;
    case 'faq':
      return request.kind === 'faq' && request.lang === content.lang && content.faq ? { kind: 'faq', faq: content.faq } : null;
    case 'fylker':
      return Array.isArray(content.fylker) ? { kind: 'fylker', fylker: content.fylker } : null;
  }
}

/** The sessions' content a session page came with, when it is in the language asked for. */
export const oktContentFromPage = (content: PageContent | null, lang: Lang): OktContent[] | null =>
  content?.kind === 'okter' && content.lang === lang && Array.isArray(content.okter) ? content.okter : null;

let fromThisPage: PageContent | null | undefined;
export const pageContent = () => (fromThisPage ??= typeof document === 'undefined' ? null : readPageContent(document));
