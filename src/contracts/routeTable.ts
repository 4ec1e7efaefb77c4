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
}

/** Spec §2, in match order (the completed page before the generic activity page). */
export const ROUTES: readonly RouteDef[] = [
  { name: 'landing', pattern: '/', access: 'public' },
  { name: 'auth', pattern: '/auth', access: 'public' },
  { name: 'cookies', pattern: '/cookies', access: 'public' },
  { name: 'faq', pattern: '/faq', access: 'public' },
  // Where Feide sends the browser back (elev or veileder), not in the spec's route list (docs/decisions/feide.md).
  { name: 'feide', pattern: '/feide/:side', access: 'public' },
  { name: 'admin', pattern: '/admin/:part', access: 'teacher' },
  { name: 'melding', pattern: '/melding/:slug', access: 'auth' },
  // Not in the spec's route list; the same path in Bokmål and Nynorsk (docs/decisions/privacy-and-retention.md).
  { name: 'mineData', pattern: '/mine-data', access: 'auth' },
  { name: 'oktComplete', pattern: '/okt/:okt/Fullfort', access: 'auth' },
  { name: 'okt', pattern: '/okt/:okt/:part', access: 'auth' },
  { name: 'oops', pattern: '/oops/:error?', access: 'public' },
  { name: 'side', pattern: '/side/:slug', access: 'public' },
  { name: 'startOver', pattern: '/start-pa-nytt', access: 'auth' },
  { name: 'start', pattern: '/start', access: 'auth' },
  { name: 'veiledere', pattern: '/veiledere', access: 'public' },
];

/** The parts of the admin area; any other part is the 404 page. */
export const ADMIN_PARTS = ['klasser', 'okter', 'fremdrift'] as const;
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
