import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { routeMachine } from '../../machines/routeMachine';
import { htmlLangOf } from '../contracts/lang';
import { catalogues } from '../i18n/catalogues';
import type { Viewer } from './routing';
import { bodyThemeClasses } from './routing';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { writeLocaleCookie } from './localeCookie';
import { renderScreen } from './screens';

/** The composition root: binds the route machine to wouter and renders the screen it lets through. */
export function App({ viewer }: { viewer: Viewer }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const url = `${location}${search ? `?${search}` : ''}`;
  const actor = useActorRef(
    routeMachine.provide({ actions: { navigate: (_, { to, replace }) => navigate(to, { replace }) } }),
    { input: { viewer } },
  );
  useLayoutEffect(() => {
    actor.send({ type: 'route.change', url });
  }, [actor, url]);
  useEffect(() => {
    actor.send({ type: 'viewer.change', viewer });
  }, [actor, viewer]);

  const route = useSelector(actor, (s) => (s.matches('showing') ? s.context.route : null));
  const lang = route?.lang;

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = htmlLangOf(lang);
    writeLocaleCookie(document, lang);
  }, [lang]);

  useEffect(() => {
    if (route) document.body.className = bodyThemeClasses(route).join(' ');
  }, [route]);

  // After in-app navigation, move focus to the new content so a screen reader starts there.
  const firstPath = useRef<string | null>(null);
  useEffect(() => {
    if (!route) return;
    if (firstPath.current === null) firstPath.current = route.path;
    else document.getElementById('main')?.focus();
  }, [route?.path]);

  if (!route || !lang) return null;
  return (
    <IntlProvider locale={htmlLangOf(lang)} messages={catalogues[lang]} defaultLocale="en-US">
      <AppLayout lang={lang} url={url}>
        <ErrorBoundary lang={lang} resetKey={route.path}>
          <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>{renderScreen(route)}</Suspense>
        </ErrorBoundary>
      </AppLayout>
    </IntlProvider>
  );
}
