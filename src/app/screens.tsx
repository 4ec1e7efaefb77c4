import type { ReactNode } from 'react';
import type { Lang } from '../contracts/lang';
import { lazyWithReload } from '../services/chunkReload';
import { preloadableLazy } from '../services/preloadableLazy';
import { isAdminPart, type OopsReason, routeOf, type RouteMatch, type RouteName } from '../contracts/routeTable';
import { PupilLoginContainer } from '../features/auth/PupilLoginContainer';
import { LandingScreen } from '../screens/LandingScreen';
import { ErrorPage } from '../screens/ErrorPage';
// Error screens are in the entry chunk: they are shown exactly when the network may be failing.
import { OopsScreen } from '../screens/OopsScreen';
import { loadSigninTexts, SigninTexts } from '../i18n/SigninTexts';
import { loadTeacherTexts } from '../i18n/teacherTextsLoader';
import type { Messages } from '../i18n/useCatalogue';

// The landing page is in the entry chunk too; every other screen loads when first visited.
const TeacherLandingScreen = preloadableLazy(() => import('../screens/TeacherLandingScreen').then((m) => ({ default: m.TeacherLandingScreen })));
const TeacherLoginContainer = preloadableLazy(() => import('../features/auth/containers').then((m) => ({ default: m.TeacherLoginContainer })));
const ResetContainer = lazyWithReload(() => import('../features/auth/containers').then((m) => ({ default: m.ResetContainer })));
const ContentScreen = lazyWithReload(() => import('../screens/content/ContentScreen'));
const AdminContainer = preloadableLazy(() => import('../features/admin/AdminArea').then((m) => ({ default: m.AdminArea })));
const OktContainer = preloadableLazy(() => import('../features/okt/containers').then((m) => ({ default: m.OktContainer })));
const OktCompleteContainer = lazyWithReload(() => import('../features/okt/containers').then((m) => ({ default: m.OktCompleteContainer })));
const StartContainer = preloadableLazy(() => import('../features/okt/startContainers').then((m) => ({ default: m.StartContainer })));
const MyDataContainer = lazyWithReload(() => import('../features/myData/MyDataContainer').then((m) => ({ default: m.MyDataContainer })));
const FeideReturnScreen = lazyWithReload(() => import('../screens/FeideReturnScreen'));
const StartOverContainer = lazyWithReload(() => import('../features/okt/startContainers').then((m) => ({ default: m.StartOverContainer })));

type Render = (route: RouteMatch, search: URLSearchParams) => ReactNode;

/** The route table's screens: one container per route name of spec §2. */
export const SCREENS: Record<RouteName | 'notFound', Render> = {
  landing: ({ lang }) => <LandingScreen lang={lang} loginForm={<PupilLoginContainer lang={lang} />} />,
  veiledere: ({ lang }) => <TeacherLandingScreen lang={lang} loginForm={<TeacherLoginContainer lang={lang} />} />,
  auth: ({ lang }) => <ResetContainer lang={lang} />,
  cookies: ({ lang, path }) => <ContentScreen lang={lang} path={path} source={{ kind: 'page', slug: 'cookies' }} variant="article" />,
  faq: ({ lang, path }) => <ContentScreen lang={lang} path={path} source={{ kind: 'faq' }} variant="article" />,
  feide: () => <FeideReturnScreen />,
  side: ({ lang, path, params }) => <ContentScreen lang={lang} path={path} source={{ kind: 'page', slug: params.slug! }} variant="article" />,
  melding: ({ lang, path, params }) => <ContentScreen lang={lang} path={path} source={{ kind: 'page', slug: params.slug! }} variant="message" />,
  admin: (route, search) =>
    isAdminPart(route.params.part) ? <AdminContainer lang={route.lang} part={route.params.part} classCode={search.get('klasse')} /> : SCREENS.notFound(route, search),
  okt: ({ lang, params }) => <OktContainer lang={lang} okt={Number(params.okt)} part={params.part!} />,
  oktComplete: ({ lang, params }) => <OktCompleteContainer lang={lang} okt={Number(params.okt)} />,
  oops: ({ lang, params }) => <OopsScreen lang={lang} reason={params.error as OopsReason} />,
  start: ({ lang }) => <StartContainer lang={lang} />,
  startOver: ({ lang }) => <StartOverContainer lang={lang} />,
  mineData: ({ lang }) => <MyDataContainer lang={lang} />,
  notFound: ({ lang, path }) => <ErrorPage lang={lang} statusCode={404} path={path} />,
};

/** The signed-in pages' lazy screens, fetched before the page's first render so it does not suspend. */
const FETCHED_FIRST: Partial<Record<RouteName, { preload: () => Promise<unknown> }>> = { okt: OktContainer, start: StartContainer, admin: AdminContainer };

/**
 * What a page needs before its first render (boot.tsx): its lazy screen and the texts beyond the pupil's part, so the
 * first render is the page (and a prerendered page hydrates as sent) rather than a loading look.
 */
export function prepareScreen(route: RouteMatch, lang: Lang): Promise<Messages> {
  if (route.name === 'landing') return loadSigninTexts(lang);
  const screen = route.name === 'notFound' ? undefined : FETCHED_FIRST[route.name];
  if (screen) return screen.preload().then(() => ({}));
  if (route.name !== 'veiledere') return Promise.resolve({});
  return Promise.all([
    loadTeacherTexts(lang),
    loadSigninTexts(lang),
    TeacherLandingScreen.preload(),
    TeacherLoginContainer.preload(),
    import('../features/auth/containers').then((m) => m.preloadTeacherStatus()),
  ]).then(([texts, signin]) => Object.assign({}, signin, texts));
}

/** A route's screen, inside SigninTexts when the route table gives it the sign-in texts, a part of their own (catalogueParts.ts). */
export function renderScreen(route: RouteMatch, search: string): ReactNode {
  const screen = SCREENS[route.name](route, new URLSearchParams(search));
  return route.name !== 'notFound' && routeOf(route.name).texts.includes('signin') ? <SigninTexts lang={route.lang}>{screen}</SigninTexts> : screen;
}
