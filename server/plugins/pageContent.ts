import type { Content } from '../content/loadContent';
import type { PageContent } from '../../src/contracts/pageContent';
import { matchRoute, normalisedUrl } from '../../src/contracts/routing';
import { ROUTE_PAGES } from '../../src/contracts/routeTable';

/**
 * The document a page address shows first, from the loaded content: the same data the public API answers with
 * (server/routes/public/pages.ts, fylke.ts and okt.ts). The server writes it into the page, so a content page, the
 * teacher's registration form and a session page's heading show without the adapters. None for an address the app first normalises, or an
 * unknown page (the app asks the API and shows its 404 message). Which document a route's page carries is the route
 * table's `data` (src/contracts/routeTable.ts `ROUTE_PAGES`).
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
