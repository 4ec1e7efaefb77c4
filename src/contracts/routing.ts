import { parse } from 'regexparam';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { type Access, OOPS_REASONS, ROUTES, type RouteMatch } from './routeTable';

const OKT_NUMBER = /^[1-5]$/;

function splitUrl(url: string): { pathname: string; rest: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { pathname: url, rest: '' } : { pathname: url.slice(0, at), rest: url.slice(at) };
}

/**
 * Spec §2 routing rules: a trailing slash is removed and a path without `no`/`nn` gets `/no` added.
 * Returns where to go instead (to be replaced, so Back does not loop), or null when the URL is already right.
 */
export function normalisedUrl(url: string): string | null {
  const { pathname, rest } = splitUrl(url);
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '') path = '/';
  const first = path.split('/')[1] ?? '';
  if (!isLang(first)) path = path === '/' ? `/${DEFAULT_LANG}` : `/${DEFAULT_LANG}${path}`;
  return path === pathname ? null : path + rest;
}

// wouter's own parser (regexparam), so a pattern means here and on the server what it means to wouter's <Route>.
const COMPILED = new Map(ROUTES.map((route) => [route.pattern, parse(route.pattern)]));

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const { keys, pattern: regexp } = COMPILED.get(pattern)!;
  const found = regexp.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [i, key] of keys.entries()) {
    const value = found[i + 1];
    if (value === undefined) continue;
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** Which screen a normalised pathname shows, with its language and middleware. */
export function matchRoute(pathname: string): RouteMatch {
  const [, first = '', ...rest] = pathname.split('/');
  const lang: Lang = isLang(first) ? first : DEFAULT_LANG;
  const below = isLang(first) ? `/${rest.join('/')}` : pathname;
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, below);
    if (!params) continue;
    if ((route.name === 'okt' || route.name === 'oktComplete') && !OKT_NUMBER.test(params.okt ?? '')) break;
    if (route.name === 'oops') {
      const reason = params.error ?? 'error';
      if (!(OOPS_REASONS as readonly string[]).includes(reason)) break;
      params.error = reason;
    }
    return { name: route.name, lang, access: route.access, params, path: pathname };
  }
  return { name: 'notFound', lang, access: 'public', params: {}, path: pathname };
}

export interface Viewer {
  isLoggedIn: boolean;
  canAdmin: boolean;
}

/** Route middleware: null when the viewer may see the route, otherwise where to send them. */
export function accessRedirect(access: Access, lang: Lang, viewer: Viewer): string | null {
  if (access === 'public') return null;
  if (!viewer.isLoggedIn) return access === 'teacher' ? `/${lang}/veiledere` : `/${lang}`;
  if (access === 'teacher' && !viewer.canAdmin) return `/${lang}/oops/ikke-tilgang`;
  return null;
}

/** Body classes of spec §2; `oktColor` is the session's colour from the content. */
export function bodyThemeClasses(match: Pick<RouteMatch, 'name'>, oktColor?: string): string[] {
  switch (match.name) {
    case 'landing':
      return ['login', 'blue'];
    case 'okt':
      return ['okt', oktColor ?? 'blue'];
    case 'oktComplete':
      return ['okt', oktColor ?? 'blue', 'gradient', 'dark'];
    case 'side':
      return ['blue'];
    case 'start':
      return ['dark', 'blue'];
    case 'startOver':
      return ['dark', 'gradient', 'pink'];
    default:
      return ['gradient', 'blue'];
  }
}
