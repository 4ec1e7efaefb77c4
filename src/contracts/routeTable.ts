import type { CataloguePart } from '../i18n/catalogueParts';
import type { Lang } from './lang';

/** Route middleware of spec §6. */
export type Access = 'public' | 'auth' | 'teacher';

export type RouteName =
  | 'landing'
  | 'auth'
  | 'cookies'
  | 'faq'
  | 'feide'
  | 'admin'
  | 'melding'
  | 'mineData'
  | 'oktComplete'
  | 'okt'
  | 'oops'
  | 'side'
  | 'startOver'
  | 'start'
  | 'veiledere';

export interface RouteDef {
  name: RouteName;
  /** Path below `/{lang}`, in wouter's pattern syntax. */
  pattern: string;
  access: Access;
  /**
   * UI text parts the page shows first beyond the pupil's, preloaded by the server (server/plugins/spa.ts `textPartsOf`).
   * A session page takes `okt3` on økt 3's pages, `activities` on the others.
   */
  texts: readonly CataloguePart[];
  /** The systemId of the page machine the app machine runs (machines/appMachine.ts). */
  machine?: PageMachine;
}

/** The page machines the app machine loads with their page (src/app/system.ts `loadPage`). */
export type PageMachine = 'myData' | 'startPage' | 'admin' | 'activity' | 'pageContent';

/** Spec §2, in match order (the completed page before the generic activity page). */
export const ROUTES: readonly RouteDef[] = [
  { name: 'landing', pattern: '/', access: 'public', texts: ['signin'] },
  { name: 'auth', pattern: '/auth', access: 'public', texts: ['signin'] },
  { name: 'cookies', pattern: '/cookies', access: 'public', texts: [], machine: 'pageContent' },
  { name: 'faq', pattern: '/faq', access: 'public', texts: [], machine: 'pageContent' },
  // Where Feide sends the browser back (elev or veileder), not in the spec's route list (docs/decisions/feide.md).
  { name: 'feide', pattern: '/feide/:side', access: 'public', texts: ['signin'] },
  { name: 'admin', pattern: '/admin/:part', access: 'teacher', texts: ['teacher'], machine: 'admin' },
  { name: 'melding', pattern: '/melding/:slug', access: 'auth', texts: [], machine: 'pageContent' },
  // Not in the spec's route list; the same path in Bokmål and Nynorsk (docs/decisions/privacy-and-retention.md).
  { name: 'mineData', pattern: '/mine-data', access: 'auth', texts: [], machine: 'myData' },
  { name: 'oktComplete', pattern: '/okt/:okt/Fullfort', access: 'auth', texts: ['activities', 'okt3', 'later'], machine: 'pageContent' },
  { name: 'okt', pattern: '/okt/:okt/:part', access: 'auth', texts: ['activities', 'okt3'], machine: 'activity' },
  { name: 'oops', pattern: '/oops/:error?', access: 'public', texts: [] },
  { name: 'side', pattern: '/side/:slug', access: 'public', texts: [], machine: 'pageContent' },
  { name: 'startOver', pattern: '/start-pa-nytt', access: 'auth', texts: [] },
  { name: 'start', pattern: '/start', access: 'auth', texts: [], machine: 'startPage' },
  { name: 'veiledere', pattern: '/veiledere', access: 'public', texts: ['signin', 'teacher'], machine: 'pageContent' },
];

/** Public content in a page's first HTML (server/plugins/pageContent.ts); without `slug`, the address's `:slug`. */
export type PageData = { kind: 'page'; slug?: string } | { kind: 'faq' } | { kind: 'fylker' } | { kind: 'okter' };

export interface RoutePage {
  /** The message id of the document title; null where the page's content or state gives it. */
  title: string | null;
  /** UI text parts the page fetches itself, not preloaded. */
  textsFetched: readonly CataloguePart[];
  data: PageData | null;
}

/** Apart from ROUTES, so the browser's entry does not carry it (server/build/firstLoad.ts). */
export const ROUTE_PAGES: Readonly<Record<RouteName, RoutePage>> = {
  landing: { title: 'app.name', textsFetched: [], data: null },
  auth: { title: 'auth.title', textsFetched: [], data: { kind: 'fylker' } },
  cookies: { title: null, textsFetched: [], data: { kind: 'page', slug: 'cookies' } },
  faq: { title: null, textsFetched: [], data: { kind: 'faq' } },
  feide: { title: 'login.feide.returning', textsFetched: [], data: null },
  admin: { title: 'admin.title', textsFetched: [], data: null },
  melding: { title: null, textsFetched: [], data: { kind: 'page' } },
  mineData: { title: 'account.myData.title', textsFetched: ['teacher'], data: null },
  oktComplete: { title: null, textsFetched: [], data: null },
  // Charts and line choices fetch the later texts.
  okt: { title: null, textsFetched: ['later'], data: { kind: 'okter' } },
  oops: { title: null, textsFetched: [], data: null },
  side: { title: null, textsFetched: [], data: { kind: 'page' } },
  startOver: { title: 'startOver.title', textsFetched: [], data: null },
  start: { title: 'start.title', textsFetched: [], data: null },
  veiledere: { title: 'veiledere.title', textsFetched: [], data: { kind: 'fylker' } },
};

export const routeOf = (name: RouteName): RouteDef => ROUTES.find((route) => route.name === name)!;

/**
 * The parts of the admin area, each with the machines it runs while shown, by systemId (machines/adminMachine.ts): the
 * teacher's account on «klasser», the pace and who may open each session on «økter», the class view on «fremdrift»,
 * the teacher's guide, and the class's results on the board (`tavle`). Any other part is the 404 page.
 */
export const ADMIN_PARTS = {
  klasser: ['account'],
  okter: ['classPace', 'classProgress'],
  fremdrift: ['classView'],
  veiledning: ['guide'],
  tavle: ['board'],
} as const;
export type AdminPart = keyof typeof ADMIN_PARTS;
export type AdminPartMachine = (typeof ADMIN_PARTS)[AdminPart][number];
export const isAdminPart = (part: string | undefined): part is AdminPart => Object.hasOwn(ADMIN_PARTS, part ?? '');

/** The address of an admin part, about one class where `classCode` names it. */
export const adminPath = (lang: string, part: AdminPart, classCode: string | null = null) =>
  `/${lang}/admin/${part}${classCode ? `?klasse=${encodeURIComponent(classCode)}` : ''}`;

export const OOPS_REASONS = ['error', 'logg-inn-igjen', 'ikke-tilgang', 'serveren-opptatt', 'session-expired'] as const;
export type OopsReason = (typeof OOPS_REASONS)[number];

export interface RouteMatch {
  name: RouteName | 'notFound';
  lang: Lang;
  access: Access;
  params: Record<string, string>;
  path: string;
}
