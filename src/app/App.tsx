import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import type { AuthDestination } from '../../machines/authMachine';
import { authMachine } from '../../machines/authMachine';
import { oktMachine } from '../../machines/oktMachine';
import { progressMachine } from '../../machines/progressMachine';
import { type RouteMatchedEvent, routeMachine } from '../../machines/routeMachine';
import { storyMachine } from '../../machines/storyMachine';
import { type LogoutState, LogoutNotice } from '../components/LogoutNotice';
import { formatLocaleOf, htmlLangOf, type Lang } from '../contracts/lang';
import { type Messages, useCatalogue } from '../i18n/useCatalogue';
import { dropUnsent, type UserState, writeUnsent } from '../services/userState';
import { authActors } from './authActors';
import { AuthActorContext } from '../context/AuthContext';
import { NavigateContext } from '../context/NavigateContext';
import { RandomContext } from '../context/RandomContext';
import { authRestoredFrom, isSignedIn } from '../context/authSession';
import { AppLayout } from './AppLayout';
import { RouteEvents } from './RouteEvents';
import { ErrorBoundary } from './ErrorBoundary';
import { oopsReasonFor } from '../services/errorHandler';
import { writeLocaleCookie } from './localeCookie';
import { TextsLang } from '../i18n/textsLang';
import { bodyThemeClasses } from '../contracts/routing';
import type { RouteMatch } from '../contracts/routeTable';
import { renderScreen } from './screens';
import { oktActors, progressActors, storyActors } from './sessionActors';
import { SessionActorsContext } from '../context/SessionContext';
import { progressRestoredFrom, storyHeldFrom } from '../context/progressSession';
import { retellStory, wireSession } from './sessionWiring';
import { Button } from '../design/Button';
import { useMachineOnce } from '../components/useMachineOnce';

const DESTINATIONS: Record<AuthDestination, (lang: Lang) => string> = {
  start: (l) => `/${l}/start`,
  admin: (l) => `/${l}/admin/klasser`,
  pupilLogin: (l) => `/${l}`,
  teacherLogin: (l) => `/${l}/veiledere`,
  sessionExpired: (l) => `/${l}/oops/session-expired`,
};

type Navigate = ReturnType<typeof useLocation>[1];

const langOfPath = (path: string): Lang => (path.startsWith('/nn') ? 'nn' : 'no');
const searchOf = (url: string) => /\?([^#]*)/.exec(url)?.[1] ?? '';

/**
 * `texts`: the page's texts, already loaded where the page was prerendered (boot.tsx), so the first render is the
 * prerendered markup. `feide`: the server offers sign-in with Feide. `storage` is the device's localStorage (absent
 * while prerendering at build time).
 */
type AppProps = {
  restored: UserState;
  storage: Storage;
  texts?: Partial<Record<Lang, Messages>>;
  feide?: boolean;
};

type Actors = {
  auth: ActorRefFrom<typeof authMachine>;
  progress: ActorRefFrom<typeof progressMachine>;
  story: ActorRefFrom<typeof storyMachine>;
  okt: ActorRefFrom<typeof oktMachine>;
  route: ActorRefFrom<typeof routeMachine>;
};

/**
 * One actor, made in a component of its own: React yields between components while it hydrates, so the five machines'
 * first snapshots are five short tasks instead of one long one. The machine with its implementations is built once
 * (useMachineOnce).
 */
function WithActor<T extends AnyStateMachine>({
  build,
  input,
  children,
}: {
  build: () => T;
  input?: InputFrom<T>;
  children: (actor: ActorRefFrom<T>) => ReactNode;
}) {
  const logic = useMachineOnce(build);
  const actor = useActorRef(logic, input === undefined ? undefined : { input });
  return children(actor as ActorRefFrom<T>);
}

/**
 * The composition root: binds the machines to the adapters, wouter and localStorage (navigate is wouter's stable
 * one), and renders the screen the route machine lets through.
 */
export function App({ restored, storage, feide = false, ...rest }: AppProps) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const url = `${location}${search ? `?${search}` : ''}`;
  const langRef = useRef<Lang>(langOfPath(location));
  langRef.current = langOfPath(location);
  return (
    <WithActor
      build={() =>
        authMachine.provide({
          actors: authActors,
          actions: {
            // After the transition, so the route machine already knows who is signed in when the URL changes.
            navigate: (_, { to }) => queueMicrotask(() => navigate(DESTINATIONS[to](langRef.current))),
            // The Feide sign-in starts on the server, which sends the browser on to Feide.
            leaveFor: (_, { url }) => window.location.assign(url),
            reportError: ({ context }, { error }) =>
              queueMicrotask(() => navigate(`/${langRef.current}/oops/${oopsReasonFor(error, context.idToken !== null)}`)),
          },
        })
      }
      input={{ restored: authRestoredFrom(restored), lang: langOfPath(location), feideOffered: feide }}
    >
      {(auth) => (
        <WithActor
          build={() =>
            progressMachine.provide({
              actors: progressActors,
              actions: {
                keepUnsent: (_, { userId, unsent }) => writeUnsent(storage, userId, unsent),
                dropUnsent: (_, { userId }) => dropUnsent(storage, userId),
              },
            })
          }
          input={{ restored: progressRestoredFrom(restored) }}
        >
          {(progress) => (
            <WithActor build={() => storyMachine.provide({ actors: storyActors })} input={{ held: storyHeldFrom(restored) }}>
              {(story) => (
                <WithActor
                  build={() =>
                    oktMachine.provide({
                      actors: oktActors(storage),
                      actions: { navigate: (_, { to }) => queueMicrotask(() => navigate(`/${langRef.current}${to}`, { replace: true })) },
                    })
                  }
                >
                  {(okt) => (
                    <WithActor
                      build={() => routeMachine.provide({ actions: { navigate: (_, { to, replace }) => navigate(to, { replace }) } })}
                      input={{ viewer: { isLoggedIn: isSignedIn(auth.getSnapshot()), canAdmin: auth.getSnapshot().context.canAdmin }, url }}
                    >
                      {(route) => (
                        <AppBody {...rest} storage={storage} actors={{ auth, progress, story, okt, route }} url={url} navigate={navigate} langRef={langRef} />
                      )}
                    </WithActor>
                  )}
                </WithActor>
              )}
            </WithActor>
          )}
        </WithActor>
      )}
    </WithActor>
  );
}

/** What the app draws and does with its actors: the screen the route machine lets through, in its language. */
function AppBody({
  storage,
  texts,
  actors,
  url,
  navigate,
  langRef,
}: Omit<AppProps, 'restored' | 'feide'> & { actors: Actors; url: string; navigate: Navigate; langRef: { readonly current: Lang } }) {
  const { auth, progress, story, okt, route } = actors;

  // The machines talk through events (sessionWiring.ts).
  useEffect(
    () => wireSession({ auth, progress, okt, story, route }, storage, () => langRef.current),
    [auth, progress, okt, story, route, storage],
  );

  // The network and the page's visibility decide when answers are sent (spec: save when the page is hidden).
  useEffect(() => {
    const online = () => progress.send({ type: 'network.online' });
    const hidden = () => {
      progress.send({ type: 'page.hidden' });
      okt.send({ type: 'page.hidden' });
    };
    // Back to the page: the class's open sessions and another device's answers are asked for at once.
    const visibility = () => {
      if (document.visibilityState === 'hidden') return hidden();
      progress.send({ type: 'page.visible' });
      okt.send({ type: 'page.visible' });
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', hidden);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', hidden);
    };
  }, [progress, okt]);

  const shown = useSelector(route, (s) => (s.matches('showing') ? s.context.route : null));
  // The query of the address shown, not wouter's: for one render after a click wouter has the next address's query
  // while the route machine still shows the last page, which would then be drawn with another page's query.
  const shownSearch = useSelector(route, (s) => (s.matches('showing') ? searchOf(s.context.url) : ''));
  const signedIn = useSelector(auth, isSignedIn);
  const lang = shown?.lang;

  // Spec §4: the app content loads on mount and on route update, once signed in.
  const classCode = useSelector(auth, (s) => s.context.classCode);
  const canAdmin = useSelector(auth, (s) => s.context.canAdmin);
  useEffect(() => {
    if (signedIn && lang) okt.send({ type: 'content.load', lang, classCode, canAdmin, responses: progress.getSnapshot().context.responses });
  }, [okt, progress, signedIn, lang, classCode, canAdmin, shown?.path]);

  useEffect(() => {
    if (lang) retellStory({ progress, story }, lang);
  }, [progress, story, lang]);

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = htmlLangOf(lang);
    writeLocaleCookie(document, lang);
  }, [lang]);

  // After in-app navigation, move focus to the new content so a screen reader starts there.
  const firstPath = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (firstPath.current === null) firstPath.current = shown.path;
    else document.getElementById('main')?.focus();
  }, [shown?.path]);

  const sessionActors = useMemo(() => ({ okt, progress, story }), [okt, progress, story]);
  const logoutState = useSelector(progress, (s): LogoutState => (s.matches({ active: 'unsent' }) ? 'unsent' : s.context.leaving ? 'sending' : 'none'));
  const catalogue = useCatalogue(lang ?? null, texts);
  // wouter's routes turn the URL into the route machine's events (RouteEvents.tsx); they render nothing.
  const sendRoute = useCallback((event: RouteMatchedEvent) => route.send(event), [route]);
  const routeEvents = (
    <>
      <RouteEvents url={url} send={sendRoute} />
      {shown && <BodyTheme shown={shown} okt={okt} />}
    </>
  );
  if (!shown || !lang || catalogue.status === 'loading') return <>{routeEvents}</>;
  if (catalogue.status === 'failed')
    return (
      <>
        {routeEvents}
        <CatalogueFailed />
      </>
    );
  return (
    <>
      {routeEvents}
      <IntlProvider locale={formatLocaleOf(lang)} messages={catalogue.messages} defaultLocale="en-US">
        <TextsLang.Provider value={lang}>
          <AuthActorContext.Provider value={auth}>
            <SessionActorsContext.Provider value={sessionActors}>
              <NavigateContext.Provider value={navigate}>
                <RandomContext.Provider value={Math.random}>
                  <AppLayout
                    lang={lang}
                    url={url}
                    signedIn={signedIn}
                    onLogout={() => progress.send({ type: 'logout.request' })}
                    notice={
                      <LogoutNotice
                        state={logoutState}
                        onRetry={() => progress.send({ type: 'logout.retry' })}
                        onLogoutAnyway={() => progress.send({ type: 'logout.anyway' })}
                        onCancel={() => progress.send({ type: 'logout.cancel' })}
                      />
                    }
                  >
                    <ErrorBoundary lang={lang} resetKey={shown.path}>
                      <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>{renderScreen(shown, shownSearch)}</Suspense>
                    </ErrorBoundary>
                  </AppLayout>
                </RandomContext.Provider>
              </NavigateContext.Provider>
            </SessionActorsContext.Provider>
          </AuthActorContext.Provider>
        </TextsLang.Provider>
      </IntlProvider>
    </>
  );
}

/**
 * The page's colours: the session's, once its content has come. A component of its own, so the content's arrival
 * redraws this and not the whole page, as a selector in AppBody would.
 */
function BodyTheme({ shown, okt }: { shown: RouteMatch; okt: Actors['okt'] }) {
  const oktColor = useSelector(okt, (s) => (shown.params.okt ? s.context.sections.find((x) => x.id === Number(shown.params.okt))?.color : undefined));
  useEffect(() => {
    document.body.className = bodyThemeClasses(shown, oktColor).join(' ');
  }, [shown, oktColor]);
  return null;
}

/** Without its texts the app cannot say anything in the pupil's language, so this says it in both. */
function CatalogueFailed() {
  return (
    <main id="main" className="panel narrow">
      <p role="alert" lang="nb">
        Siden kunne ikke lastes. Sjekk nettet og prøv igjen.
      </p>
      <p lang="nn">Sida kunne ikkje lastast. Sjekk nettet og prøv igjen.</p>
      <Button onClick={() => window.location.reload()}>
        Prøv igjen
      </Button>
    </main>
  );
}
