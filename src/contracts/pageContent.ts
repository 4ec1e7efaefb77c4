import type { Faq, Fylke, Page } from './content';
import type { Lang } from './lang';
import type { OktContent } from './okt';

/**
 * The document a page shows first, written into the page by the server: a content page's text, the FAQ,
 * the counties of the teacher's registration form, or on a session page the sessions' content. The page shows it
 * without the adapters and the HTTP client.
 */
export type PageContent =
  | { kind: 'page'; lang: Lang; slug: string; page: Page }
  | { kind: 'faq'; lang: Lang; faq: Faq }
  | { kind: 'fylker'; fylker: Fylke[] }
  | { kind: 'okter'; lang: Lang; okter: OktContent[] };

/** The element that holds it: `<script id="page-content" type="application/json">`. */
export const PAGE_CONTENT_ID = 'page-content';
