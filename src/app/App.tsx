import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { AuthDestination } from '../../machines/authMachine';
import { authMachine } from '../../machines/authMachine';
import { oktMachine } from '../../machines/oktMachine';
import { progressMachine } from '../../machines/progressMachine';
import { routeMachine } from '../../machines/routeMachine';
import { htmlLangOf, type Lang } from '../contracts/lang';
import { useCatalogue } from '../i18n/useCatalogue';
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
import { oktActors, progressActors } from './sessionActors';
import { SessionActorsContext } from './SessionContext';
import { progressRestoredFrom, userStateFromProgress } from './progressSession';

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
    { input: { restored: authRestoredFrom(restored), lang: langOfPath(location) } },
  );
  const progress = useActorRef(progressMachine.provide({ actors: progressActors }), { input: { restored: progressRestoredFrom(restored) } });
  const okt = useActorRef(
    oktMachine.provide({
      actors: oktActors(() => auth.getSnapshot().context.apiToken),
      actions: { navigate: (_, { to }) => queueMicrotask(() => navigate(`/${langRef.current}${to}`, { replace: true })) },
    }),
  );
  const route = useActorRef(
    routeMachine.provide({ actions: { navigate: (_, { to, replace }) => navigate(to, { replace }) } }),
    { input: { viewer: { isLoggedIn: isSignedIn(auth.getSnapshot()), canAdmin: auth.getSnapshot().context.canAdmin } } },
  );

  // Sign-in state reaches the route guard, the answers and the device's storage as soon as it changes.
  useEffect(() => {
    const onAuth = (snapshot: ReturnType<typeof auth.getSnapshot>) => {
      route.send({ type: 'viewer.change', viewer: { isLoggedIn: isSignedIn(snapshot), canAdmin: snapshot.context.canAdmin } });
      writeUserState(storage, userStateFromAuth(snapshot, readUserState(storage)));
      const { userId, idToken, classCode, classResponses } = snapshot.context;
      if (!isSignedIn(snapshot) || !userId || !idToken) return;
      const answers = progress.getSnapshot();
      if (answers.matches('inactive') || answers.context.userId !== userId || answers.context.classCode !== classCode) {
        progress.send({ type: 'session.start', userId, idToken, classCode, serverResponses: classResponses });
      } else if (answers.context.idToken !== idToken) {
        progress.send({ type: 'token.update', idToken });
      }
    };
    onAuth(auth.getSnapshot());
    const subscriptions = [
      auth.subscribe(onAuth),
      auth.on('loggedOut', () => {
        progress.send({ type: 'session.end' });
        writeUserState(storage, INITIAL_USER_STATE);
      }),
      progress.subscribe((snapshot) => {
        writeUserState(storage, userStateFromProgress(snapshot, readUserState(storage)));
        okt.send({ type: 'responses.update', responses: snapshot.context.responses });
      }),
      // A save refused for an expired login: sign in again, and the held answers are saved then.
      progress.on('session.expired', () => auth.send({ type: 'session.expire' })),
      progress.on('startOver.done', () => {
        auth.send({ type: 'startOver.done' });
        queueMicrotask(() => navigate(`/${langRef.current}/start`));
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [auth, progress, okt, route, storage, navigate]);

  // The network and the page's visibility decide when answers are sent (spec: save when the page is hidden).
  useEffect(() => {
    const online = () => progress.send({ type: 'network.online' });
    const hidden = () => {
      if (document.visibilityState === 'hidden') progress.send({ type: 'page.hidden' });
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', hidden);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', hidden);
    };
  }, [progress]);

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

  // Spec §4: the app content loads on mount and on route update, once signed in.
  const classCode = useSelector(auth, (s) => s.context.classCode);
  const canAdmin = useSelector(auth, (s) => s.context.canAdmin);
  useEffect(() => {
    if (signedIn && lang) okt.send({ type: 'content.load', lang, classCode, canAdmin, responses: progress.getSnapshot().context.responses });
  }, [okt, progress, signedIn, lang, classCode, canAdmin, shown?.path]);

  // Leaving an activity saves its answer at once.
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    if (previousPath.current && previousPath.current !== shown?.path && /\/okt\//.test(previousPath.current)) progress.send({ type: 'activity.leave' });
    previousPath.current = shown?.path ?? null;
  }, [progress, shown?.path]);

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = htmlLangOf(lang);
    writeLocaleCookie(document, lang);
  }, [lang]);

  const oktColor = useSelector(okt, (s) => (shown?.params.okt ? s.context.sections.find((x) => x.id === Number(shown.params.okt))?.color : undefined));
  useEffect(() => {
    if (shown) document.body.className = bodyThemeClasses(shown, oktColor).join(' ');
  }, [shown, oktColor]);

  // After in-app navigation, move focus to the new content so a screen reader starts there.
  const firstPath = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (firstPath.current === null) firstPath.current = shown.path;
    else document.getElementById('main')?.focus();
  }, [shown?.path]);

  const sessionActors = useMemo(() => ({ okt, progress }), [okt, progress]);
  const catalogue = useCatalogue(lang ?? null);
  if (!shown || !lang) return null;
  if (catalogue.status === 'failed') return <CatalogueFailed />;
  if (catalogue.status === 'loading') return null;
  return (
    <IntlProvider locale={htmlLangOf(lang)} messages={catalogue.messages} defaultLocale="en-US">
      <AuthActorContext.Provider value={auth}>
        <SessionActorsContext.Provider value={sessionActors}>
        <AppLayout lang={lang} url={url} signedIn={signedIn} onLogout={() => auth.send({ type: 'logout' })}>
          <ErrorBoundary lang={lang} resetKey={shown.path}>
            <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>{renderScreen(shown, search)}</Suspense>
          </ErrorBoundary>
        </AppLayout>
        </SessionActorsContext.Provider>
      </AuthActorContext.Provider>
    </IntlProvider>
  );
}

/** Without its texts the app cannot say anything in the pupil's language, so this says it in both. */
function CatalogueFailed() {
  return (
    <main id="main" className="panel narrow">
      <p role="alert" lang="nb">
        Siden kunne ikke lastes. Sjekk nettet og prøv igjen.
      </p>
      <p lang="nn">Sida kunne ikkje lastast. Sjekk nettet og prøv igjen.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Prøv igjen
      </button>
    </main>
  );
}
