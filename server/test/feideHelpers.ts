import type { CustomFetch } from 'openid-client';
import type { Mailer } from '../email/mailer';
import { startTestProvider, type TestProvider } from '../feide/test/testProvider';
import { buildTestApp, testConfig } from './testApp';

export const REDIRECT_URI = 'http://127.0.0.1:3999/api/feide/callback';

/** The local Feide test provider and an app set up to use it. */
export async function feideSetup(options: { feideFetch?: CustomFetch; now?: () => number; env?: Record<string, string>; mailer?: Mailer } = {}) {
  const provider = await startTestProvider({ redirectUris: [REDIRECT_URI], postLogoutRedirectUris: ['http://127.0.0.1:3999/no', 'http://127.0.0.1:3999/no/veiledere'] });
  const app = await buildTestApp({
    config: feideConfig(provider, options.env),
    feideFetch: options.feideFetch,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  return { provider, app, close: async () => (await app.close(), await provider.close()) };
}

export function feideConfig(provider: Pick<TestProvider, 'issuer' | 'clientId' | 'clientSecret' | 'groupsUrl'>, env: Record<string, string> = {}) {
  return testConfig({
    FEIDE_ISSUER: provider.issuer,
    FEIDE_CLIENT_ID: provider.clientId,
    FEIDE_CLIENT_SECRET: provider.clientSecret,
    FEIDE_REDIRECT_URI: REDIRECT_URI,
    FEIDE_GROUPS_URL: provider.groupsUrl,
    FEIDE_SCOPES: 'openid userid-feide profile email groups-edu',
    ...env,
  });
}

type App = Awaited<ReturnType<typeof feideSetup>>['app'];

const cookieOf = (setCookie: string | string[] | undefined) => {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return line?.split(';')[0];
};

/** Starts a sign-in in the app: answers the provider address it sends the browser to, and the browser's cookie. */
export async function startFeide(app: App, query = 'page=pupil&lang=no', remoteAddress = '127.0.0.1') {
  const res = await app.inject({ url: `/api/feide/start?${query}`, remoteAddress });
  return { status: res.statusCode, location: String(res.headers.location ?? ''), cookie: cookieOf(res.headers['set-cookie']) ?? '' };
}

/**
 * Signs in at the provider as one of its people, as a browser would (following redirects, keeping the provider's
 * cookies), until it sends the browser back to the app: answers that callback address.
 */
export async function signInAtProvider(authorizationUrl: string, sub: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: cookieHeader() } });
    keep(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    const form = /<form method="post" action="([^"]+)"/.exec(html);
    if (!form) throw new Error(`the provider answered ${res.status} without a sign-in form: ${html.slice(0, 300)}`);
    url = new URL(form[1]!, url);
    init = { method: 'POST', body: new URLSearchParams({ account: sub }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}

/** The callback in the app, with the browser's cookie: answers where the app sends the browser next. */
export async function callback(app: App, url: URL, cookie: string) {
  const res = await app.inject({ url: `${url.pathname}${url.search}`, headers: { cookie } });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}

export async function collect(app: App, cookie: string) {
  const res = await app.inject({ method: 'POST', url: '/api/feide/session', headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}

/** The whole sign-in: start, sign in at the provider as `sub`, callback, collect. */
export async function feideSignIn(app: App, sub: string, query = 'page=pupil&lang=no') {
  const started = await startFeide(app, query);
  const back = await signInAtProvider(started.location, sub);
  const returned = await callback(app, back, started.cookie);
  return { ...(await collect(app, started.cookie)), returned, cookie: started.cookie, callbackUrl: back };
}

/**
 * Feide set up towards a provider that never answers (nothing listens on port 1): for tests of every route, where
 * the Feide routes should run their own code rather than answer 404, and no sign-in ever gets past the start.
 */
export const UNREACHABLE_FEIDE_ENV = {
  FEIDE_ISSUER: 'http://127.0.0.1:1',
  FEIDE_CLIENT_ID: 'ueokonomiapp-test',
  FEIDE_CLIENT_SECRET: 'en-hemmelighet-som-ingen-tilbyder-kjenner',
  FEIDE_REDIRECT_URI: REDIRECT_URI,
  FEIDE_GROUPS_URL: 'http://127.0.0.1:1/groups/me/groups',
};
