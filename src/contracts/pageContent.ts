import type { Faq, Fylke, Page } from './content';
import type { Lang } from './lang';
import type { OktContent } from './okt';

/** The content the server writes into a page, so it shows without the adapters and the HTTP client. */
export type PageContent =
  | { kind: 'page'; lang: Lang; slug: string; page: Page }
  | { kind: 'faq'; lang: Lang; faq: Faq }
  | { kind: 'fylker'; fylker: Fylke[] }
  | { kind: 'okter'; lang: Lang; okter: OktContent[] };

/** The id of its `<script type="application/json">`. */
export const PAGE_CONTENT_ID = 'page-content';
