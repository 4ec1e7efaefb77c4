import type { Content } from '../content/loadContent';
import type { PageContent } from '../../src/contracts/pageContent';
import { matchRoute, normalisedUrl } from '../../src/contracts/routing';

/**
 * The document a page address shows first, from the loaded content: the same data the public API answers with
 * (server/routes/public/pages.ts and fylke.ts). The server writes it into the page, so a content page, and
 * the teacher's registration form, show without the adapters. None for an address the app first normalises, or an
 * unknown page (the app asks the API and shows its 404 message).
 */
export function pageContentOf(content: Content): (urlPath: string) => PageContent | null {
  return (urlPath) => {
    const pathname = urlPath.split(/[?#]/)[0] ?? urlPath;
    if (normalisedUrl(pathname) !== null) return null;
    const match = matchRoute(pathname);
    const lang = match.lang;
    const slug = match.name === 'cookies' ? 'cookies' : match.name === 'side' || match.name === 'melding' ? match.params.slug : undefined;
    if (slug !== undefined) {
      const page = content.pages[lang].get(slug);
      return page ? { kind: 'page', lang, slug, page } : null;
    }
    if (match.name === 'faq') return { kind: 'faq', lang, faq: content.faq[lang] };
    if (match.name === 'veiledere' || match.name === 'auth') return { kind: 'fylker', fylker: [...content.fylker] };
    return null;
  };
}
