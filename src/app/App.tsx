import { useSelector } from '@xstate/react';
import { Component, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import type { ActorSystem } from 'xstate';
import { type LogoutState, LogoutNotice } from '../components/LogoutNotice';
import { formatLocaleOf, htmlLangOf, type Lang } from '../contracts/lang';
import { type Messages, useCatalogue } from '../i18n/useCatalogue';
import { RandomContext } from '../context/RandomContext';
import { isSignedIn } from '../../machines/signedIn';
import { type SystemActors, SystemContext } from '../context/SystemContext';
import { AppLayout } from './AppLayout';
import { ErrorPage } from '../screens/ErrorPage';
import { writeLocaleCookie } from './localeCookie';
import { TextsLang } from '../i18n/textsLang';
import { bodyThemeClasses } from '../contracts/routing';
import type { RouteMatch } from '../contracts/routeTable';
import { renderScreen } from './screens';
import { Button } from '../design/Button';
import type { AppSystem } from './system';

const searchOf = (url: string) => /\?([^#]*)/.exec(url)?.[1] ?? '';

/** `texts`: already loaded where the page was prerendered (boot.tsx), so the first render is the prerendered markup. */
type AppProps = {
  system: AppSystem;
  texts?: Partial<Record<Lang, Messages>>;
};

const actorOf = <K extends keyof SystemActors>(system: ActorSystem<any>, id: K) => system.get(id) as SystemActors[K];

/** The screen the route machine lets through, in its language, with the system for the containers to select from. */
export function App({ system: app, texts }: AppProps) {
  const { system } = app;
  const route = actorOf(system, 'route');
  const auth = actorOf(system, 'auth');
  const progress = actorOf(system, 'progress');
  const okt = actorOf(system, 'okt');
  const shown = useSelector(route, (s) => (s.matches('showing') ? s.context.route : null));
  // The query of the address shown: the route machine's, which draws the page.
  const url = useSelector(route, (s) => s.context.url);
  const signedIn = useSelector(auth, isSignedIn);
  const lang = shown?.lang;

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

  const logoutState = useSelector(progress, (s): LogoutState => (s.matches({ active: 'unsent' }) ? 'unsent' : s.context.leaving ? 'sending' : 'none'));
  const catalogue = useCatalogue(lang ?? null, texts);
  const theme = shown && <BodyTheme shown={shown} okt={okt} />;
  if (!shown || !lang || catalogue.status === 'loading') return <>{theme}</>;
  if (catalogue.status === 'failed')
    return (
      <>
        {theme}
        <CatalogueFailed />
      </>
    );
  return (
    <>
      {theme}
      <IntlProvider locale={formatLocaleOf(lang)} messages={catalogue.messages} defaultLocale="en-US">
        <TextsLang.Provider value={lang}>
          <SystemContext.Provider value={app}>
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
                  <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>{renderScreen(shown, searchOf(url))}</Suspense>
                </ErrorBoundary>
              </AppLayout>
            </RandomContext.Provider>
          </SystemContext.Provider>
        </TextsLang.Provider>
      </IntlProvider>
    </>
  );
}

/** The page's colours, the session's once its content has come; a component of its own, so that arrival redraws only this. */
function BodyTheme({ shown, okt }: { shown: RouteMatch; okt: SystemActors['okt'] }) {
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

interface ErrorBoundaryProps {
  lang: Lang;
  /** Changing it (a new route) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/** Shows spec §2's error page (500) instead of a blank screen when a screen fails to render or load. */
class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPage
        lang={this.props.lang}
        statusCode={500}
        description="Internal Server Error"
        onReload={() => window.location.reload()}
      />
    );
  }
}
