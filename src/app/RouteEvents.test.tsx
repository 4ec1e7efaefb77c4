import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { matchOf, type RouteMatchedEvent } from '../../machines/routeMachine';
import { matchRoute } from '../contracts/routing';
import { RouteEvents } from './RouteEvents';

/** The events the routes send for one URL. */
function eventsFor(url: string): RouteMatchedEvent[] {
  const sent: RouteMatchedEvent[] = [];
  const { hook } = memoryLocation({ path: url });
  render(
    <Router hook={hook}>
      <RouteEvents url={url} send={(event) => sent.push(event)} />
    </Router>,
  );
  return sent;
}

const URLS = [
  '/no',
  '/nn',
  '/no/auth',
  '/nn/cookies',
  '/no/faq',
  '/no/veiledere',
  '/nn/side/personvern',
  '/no/melding/logget-ut',
  '/no/mine-data',
  '/no/start',
  '/nn/start-pa-nytt',
  '/no/okt/2/O2B',
  '/nn/okt/5/Fullfort',
  '/no/oops',
  '/nn/oops/ikke-tilgang',
  '/no/admin/klasser',
  '/nn/admin/okter',
  '/no/admin/fremdrift',
  // …and what is not a page: the 404 page, as the server answers it.
  '/no/admin',
  '/no/admin/elever',
  '/no/okt/6/O1A',
  '/no/okt/x/O1A',
  '/no/oops/ukjent',
  '/no/start/mer',
  '/no/finnes-ikke',
  '/no/side/%C3%B8konomi',
  '/no/side/%E0%A4%A',
];

describe('RouteEvents: wouter’s routes as the route machine’s events', () => {
  it.each(URLS)('sends one event for %s, meaning what the server’s matcher says', (url) => {
    const sent = eventsFor(url);
    expect(sent).toHaveLength(1);
    expect(matchOf(sent[0]!)).toEqual(matchRoute(url));
  });

  it('names the event after the page: route.okt with the session and activity, route.admin.fremdrift, route.notFound', () => {
    expect(eventsFor('/nn/okt/3/O3B')[0]).toEqual({ type: 'route.okt', url: '/nn/okt/3/O3B', params: { lang: 'nn', okt: '3', part: 'O3B' } });
    expect(eventsFor('/no/admin/fremdrift?klasse=DEMO26')[0]).toMatchObject({ type: 'route.admin.fremdrift', url: '/no/admin/fremdrift?klasse=DEMO26' });
    expect(eventsFor('/no/start')[0]).toMatchObject({ type: 'route.start', params: { lang: 'no' } });
    expect(eventsFor('/no/finnes-ikke')[0]).toMatchObject({ type: 'route.notFound' });
  });

  it('sends a URL without a language as it is, for the route machine to put /no in front', () => {
    expect(eventsFor('/start')).toEqual([{ type: 'route.notFound', url: '/start', params: {} }]);
  });

  it('sends again when the URL changes on the same route, and not when nothing changed', () => {
    const sent: RouteMatchedEvent[] = [];
    const location = memoryLocation({ path: '/no/okt/1/O1A', record: true });
    const send = (event: RouteMatchedEvent) => sent.push(event);
    const view = render(
      <Router hook={location.hook}>
        <RouteEvents url="/no/okt/1/O1A" send={send} />
      </Router>,
    );
    view.rerender(
      <Router hook={location.hook}>
        <RouteEvents url="/no/okt/1/O1A" send={send} />
      </Router>,
    );
    expect(sent).toHaveLength(1);
    location.navigate('/no/okt/1/O1C');
    view.rerender(
      <Router hook={location.hook}>
        <RouteEvents url="/no/okt/1/O1C" send={send} />
      </Router>,
    );
    expect(sent.map((e) => e.params.part)).toEqual(['O1A', 'O1C']);
  });
});
