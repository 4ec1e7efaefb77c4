import type { ReactElement } from 'react';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../contracts/lang';
import { type Access, type RouteDef, type RouteName, type RoutePage, ROUTE_PAGES, ROUTES } from '../contracts/routeTable';
import { matchRoute, normalisedUrl } from '../contracts/routing';
import { CATALOGUE_PARTS } from '../i18n/catalogueParts';
import nn from '../i18n/nn.json';
import no from '../i18n/no.json';
import { SigninTexts } from '../i18n/SigninTexts';
import { renderScreen, SCREENS } from './screens';

/** An address of each route, below `/{lang}`: a route added to the table needs one here. */
const SAMPLE_PATHS: Record<RouteName, string> = {
  landing: '/',
  auth: '/auth',
  cookies: '/cookies',
  faq: '/faq',
  feide: '/feide/elev',
  admin: '/admin/klasser',
  melding: '/melding/logget-ut',
  mineData: '/mine-data',
  oktComplete: '/okt/2/Fullfort',
  okt: '/okt/2/O2B',
  oops: '/oops/ikke-tilgang',
  side: '/side/om',
  startOver: '/start-pa-nytt',
  start: '/start',
  veiledere: '/veiledere',
};

const ACCESS: readonly Access[] = ['public', 'auth', 'teacher'];

interface Known {
  screens: Readonly<Record<string, unknown>>;
  pages: Readonly<Record<string, RoutePage>>;
  samples: Readonly<Record<string, string>>;
  catalogues: Readonly<Record<'no' | 'nn', Readonly<Record<string, string>>>>;
}

const KNOWN: Known = { screens: SCREENS, pages: ROUTE_PAGES, samples: SAMPLE_PATHS, catalogues: { no, nn } };

/** What a route of the table lacks: a screen, a known access, an address it matches, its title in both languages, known text parts. */
function problemsOf(routes: readonly RouteDef[], known: Known): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const { name } = route;
    if (!Object.hasOwn(known.screens, name)) problems.push(`${name}: no screen`);
    if (!ACCESS.includes(route.access)) problems.push(`${name}: unknown access ${route.access}`);
    const page: RoutePage = known.pages[name] ?? { title: null, textsFetched: [], data: null };
    if (!Object.hasOwn(known.pages, name)) problems.push(`${name}: no entry in ROUTE_PAGES`);
    for (const part of [...route.texts, ...page.textsFetched]) {
      if (!(CATALOGUE_PARTS as readonly string[]).includes(part) || part === 'pupil') problems.push(`${name}: texts part ${part} is not a part beyond the pupil's`);
    }
    if (page.title !== null) {
      for (const lang of LANGS) if (!known.catalogues[lang][page.title]?.trim()) problems.push(`${name}: no ${lang} text for the title ${page.title}`);
    }
    if (page.data?.kind === 'page' && page.data.slug === undefined && !route.pattern.includes(':slug')) problems.push(`${name}: a content page without a slug`);
    const sample = known.samples[name];
    if (sample === undefined) {
      problems.push(`${name}: no sample address`);
      continue;
    }
    if (!parse(route.pattern).pattern.test(sample)) problems.push(`${name}: ${route.pattern} does not match ${sample}`);
    for (const lang of LANGS) {
      const path = `/${lang}${sample === '/' ? '' : sample}`;
      const match = matchRoute(path);
      if (match.name !== name || match.lang !== lang || match.access !== route.access) problems.push(`${name}: matchRoute gives ${path} ${match.name} (${match.access})`);
      // Spec §2: an address already right stays; a trailing slash is removed, keeping the query and the fragment.
      if (normalisedUrl(path) !== null) problems.push(`${name}: ${path} is normalised`);
      if (normalisedUrl(`${path}/?a=1#b`) !== `${path}?a=1#b`) problems.push(`${name}: ${path}/ keeps its slash`);
    }
    // Spec §2: a path without no or nn gets /no.
    const bare = normalisedUrl(sample === '/' ? '/' : `${sample}/`);
    if (bare !== `/no${sample === '/' ? '' : sample}`) problems.push(`${name}: ${sample} is normalised to ${bare}`);
    else if (matchRoute(bare).name !== name) problems.push(`${name}: ${bare} does not show ${name}`);
  }
  return problems;
}

describe('the route table (src/contracts/routeTable.ts)', () => {
  it('gives every route a screen, an access, an address it matches by spec §2, its title in Bokmål and Nynorsk, and known text parts', () => {
    expect(problemsOf(ROUTES, KNOWN)).toEqual([]);
  });

  it('names each route once, and has a route for every screen but the 404 page and every page entry', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(SCREENS).sort()).toEqual([...names, 'notFound'].sort());
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual([...names].sort());
  });

  it('tells what a route added without them lacks', () => {
    const madeUp = { name: 'madeUp' as RouteName, pattern: '/made-up', access: 'everyone' as Access, texts: ['extras'] } as unknown as RouteDef;
    const madeUpPage = { title: 'madeUp.title', textsFetched: ['pupil'], data: { kind: 'page' } } as RoutePage;
    expect(problemsOf([...ROUTES, madeUp], KNOWN)).toEqual([
      'madeUp: no screen',
      'madeUp: unknown access everyone',
      'madeUp: no entry in ROUTE_PAGES',
      "madeUp: texts part extras is not a part beyond the pupil's",
      'madeUp: no sample address',
    ]);
    expect(problemsOf([...ROUTES, madeUp], { ...KNOWN, pages: { ...ROUTE_PAGES, madeUp: madeUpPage } })).toEqual([
      'madeUp: no screen',
      'madeUp: unknown access everyone',
      "madeUp: texts part extras is not a part beyond the pupil's",
      "madeUp: texts part pupil is not a part beyond the pupil's",
      'madeUp: no no text for the title madeUp.title',
      'madeUp: no nn text for the title madeUp.title',
      'madeUp: a content page without a slug',
      'madeUp: no sample address',
    ]);
    // With an address, one matchRoute does not know: the table is the matcher's.
    expect(problemsOf([madeUp], { ...KNOWN, samples: { madeUp: '/made-up' } })).toEqual(
      expect.arrayContaining(['madeUp: matchRoute gives /no/made-up notFound (public)', 'madeUp: matchRoute gives /nn/made-up notFound (public)']),
    );
  });

  it.each(ROUTES.map((route) => [route.name, route.texts.includes('signin')] as const))('shows %s inside the sign-in texts: %s', (name, signin) => {
    const screen = renderScreen(matchRoute(`/nn${SAMPLE_PATHS[name] === '/' ? '' : SAMPLE_PATHS[name]}`), '') as ReactElement;
    expect(screen.type === SigninTexts).toBe(signin);
  });
});
