import { parse } from 'regexparam';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { type Access, isAdminPart, OOPS_REASONS, ROUTES, type RouteMatch, type RouteName } from './routeTable';

const OKT_NUMBER = /^[1-5]$/;

function splitUrl(url: string): { pathname: string; rest: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { pathname: url, rest: '' } : { pathname: url.slice(0, at), rest: url.slice(at) };
}

/**
 * Spec §2: a trailing slash is removed and a path without `no`/`nn` gets `/no`. Returns where to go instead (replaced,
 * so Back does not loop), or null.
 */
export function normalisedUrl(url: string): string | null {
  const { pathname, rest } = splitUrl(url);
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '') path = '/';
  const first = path.split('/')[1] ?? '';
  if (!isLang(first)) path = path === '/' ? `/${DEFAULT_LANG}` : `/${DEFAULT_LANG}${path}`;
  return path === pathname ? null : path + rest;
}

// wouter's own parser, so a pattern means what it means to wouter, for browser and server alike. Compiled on first use
// to keep a cold page's start short.
const COMPILED = new Map<string, { keys: string[]; pattern: RegExp }>();
const compiled = (pattern: string) => {
  let found = COMPILED.get(pattern);
  if (!found) COMPILED.set(pattern, (found = parse(pattern)));
  return found;
};

/** The query of an address (`?klasse=…&okt=…`), without its fragment. */
export const queryOf = (url: string) => new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '');

/** As wouter reads a path: escapes decoded once (decodeURI), and left as they are when they are malformed. */
function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const { keys, pattern: regexp } = compiled(pattern);
  const found = regexp.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [i, key] of keys.entries()) {
    const value = found[i + 1];
    if (value !== undefined) params[key] = value;
  }
  return params;
}

const NOT_FOUND = (lang: Lang, path: string): RouteMatch => ({ name: 'notFound', lang, access: 'public', params: {}, path });

/** The rules a pattern cannot say: a session is 1–5, an oops reason is known (none means `error`), an admin part exists. */
export function routeMatchOf(name: RouteName | 'notFound', lang: Lang, params: Record<string, string>, path: string): RouteMatch {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) return NOT_FOUND(lang, path);
  if ((name === 'okt' || name === 'oktComplete') && !OKT_NUMBER.test(params.okt ?? '')) return NOT_FOUND(lang, path);
  if (name === 'admin' && !isAdminPart(params.part)) return NOT_FOUND(lang, path);
  if (name === 'oops') {
    const reason = params.error ?? 'error';
    if (!(OOPS_REASONS as readonly string[]).includes(reason)) return NOT_FOUND(lang, path);
    params = { ...params, error: reason };
  }
  return { name, lang, access: route.access, params, path };
}

/** Which screen a normalised pathname shows, with its language and middleware. */
export function matchRoute(pathname: string): RouteMatch {
  const path = decodedPath(pathname);
  const [, first = '', ...rest] = path.split('/');
  const lang: Lang = isLang(first) ? first : DEFAULT_LANG;
  if (!isLang(first)) return NOT_FOUND(lang, pathname);
  const below = `/${rest.join('/')}`;
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, below);
    if (params) return routeMatchOf(route.name, lang, params, pathname);
  }
  return NOT_FOUND(lang, pathname);
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
export function bodyThemeClasses(match: Pick<RouteMatch, 'name'>, oktColor = 'blue'): string[] {
  const themes: Partial<Record<RouteMatch['name'], string[]>> = {
    landing: ['login', 'blue'],
    okt: ['okt', oktColor],
    oktComplete: ['okt', oktColor, 'gradient', 'dark'],
    side: ['blue'],
    start: ['dark', 'blue'],
    startOver: ['dark', 'gradient', 'pink'],
  };
  return themes[match.name] ?? ['gradient', 'blue'];
}
