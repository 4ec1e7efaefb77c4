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
   * The parts of the UI texts (src/i18n/catalogueParts.ts) the page shows first beyond the pupil's: the server preloads
   * them with its first HTML (server/plugins/spa.ts `textPartsOf`), and the browser shows a route with the sign-in part
   * inside SigninTexts (src/app/screens.tsx). A session page has one of `activities` and `okt3`: økt 3's own part on
   * økt 3's pages, the activities' on the others, and neither for an activity that shows only the pupil's texts (the
   * summary).
   */
  texts: readonly CataloguePart[];
  /** The systemId of the page machine the app machine runs while the page shows (machines/appMachine.ts), if any. */
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

/**
 * Public content the server writes into a page's first HTML (server/plugins/pageContent.ts), so it shows without
 * the adapters: a content page (the one `slug` names, or else the address's `:slug`), the FAQ, the counties of the
 * teacher's registration form, or the sessions' content in the address's language.
 */
export type PageData = { kind: 'page'; slug?: string } | { kind: 'faq' } | { kind: 'fylker' } | { kind: 'okter' };

export interface RoutePage {
  /**
   * The message id of the page's document title (its screen's `useDocumentTitle`), which the app's name follows;
   * null where the page's content or state gives the title.
   */
  title: string | null;
  /** The parts of the UI texts the page fetches itself as it shows (TeacherTexts, LaterTexts around what shows them), not preloaded. */
  textsFetched: readonly CataloguePart[];
  /** What public content the page's first HTML carries; null for none. */
  data: PageData | null;
}

/**
 * The rest of what a route's page is, for the server and the tests: apart from ROUTES so the browser's entry, which
 * matches every address with ROUTES, does not carry it within the first-load budget (server/build/firstLoad.ts).
 */
export const ROUTE_PAGES: Readonly<Record<RouteName, RoutePage>> = {
  // Its title is the app's name alone.
  landing: { title: 'app.name', textsFetched: [], data: null },
  auth: { title: 'auth.title', textsFetched: [], data: { kind: 'fylker' } },
  // A content page's title is its own heading.
  cookies: { title: null, textsFetched: [], data: { kind: 'page', slug: 'cookies' } },
  faq: { title: null, textsFetched: [], data: { kind: 'faq' } },
  feide: { title: 'login.feide.returning', textsFetched: [], data: null },
  // Its title follows the part's tab label.
  admin: { title: 'admin.title', textsFetched: [], data: null },
  melding: { title: null, textsFetched: [], data: { kind: 'page' } },
  // Its texts are in the teacher's part, fetched beside its data from the server.
  mineData: { title: 'account.myData.title', textsFetched: ['teacher'], data: null },
  // Its title names the session, and whether it is complete.
  oktComplete: { title: null, textsFetched: [], data: null },
  // Its title is the activity's and the section's, from the content; charts and line choices fetch the later texts.
  // Its heading and the activity's introduction are drawn from the sessions' content in the page.
  okt: { title: null, textsFetched: ['later'], data: { kind: 'okter' } },
  // Its title says the reason.
  oops: { title: null, textsFetched: [], data: null },
  side: { title: null, textsFetched: [], data: { kind: 'page' } },
  startOver: { title: 'startOver.title', textsFetched: [], data: null },
  start: { title: 'start.title', textsFetched: [], data: null },
  veiledere: { title: 'veiledere.title', textsFetched: [], data: { kind: 'fylker' } },
};

/** A route's entry in the table. */
export const routeOf = (name: RouteName): RouteDef => ROUTES.find((route) => route.name === name)!;

/** The parts of the admin area (`tavle`: the class's results on the board); any other part is the 404 page. */
export const ADMIN_PARTS = ['klasser', 'okter', 'fremdrift', 'veiledning', 'tavle'] as const;
export type AdminPart = (typeof ADMIN_PARTS)[number];
export const isAdminPart = (part: string | undefined): part is (typeof ADMIN_PARTS)[number] => (ADMIN_PARTS as readonly string[]).includes(part ?? '');

/** The address of an admin part, about one class where `classCode` names it: the tabs', cards' and picker's links, and the class view's copy on this device. */
export const adminPath = (lang: string, part: AdminPart, classCode: string | null = null) =>
  `/${lang}/admin/${part}${classCode ? `?klasse=${encodeURIComponent(classCode)}` : ''}`;

export const OOPS_REASONS = ['error', 'logg-inn-igjen', 'ikke-tilgang', 'serveren-opptatt', 'session-expired'] as const;
export type OopsReason = (typeof OOPS_REASONS)[number];

export interface RouteMatch {
  name: RouteName | 'notFound';
  lang: Lang;
  access: Access;
  params: Record<string, string>;
  /** The normalised pathname the match was made on. */
  path: string;
}
