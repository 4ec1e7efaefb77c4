import type { Content } from '../content/loadContent';
import type { PageContent } from '../../src/contracts/pageContent';
import { matchRoute, normalisedUrl } from '../../src/contracts/routing';
import { ROUTE_PAGES } from '../../src/contracts/routeTable';

/**
 * The document a page address shows first, as the public API answers it (server/routes/public/content.ts), written
 * into the page so it shows without the adapters.
 */
export function pageContentOf(content: Content): (urlPath: string) => PageContent | null {
  return (urlPath) => {
    const pathname = urlPath.split(/[?#]/)[0] ?? urlPath;
    if (normalisedUrl(pathname) !== null) return null;
    const match = matchRoute(pathname);
    if (match.name === 'notFound') return null;
    const { lang } = match;
    // What the route table says the page carries (src/contracts/routeTable.ts `data`).
    const data = ROUTE_PAGES[match.name].data;
    switch (data?.kind) {
      case 'page': {
        const slug = data.slug ?? match.params.slug ?? '';
        const page = content.pages[lang].get(slug);
        return page ? { kind: 'page', lang, slug, page } : null;
      }
      case 'faq':
        return { kind: 'faq', lang, faq: content.faq[lang] };
      case 'fylker':
        return { kind: 'fylker', fylker: [...content.fylker] };
      case 'okter':
        return { kind: 'okter', lang, okter: content.okter[lang] };
      default:
        return null;
    }
  };
}
