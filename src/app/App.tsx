import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { AuthDestination } from '../../machines/authMachine';
import { authMachine } from '../../machines/authMachine';
import { routeMachine } from '../../machines/routeMachine';
import { htmlLangOf, type Lang } from '../contracts/lang';
import { catalogues } from '../i18n/catalogues';
import { INITIAL_USER_STATE, readUserState, type UserState, writeUserState } from '../services/userState';
import { authActors, loadPorts } from './authActors';
import { AuthActorContext } from './AuthContext';
import { authRestoredFrom, isSignedIn, userStateFromAuth } from './authSession';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { oopsReasonFor } from './errorHandler';
import { writeLocaleCookie } from './localeCookie';
import { bodyThemeClasses } from './routing';
import { renderScreen } from './screens';

const DESTINATIONS: Record<AuthDestination, (lang: Lang) => string> = {
  start: (l) => `/${l}/start`,
  admin: (l) => `/${l}/admin/klasser`,
  pupilLogin: (l) => `/${l}`,
  teacherLogin: (l) => `/${l}/veiledere`,
  sessionExpired: (l) => `/${l}/oops/session-expired`,
};

const langOfPath = (path: string): Lang => (path.startsWith('/nn') ? 'nn' : 'no');

/**
 * The composition root: binds the auth and route machines to the adapters, wouter and
 * localStorage, and renders the screen the route machine lets through.
 */
export function App({ restored, storage = window.localStorage }: { restored: UserState; storage?: Storage }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const url = `${location}${search ? `?${search}` : ''}`;
  const langRef = useRef<Lang>(langOfPath(location));
  langRef.current = langOfPath(location);

  const auth = useActorRef(
    authMachine.provide({
      actors: authActors,
      actions: {
        // After the transition, so the route machine already knows who is signed in when the URL changes.
        navigate: (_, { to }) => queueMicrotask(() => navigate(DESTINATIONS[to](langRef.current))),
        reportError: ({ context }, { error }) =>
          queueMicrotask(() => navigate(`/${langRef.current}/oops/${oopsReasonFor(error, context.idToken !== null)}`)),
      },
    }),
    { input: { restored: authRestoredFrom(restored), lang: langOfPath(location), now: Date.now() } },
  );
  const route = useActorRef(
    routeMachine.provide({ actions: { navigate: (_, { to, replace }) => navigate(to, { replace }) } }),
    { input: { viewer: { isLoggedIn: isSignedIn(auth.getSnapshot()), canAdmin: auth.getSnapshot().context.canAdmin } } },
  );

  // Sign-in state reaches the route guard and the device's storage as soon as it changes.
  useEffect(() => {
    const subscription = auth.subscribe((snapshot) => {
      route.send({ type: 'viewer.change', viewer: { isLoggedIn: isSignedIn(snapshot), canAdmin: snapshot.context.canAdmin } });
      writeUserState(storage, userStateFromAuth(snapshot, readUserState(storage)));
    });
    const loggedOut = auth.on('loggedOut', () => writeUserState(storage, INITIAL_USER_STATE));
    return () => {
      subscription.unsubscribe();
      loggedOut.unsubscribe();
    };
  }, [auth, route, storage]);

  // The adapters are a separate chunk; fetch it while the pupil reads the page, before they press a button.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => void loadPorts());
  }, []);

  useLayoutEffect(() => {
    route.send({ type: 'route.change', url });
  }, [route, url]);

  const shown = useSelector(route, (s) => (s.matches('showing') ? s.context.route : null));
  const signedIn = useSelector(auth, isSignedIn);
  const lang = shown?.lang;

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = htmlLangOf(lang);
    writeLocaleCookie(document, lang);
  }, [lang]);

  useEffect(() => {
    if (shown) document.body.className = bodyThemeClasses(shown).join(' ');
  }, [shown]);

  // After in-app navigation, move focus to the new content so a screen reader starts there.
  const firstPath = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (firstPath.current === null) firstPath.current = shown.path;
    else document.getElementById('main')?.focus();
  }, [shown?.path]);

  if (!shown || !lang) return null;
  return (
    <IntlProvider locale={htmlLangOf(lang)} messages={catalogues[lang]} defaultLocale="en-US">
      <AuthActorContext.Provider value={auth}>
        <AppLayout lang={lang} url={url} signedIn={signedIn} onLogout={() => auth.send({ type: 'logout' })}>
          <ErrorBoundary lang={lang} resetKey={shown.path}>
            <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>{renderScreen(shown, search)}</Suspense>
          </ErrorBoundary>
        </AppLayout>
      </AuthActorContext.Provider>
    </IntlProvider>
  );
}
