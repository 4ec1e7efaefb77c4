import { createContext, useContext, useLayoutEffect } from 'react';
import { Route, Switch, useParams } from 'wouter';
import type { RouteMatchedEvent, RoutePage } from '../../machines/routeMachine';
import { ADMIN_PARTS, ROUTES } from '../contracts/routeTable';

interface Target {
  url: string;
  send: (event: RouteMatchedEvent) => void;
}
const TargetContext = createContext<Target>({ url: '', send: () => {} });

/** wouter adds the positional captures ('0', '1') and a fallback's '*' beside the named ones; the machine gets the named ones only. */
const namedParams = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && /^[a-z]/i.test(entry[0])));

/** Sends the event of the route that matched, once for each URL it matches. */
function Send({ page }: { page: RoutePage }) {
  const { url, send } = useContext(TargetContext);
  const params = useParams();
  useLayoutEffect(() => {
    send({ type: `route.${page}`, url, params: namedParams(params) });
    // The params follow from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send, page, url]);
  return null;
}

/** What no route of a <Switch> matches: the 404 page. */
const NOT_FOUND = (
  <Route>
    <Send page="notFound" />
  </Route>
);

/** /{lang} and its language; a path without one is sent as it is, and the route machine adds /no. */
const LANG = /^\/(?<lang>no|nn)(?=\/|$)/;

/**
 * Spec §2's routes as wouter's own <Switch> and <Route>s: each URL becomes one event for the route
 * machine, which applies the middleware and decides what shows (machines/routeMachine.ts). The admin area is
 * a nested route, one event per part. Renders nothing itself.
 */
export function RouteEvents({ url, send }: Target) {
  return (
    <TargetContext.Provider value={{ url, send }}>
      <Switch>
        <Route path={LANG} nest>
          <Switch>
            <Route path="/admin" nest>
              <Switch>
                {ADMIN_PARTS.map((part) => (
                  <Route key={part} path={`/${part}`}>
                    <Send page={`admin.${part}`} />
                  </Route>
                ))}
                {NOT_FOUND}
              </Switch>
            </Route>
            {ROUTES.filter((route) => route.name !== 'admin').map((route) => (
              <Route key={route.name} path={route.pattern}>
                <Send page={route.name as RoutePage} />
              </Route>
            ))}
            {NOT_FOUND}
          </Switch>
        </Route>
        {NOT_FOUND}
      </Switch>
    </TargetContext.Provider>
  );
}
