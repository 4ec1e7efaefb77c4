import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable';
import { accessRedirect, bodyThemeClasses, matchRoute, normalisedUrl } from './routing';

describe('normalisedUrl', () => {
  it.each([
    ['/', '/no'],
    ['/faq', '/no/faq'],
    ['/okt/1/O1A', '/no/okt/1/O1A'],
    ['/no/', '/no'],
    ['/nn/faq/', '/nn/faq'],
    ['/nn/faq///', '/nn/faq'],
    ['/faq/', '/no/faq'],
    ['/en/faq', '/no/en/faq'],
    ['/no/side/om/?a=1#top', '/no/side/om?a=1#top'],
    ['/start?x=1', '/no/start?x=1'],
  ])('sends %s to %s', (from, to) => {
    expect(normalisedUrl(from)).toBe(to);
  });

  it.each(['/no', '/nn', '/no/faq', '/nn/okt/3/O3A?x=1', '/no/side/om#a'])('leaves %s alone', (url) => {
    expect(normalisedUrl(url)).toBeNull();
  });
});

describe('matchRoute', () => {
  it.each([
    ['/no', 'landing', 'no', {}],
    ['/nn/auth', 'auth', 'nn', {}],
    ['/no/cookies', 'cookies', 'no', {}],
    ['/no/faq', 'faq', 'no', {}],
    ['/no/admin/klasser', 'admin', 'no', { part: 'klasser' }],
    ['/nn/melding/logget-ut', 'melding', 'nn', { slug: 'logget-ut' }],
    ['/no/okt/2/O2B', 'okt', 'no', { okt: '2', part: 'O2B' }],
    ['/no/okt/2/Fullfort', 'oktComplete', 'no', { okt: '2' }],
    ['/no/oops/ikke-tilgang', 'oops', 'no', { error: 'ikke-tilgang' }],
    ['/no/oops', 'oops', 'no', { error: 'error' }],
    ['/nn/side/personvern', 'side', 'nn', { slug: 'personvern' }],
    ['/no/start-pa-nytt', 'startOver', 'no', {}],
    ['/no/start', 'start', 'no', {}],
    ['/nn/veiledere', 'veiledere', 'nn', {}],
  ])('matches %s as %s', (path, name, lang, params) => {
    expect(matchRoute(path)).toMatchObject({ name, lang, params, path });
  });

  it.each(['/no/okt/6/O1A', '/no/okt/x/O1A', '/no/oops/unknown', '/no/side', '/no/admin', '/no/start/extra', '/no/en/faq', '/no/admin/elever'])(
    'shows the 404 page for %s',
    (path) => {
      expect(matchRoute(path)).toMatchObject({ name: 'notFound', access: 'public' });
    },
  );

  it('gives each route the middleware of the spec', () => {
    const access = Object.fromEntries(ROUTES.map((r) => [r.name, r.access]));
    expect(access).toMatchObject({ landing: 'public', veiledere: 'public', admin: 'teacher', okt: 'auth', oktComplete: 'auth', melding: 'auth', start: 'auth' });
  });
});

describe('accessRedirect', () => {
  const visitor = { isLoggedIn: false, canAdmin: false };
  const pupil = { isLoggedIn: true, canAdmin: false };
  const teacher = { isLoggedIn: true, canAdmin: true };

  it('lets anyone see public routes', () => {
    expect(accessRedirect('public', 'no', visitor)).toBeNull();
  });
  it('sends a visitor on a login-only route to the pupil login page of the same language', () => {
    expect(accessRedirect('auth', 'nn', visitor)).toBe('/nn');
  });
  it('sends a visitor on a teacher route to the teacher page', () => {
    expect(accessRedirect('teacher', 'no', visitor)).toBe('/no/veiledere');
  });
  it('refuses a pupil on a teacher route', () => {
    expect(accessRedirect('teacher', 'no', pupil)).toBe('/no/oops/ikke-tilgang');
  });
  it('lets a signed-in pupil through login-only routes and a teacher through everything', () => {
    expect(accessRedirect('auth', 'no', pupil)).toBeNull();
    expect(accessRedirect('teacher', 'no', teacher)).toBeNull();
    expect(accessRedirect('auth', 'no', teacher)).toBeNull();
  });
});

describe('bodyThemeClasses', () => {
  it.each([
    ['landing', undefined, ['login', 'blue']],
    ['okt', 'green', ['okt', 'green']],
    ['okt', undefined, ['okt', 'blue']],
    ['oktComplete', 'pink', ['okt', 'pink', 'gradient', 'dark']],
    ['side', undefined, ['blue']],
    ['start', undefined, ['dark', 'blue']],
    ['startOver', undefined, ['dark', 'gradient', 'pink']],
    ['faq', undefined, ['gradient', 'blue']],
    ['notFound', undefined, ['gradient', 'blue']],
  ] as const)('gives %s (colour %s) the classes %j', (name, colour, classes) => {
    expect(bodyThemeClasses({ name }, colour)).toEqual(classes);
  });
});
