import { createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decodeJwt, importJWK, type JWK, SignJWT } from 'jose';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEIDE_ERROR } from '../../src/contracts/feide';
import { FEIDE_ACCOUNT, FEIDE_LOGIN_TTL_MS } from '../db/repositories/feide';
import type { FeideIdentitiesTable, FeideLoginsTable } from '../db/tables/feide';
import { signGroupGrant } from '../feide/groupGrants';
import { TEST_ACCOUNTS, TEST_GROUPS, type TestProvider } from '../feide/test/testProvider';
import { tablesHolding } from '../retention/test/testData';
import { bearer, signIn, signUp, testClock } from '../test/authHelpers';
import { callback, collect, feideConfig, feideSetup, feideSignIn, REDIRECT_URI, signInAtProvider, startFeide } from '../test/feideHelpers';
import { addAccount, classAction, createTestClass, saveResponses } from '../test/teacherHelpers';
import { pupilIdOf } from './classPupil';
import { buildTestApp, testConfig } from '../test/testApp';

/**
 * Sign-in with Feide, against the local OpenID Connect provider (server/feide/test/testProvider.ts): what
 * the protocol refuses (state, code, nonce, the ID token's signature, audience, issuer and expiry), a provider
 * that is down, a person who cancels, a sign-in that has expired; and what a verified person gets: an account
 * found by `sub`, the role their school gives them, and the class made from their teaching group.
 */

const [LINE, EMIL, SARA] = TEST_ACCOUNTS as [(typeof TEST_ACCOUNTS)[number], (typeof TEST_ACCOUNTS)[number], (typeof TEST_ACCOUNTS)[number]];
const [SAMFUNNSFAG_10A, MATEMATIKK_9B] = TEST_GROUPS as [(typeof TEST_GROUPS)[number], (typeof TEST_GROUPS)[number]];

type Setup = Awaited<ReturnType<typeof feideSetup>>;
type App = Setup['app'];

const feideDb = (app: App) => app.db.withTables<{ feide_identities: FeideIdentitiesTable; feide_logins: FeideLoginsTable }>();

/** How many accounts, Feide identities and teacher accounts there are: a refused sign-in changes none of them. */
async function counts(app: App) {
  const db = feideDb(app);
  const n = async (table: 'users' | 'feide_identities' | 'teacher_accounts') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return { users: await n('users'), identities: await n('feide_identities'), teachers: await n('teacher_accounts') };
}

const catalogues = ['no', 'nn'].map((lang) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../src/i18n', `${lang}.json`), 'utf8')) as Record<string, string>);

/** The API's failure shape, with a message the browser has in both languages. */
function expectFailure(res: { status: number; body: unknown }, status: number, error: string, messageKey: string, field?: string) {
  expect(res.body).toEqual({ success: false, error, messageKey, ...(field ? { field } : {}) });
  expect(res.status).toBe(status);
  expect(messageKey).toMatch(/^txt_/);
  for (const catalogue of catalogues) expect(catalogue[`error.${messageKey}`], messageKey).toEqual(expect.any(String));
}

const REFUSED = [400, FEIDE_ERROR.refused, 'txt_error_feide_refused'] as const;
const UNAVAILABLE = [502, FEIDE_ERROR.unavailable, 'txt_error_feide_unavailable'] as const;
const CANCELLED = [400, FEIDE_ERROR.cancelled, 'txt_error_feide_cancelled'] as const;
const EXPIRED = [400, FEIDE_ERROR.expired, 'txt_error_feide_expired'] as const;

const loginIdOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const stateOf = (authorizationUrl: string) => new URL(authorizationUrl).searchParams.get('state')!;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Rewrite = (pathname: string, body: any) => unknown;

/**
 * What the app fetches the provider with: the provider's own answers, or, while a test has set `rewrite`, its
 * JSON answers as the test rewrites them (a forged ID token, another e-mail address, other affiliations).
 */
function rewritingFetch() {
  let rewrite: Rewrite | undefined;
  const feideFetch: CustomFetch = async (url, options) => {
    const res = await fetch(url, options as RequestInit);
    if (!rewrite || !(res.headers.get('content-type') ?? '').includes('json')) return res;
    const body = await res.json();
    const changed = (await rewrite(new URL(url).pathname, body)) ?? body;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(JSON.stringify(changed), { status: res.status, statusText: res.statusText, headers });
  };
  return {
    feideFetch,
    /** Rewrites the provider's answers for the length of `run`. */
    async while<T>(with_: Rewrite, run: () => Promise<T>): Promise<T> {
      rewrite = with_;
      try {
        return await run();
      } finally {
        rewrite = undefined;
      }
    },
  };
}

/** The userinfo answer (`/me`) and the groups API's school membership, with other affiliations. */
const withAffiliation = (affiliation: string[]): Rewrite => (pathname, body) => {
  if (pathname === '/me') return { ...body, eduPersonAffiliation: affiliation };
  if (pathname === '/groups/me/groups') return (body as any[]).map((g) => (g.type === 'fc:org' ? { ...g, membership: { ...g.membership, affiliation, primaryAffiliation: affiliation[0] } } : g));
  return body;
};

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Feide not configured', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it.each([
    ['GET', '/api/feide/start?page=pupil&lang=no'],
    ['GET', `/api/feide/callback?code=abc&state=def`],
    ['POST', '/api/feide/session'],
    ['GET', '/api/feide/logout?lang=no&side=elev'],
  ] as const)('%s %s answers 404 in the failure shape', async (method, url) => {
    const res = await app.inject({ method, url, headers: { cookie: `feide_login=${'a'.repeat(32)}` } });
    expectFailure({ status: res.statusCode, body: res.json() }, 404, FEIDE_ERROR.notConfigured, 'txt_error_feide_not_configured');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('what the protocol refuses', () => {
  let setup: Setup;
  let app: App;
  let provider: TestProvider;
  const provider_ = rewritingFetch();

  beforeAll(async () => {
    setup = await feideSetup({ feideFetch: provider_.feideFetch, env: { SEED_DEMO: '0' } });
    ({ app, provider } = setup);
  });
  afterAll(() => setup?.close());

  /** Start, sign in at the provider, come back through `callbackUrl` (default: the provider's own), collect. */
  async function signInThrough(sub: string, options: { before?: (loginId: string) => Promise<void>; callbackUrl?: (back: URL, started: { location: string; cookie: string }) => URL } = {}) {
    const started = await startFeide(app);
    await options.before?.(loginIdOf(started.cookie));
    const back = await signInAtProvider(started.location, sub);
    const returned = await callback(app, options.callbackUrl?.(back, started) ?? back, started.cookie);
    return { returned, collected: await collect(app, started.cookie), back, started };
  }

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge of a verifier it keeps', async () => {
    const started = await startFeide(app, 'page=teacher&lang=nn');
    expect(started.status).toBe(303);
    const url = new URL(started.location);
    expect(url.origin).toBe(provider.issuer);
    const login = await feideDb(app).selectFrom('feide_logins').selectAll().where('id', '=', loginIdOf(started.cookie)).executeTakeFirstOrThrow();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid userid-feide profile email groups-edu',
      state: login.state,
      nonce: login.nonce,
      code_challenge: createHash('sha256').update(login.code_verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(login).toMatchObject({ page: 'teacher', lang: 'nn', class_code: null, outcome: null });
    expect(login.state).not.toBe(login.nonce);
    expect(login.state.length).toBeGreaterThanOrEqual(32);
    // The verifier never leaves the server.
    expect(started.location).not.toContain(login.code_verifier);
  });

  it('ties the sign-in to the browser with an HttpOnly cookie for /api/feide only, for ten minutes', async () => {
    const res = await app.inject({ url: '/api/feide/start?page=pupil&lang=no' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^feide_login=[A-Za-z0-9_-]{32}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/feide', 'SameSite=Lax']);
  });

  it('refuses a start from a page that does not exist, before anything is stored', async () => {
    const res = await app.inject({ url: '/api/feide/start?page=admin&lang=no' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, messageKey: expect.stringMatching(/^txt_/) });
  });

  it('refuses a callback whose state is not this sign-in\'s', async () => {
    const before = await counts(app);
    const { returned, collected } = await signInThrough(EMIL.sub, {
      callbackUrl: (back) => {
        const url = new URL(back);
        url.searchParams.set('state', `${url.searchParams.get('state')}x`);
        return url;
      },
    });
    expect(returned).toEqual({ status: 303, location: '/no/feide/elev' });
    expectFailure(collected, ...REFUSED);
    expect(await counts(app)).toEqual(before);
  });

  it('refuses another browser\'s callback (its code and state) in this browser', async () => {
    const before = await counts(app);
    const mine = await startFeide(app);
    // The other browser's sign-in at the provider comes back to this browser, as a login CSRF would bring it.
    const { back: theirs } = await (async () => {
      const started = await startFeide(app);
      return { back: await signInAtProvider(started.location, SARA.sub) };
    })();
    await callback(app, theirs, mine.cookie);
    expectFailure(await collect(app, mine.cookie), ...REFUSED);
    expect(await counts(app)).toEqual(before);
  });

  it('takes a callback once: the same callback again changes nothing, and the outcome is collected once', async () => {
    const before = await counts(app);
    const started = await startFeide(app);
    const back = await signInAtProvider(started.location, SARA.sub);
    expect(await callback(app, back, started.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    const first = await feideDb(app).selectFrom('feide_logins').select('outcome').where('id', '=', loginIdOf(started.cookie)).executeTakeFirstOrThrow();
    expect(await callback(app, back, started.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    const second = await feideDb(app).selectFrom('feide_logins').select('outcome').where('id', '=', loginIdOf(started.cookie)).executeTakeFirstOrThrow();
    expect(second.outcome).toBe(first.outcome);
    const collected = await collect(app, started.cookie);
    expect(collected.status).toBe(200);
    expect(collected.body.data.session.userId).toBe(JSON.parse(first.outcome!).userId);
    expectFailure(await collect(app, started.cookie), ...EXPIRED);
    expect(await counts(app)).toEqual({ ...before, users: before.users + 1, identities: before.identities + 1 });
  });

  it('refuses a code used before, even with that sign-in\'s own verifier and nonce', async () => {
    const first = await startFeide(app);
    const back = await signInAtProvider(first.location, SARA.sub);
    await callback(app, back, first.cookie);
    const used = await feideDb(app).selectFrom('feide_logins').selectAll().where('id', '=', loginIdOf(first.cookie)).executeTakeFirstOrThrow();
    expect((await collect(app, first.cookie)).status).toBe(200);
    const before = await counts(app);

    // A new sign-in in this browser that the old code is replayed into: only the code's being used differs.
    const replay = await startFeide(app);
    await feideDb(app).updateTable('feide_logins').set({ code_verifier: used.code_verifier, nonce: used.nonce }).where('id', '=', loginIdOf(replay.cookie)).execute();
    const url = new URL(back);
    url.searchParams.set('state', stateOf(replay.location));
    expect(await callback(app, url, replay.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    const collected = await collect(app, replay.cookie);
    expectFailure(collected, ...REFUSED);
    expect(await counts(app)).toEqual(before);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const before = await counts(app);
    const { collected } = await signInThrough(EMIL.sub, {
      before: async (loginId) => {
        await feideDb(app).updateTable('feide_logins').set({ nonce: 'en-annen-nonce-enn-den-som-ble-sendt' }).where('id', '=', loginId).execute();
      },
    });
    expectFailure(collected, ...REFUSED);
    expect(await counts(app)).toEqual(before);
  });

  describe('forged ID tokens in the token endpoint\'s answer', () => {
    const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const seconds = () => Math.floor(Date.now() / 1000);

    async function sign(claims: Record<string, unknown>, key: 'provider' | 'stranger') {
      const signingKey = key === 'provider' ? await importJWK(provider.privateJwk as JWK, 'RS256') : strangerKey;
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: String(provider.privateJwk.kid) }).sign(signingKey);
    }

    /** The provider's ID token with claims changed, signed (by the provider's key, unless said) or not. */
    const FORGERIES: [string, (claims: Record<string, unknown>) => Promise<string>][] = [
      ['for another client (aud)', (c) => sign({ ...c, aud: 'en-annen-tjeneste' }, 'provider')],
      ['that has expired', (c) => sign({ ...c, iat: seconds() - 3600, exp: seconds() - 600 }, 'provider')],
      ['that is not signed (alg none)', async (c) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(c)}.`],
      ['from an issuer the app does not know (iss)', (c) => sign({ ...c, iss: 'https://auth.feide.example' }, 'provider')],
      ['signed by another key under the provider\'s key id', (c) => sign(c, 'stranger')],
      ['without a nonce', ({ nonce: _nonce, ...c }) => sign(c, 'provider')],
      // A valid token for another person: userinfo (read with the access token) is Emil's, so the subjects differ.
      ['naming another person (sub) than the access token\'s', (c) => sign({ ...c, sub: LINE.sub }, 'provider')],
    ];

    const forging = (forge: (claims: Record<string, unknown>) => Promise<string>): Rewrite => async (pathname, body) =>
      pathname === '/token' && typeof body.id_token === 'string' ? { ...body, id_token: await forge(decodeJwt(body.id_token) as Record<string, unknown>) } : body;

    it.each(FORGERIES)('refuses an ID token %s, and makes no account', async (_, forge) => {
      const before = await counts(app);
      const { returned, collected } = await provider_.while(forging(forge), () => signInThrough(EMIL.sub));
      expect(returned).toEqual({ status: 303, location: '/no/feide/elev' });
      expectFailure(collected, ...REFUSED);
      expect(await counts(app)).toEqual(before);
    });

    it('refuses a token answer without an ID token', async () => {
      const before = await counts(app);
      const { collected } = await provider_.while((pathname, { id_token: _idToken, ...body }) => (pathname === '/token' ? body : { id_token: _idToken, ...body }), () => signInThrough(EMIL.sub));
      expectFailure(collected, ...REFUSED);
      expect(await counts(app)).toEqual(before);
    });

    // The control: the same rewriting with nothing changed signs in, so the refusals above are each one claim's.
    it('accepts the provider\'s own claims signed again by its key', async () => {
      const before = await counts(app);
      const { collected } = await provider_.while(forging((c) => sign(c, 'provider')), () => signInThrough(EMIL.sub));
      expect(collected.status).toBe(200);
      expect(await counts(app)).toEqual({ ...before, users: before.users + 1, identities: before.identities + 1 });
    });
  });

  it('reports a person who cancels at the provider as cancelled', async () => {
    const before = await counts(app);
    const started = await startFeide(app);
    const url = new URL(REDIRECT_URI);
    url.search = new URLSearchParams({ error: 'access_denied', state: stateOf(started.location), iss: provider.issuer }).toString();
    expect(await callback(app, url, started.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    expectFailure(await collect(app, started.cookie), ...CANCELLED);
    expect(await counts(app)).toEqual(before);
  });

  it('does not take a «cancelled» answer with another state as this sign-in\'s', async () => {
    const started = await startFeide(app);
    const url = new URL(REDIRECT_URI);
    url.search = new URLSearchParams({ error: 'access_denied', state: 'ikke-denne-innloggingens-state', iss: provider.issuer }).toString();
    await callback(app, url, started.cookie);
    expectFailure(await collect(app, started.cookie), ...REFUSED);
  });

  it('refuses a callback without a code', async () => {
    const started = await startFeide(app);
    const url = new URL(REDIRECT_URI);
    url.search = new URLSearchParams({ state: stateOf(started.location), iss: provider.issuer }).toString();
    await callback(app, url, started.cookie);
    expectFailure(await collect(app, started.cookie), ...REFUSED);
  });
});

describe('a provider that does not answer', () => {
  let app: App;
  let issuer: string;
  beforeAll(async () => {
    issuer = `http://127.0.0.1:${await closedPort()}`;
    const config = feideConfig({ issuer, clientId: 'ueokonomiapp-lokal', clientSecret: 'en-hemmelighet-for-testen', groupsUrl: `${issuer}/groups/me/groups` }, { SEED_DEMO: '0' });
    app = await buildTestApp({ config });
  });
  afterAll(() => app?.close());

  it('sends the browser back to the sign-in page, which collects «Feide svarer ikke»', async () => {
    const before = await counts(app);
    const started = await startFeide(app, 'page=teacher&lang=nn');
    expect(started.status).toBe(303);
    expect(started.location).toBe('/nn/feide/veileder');
    expect(started.cookie).toMatch(/^feide_login=/);
    expectFailure(await collect(app, started.cookie), ...UNAVAILABLE);
    expect(await counts(app)).toEqual(before);
  });

  it('still signs out here, returning to the app\'s own page', async () => {
    const res = await app.inject({ url: '/api/feide/logout?lang=no&side=veileder' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://127.0.0.1:3999/no/veiledere');
  });
});

describe('a provider that stops answering during the sign-in', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await feideSetup({ env: { SEED_DEMO: '0' } });
  });
  afterAll(() => setup?.close());

  it('reports «Feide svarer ikke» when the code cannot be exchanged', async () => {
    const { app, provider } = setup;
    const before = await counts(app);
    const started = await startFeide(app);
    const back = await signInAtProvider(started.location, EMIL.sub);
    await provider.close();
    expect(await callback(app, back, started.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    expectFailure(await collect(app, started.cookie), ...UNAVAILABLE);
    expect(await counts(app)).toEqual(before);
  });
});

describe('sign-ins that have expired or were never started in this browser', () => {
  let setup: Setup;
  let app: App;
  const clock = testClock();
  beforeAll(async () => {
    setup = await feideSetup({ now: clock.now, env: { SEED_DEMO: '0' } });
    app = setup.app;
  });
  afterAll(() => setup?.close());

  it('refuses a callback without the cookie, and leaves the sign-in for the browser that started it', async () => {
    const started = await startFeide(app);
    const back = await signInAtProvider(started.location, EMIL.sub);
    const before = await counts(app);
    expect(await callback(app, back, '')).toEqual({ status: 303, location: '/no/feide/elev' });
    expect(await callback(app, back, 'feide_login=ikke-en-innlogging')).toEqual({ status: 303, location: '/no/feide/elev' });
    expect(await counts(app)).toEqual(before);
    const open = await feideDb(app).selectFrom('feide_logins').select('outcome').where('id', '=', loginIdOf(started.cookie)).executeTakeFirstOrThrow();
    expect(open.outcome).toBeNull();
  });

  it('answers a collect without a sign-in as expired, and clears the cookie', async () => {
    for (const cookie of ['', 'feide_login=ikke-en-innlogging', `feide_login=${'A'.repeat(32)}`]) {
      const res = await app.inject({ method: 'POST', url: '/api/feide/session', headers: { cookie } });
      expectFailure({ status: res.statusCode, body: res.json() }, ...EXPIRED);
      expect(String(res.headers['set-cookie'])).toMatch(/^feide_login=; Path=\/api\/feide; Max-Age=0; HttpOnly/);
    }
  });

  it('refuses a callback ten minutes after the start, and makes no account', async () => {
    const before = await counts(app);
    const started = await startFeide(app, 'page=teacher&lang=nn');
    const back = await signInAtProvider(started.location, LINE.sub);
    clock.advance(FEIDE_LOGIN_TTL_MS);
    expect(await callback(app, back, started.cookie)).toEqual({ status: 303, location: '/no/feide/elev' });
    expectFailure(await collect(app, started.cookie), ...EXPIRED);
    expect(await counts(app)).toEqual(before);
  });

  it('refuses to collect ten minutes after the start, though the callback came in time', async () => {
    const started = await startFeide(app);
    const back = await signInAtProvider(started.location, SARA.sub);
    clock.advance(FEIDE_LOGIN_TTL_MS - 2000);
    await callback(app, back, started.cookie);
    clock.advance(2000);
    expectFailure(await collect(app, started.cookie), ...EXPIRED);
  });

  // The control: a second less and both steps go through.
  it('takes a callback and a collect just inside the ten minutes', async () => {
    const started = await startFeide(app);
    const back = await signInAtProvider(started.location, EMIL.sub);
    clock.advance(FEIDE_LOGIN_TTL_MS - 1000);
    await callback(app, back, started.cookie);
    const collected = await collect(app, started.cookie);
    expect(collected.status).toBe(200);
    // The session is the app's own, timed by its clock.
    expect(collected.body.data.session.expiresAt).toBe(clock.now() + 8 * 3_600_000);
  });
});

describe('accounts and roles from Feide', () => {
  let setup: Setup;
  let app: App;
  let provider: TestProvider;
  const provider_ = rewritingFetch();
  let emilId: string;
  let lineId: string;

  beforeAll(async () => {
    // Teachers must be approved by an operator here: a teacher the school vouches for (Feide) is approved at once.
    setup = await feideSetup({ feideFetch: provider_.feideFetch, env: { SEED_DEMO: '0', TEACHER_APPROVAL: '1' } });
    ({ app, provider } = setup);
  });
  afterAll(() => setup?.close());

  it('refuses a person who is neither pupil nor teacher, on either page, and makes no account', async () => {
    const before = await counts(app);
    for (const page of ['pupil', 'teacher']) {
      const res = await provider_.while(withAffiliation(['member', 'affiliate']), () => feideSignIn(app, LINE.sub, `page=${page}&lang=no`));
      expectFailure(res, 403, FEIDE_ERROR.noRole, 'txt_error_feide_no_role');
    }
    expect(await counts(app)).toEqual(before);
  });

  it('refuses a teacher on the pupils\' page, pointing to the teachers\' page, and makes no account', async () => {
    const before = await counts(app);
    const res = await feideSignIn(app, LINE.sub, 'page=pupil&lang=no');
    expect(res.returned).toEqual({ status: 303, location: '/no/feide/elev' });
    expectFailure(res, 403, FEIDE_ERROR.teacherOnPupilPage, 'txt_error_teachers_must_use_veiledere_page');
    expect(await counts(app)).toEqual(before);
  });

  it('refuses a pupil on the teachers\' page, and makes no account', async () => {
    const before = await counts(app);
    const res = await feideSignIn(app, EMIL.sub, 'page=teacher&lang=nn');
    expect(res.returned).toEqual({ status: 303, location: '/nn/feide/veileder' });
    expectFailure(res, 403, FEIDE_ERROR.notATeacher, 'txt_error_not_a_teacher');
    expect(await counts(app)).toEqual(before);
  });

  it('makes a pupil a pupil account that keeps no e-mail address or name', async () => {
    const before = await counts(app);
    const res = await feideSignIn(app, EMIL.sub);
    expect(res.returned).toEqual({ status: 303, location: '/no/feide/elev' });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toEqual({ page: 'pupil', session: { userId: expect.any(String), idToken: expect.any(String), expiresAt: expect.any(Number) }, classCode: null });
    emilId = data.session.userId;
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', emilId).executeTakeFirstOrThrow();
    expect(Number(user.has_teacher_access)).toBe(0);
    expect(user.email).toBe(`${emilId.toLowerCase()}@feide.invalid`);
    expect(user.password_hash).toBe(FEIDE_ACCOUNT);
    expect(await feideDb(app).selectFrom('feide_identities').selectAll().where('user_id', '=', emilId).execute()).toEqual([
      { subject: EMIL.sub, user_id: emilId, role: 'pupil', created_at: expect.anything() },
    ]);
    expect(await app.db.selectFrom('teacher_accounts').selectAll().where('user_id', '=', emilId).execute()).toEqual([]);
    expect(await counts(app)).toEqual({ ...before, users: before.users + 1, identities: before.identities + 1 });
    // Nothing the provider said about Emil is kept anywhere but his subject.
    expect(await tablesHolding(app.db, [EMIL.email, EMIL.principalName, EMIL.name])).toEqual([]);
  });

  it('gives the pupil a session the app\'s routes take', async () => {
    const { body } = await feideSignIn(app, EMIL.sub);
    const { idToken, userId } = body.data.session;
    expect(userId).toBe(emilId);
    const store = await app.inject({ url: `/api/store/users/${userId}`, headers: bearer(idToken) });
    expect(store.statusCode).toBe(200);
    expect(store.json()).toEqual({ success: true, data: { hasTeacherAccess: false } });
    const sessions = await app.inject({ url: '/api/account/sessions', headers: bearer(idToken) });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // A pupil's token is no teacher's.
    expect((await classAction(app, 'create', idToken, { name: '10A', school: 'Skole', schoolYear: '2026/2027' })).statusCode).toBe(403);
  });

  it('never lets the Feide account\'s password column be used as a password', async () => {
    const res = await signIn(app, `${emilId.toLowerCase()}@feide.invalid`, FEIDE_ACCOUNT);
    expect(res.statusCode).toBe(401);
  });

  it('still refuses the pupil on the teachers\' page once the pupil has an account, and gives no teacher access', async () => {
    const res = await feideSignIn(app, EMIL.sub, 'page=teacher&lang=no');
    expectFailure(res, 403, FEIDE_ERROR.notATeacher, 'txt_error_not_a_teacher');
    const user = await app.db.selectFrom('users').select('has_teacher_access').where('id', '=', emilId).executeTakeFirstOrThrow();
    expect(Number(user.has_teacher_access)).toBe(0);
  });

  it('makes a teacher an approved teacher account that may create a class with the apiToken at once', async () => {
    const before = await counts(app);
    const res = await feideSignIn(app, LINE.sub, 'page=teacher&lang=nn');
    expect(res.returned).toEqual({ status: 303, location: '/nn/feide/veileder' });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toEqual({
      page: 'teacher',
      session: { userId: expect.any(String), idToken: expect.any(String), expiresAt: expect.any(Number) },
      classCode: null,
      apiToken: { token: expect.any(String), expiresAt: data.session.expiresAt },
      // With the school's name from Feide for the class form: a Feide teacher has no county to list schools from.
      groups: [
        { name: SAMFUNNSFAG_10A.displayName, grant: expect.any(String), school: 'Eksempel skole' },
        { name: MATEMATIKK_9B.displayName, grant: expect.any(String), school: 'Eksempel skole' },
      ],
    });
    lineId = data.session.userId;
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', lineId).executeTakeFirstOrThrow();
    expect(Number(user.has_teacher_access)).toBe(1);
    // A teacher's work address is kept (for the retention warnings), in lower case.
    expect(user.email).toBe(LINE.email);
    expect(await app.db.selectFrom('teacher_accounts').select('status').where('user_id', '=', lineId).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
    expect(await counts(app)).toEqual({ users: before.users + 1, identities: before.identities + 1, teachers: before.teachers + 1 });

    const created = await classAction(app, 'create', data.apiToken.token, { name: '10A', school: 'Eksempel skole', schoolYear: '2026/2027' });
    expect(created.statusCode, created.body).toBe(200);
    const list = await app.inject({ url: '/api/list/class', headers: bearer(data.apiToken.token) });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(created.json().data.classCode);
  });

  it('joins the teacher\'s sign-in token and apiToken in one session, ended together', async () => {
    const { body } = await feideSignIn(app, LINE.sub, 'page=teacher&lang=no');
    const { session, apiToken } = body.data;
    const fromSignIn = await app.inject({ url: '/api/account/sessions', headers: bearer(session.idToken) });
    const fromApi = await app.inject({ url: '/api/account/sessions', headers: bearer(apiToken.token) });
    expect(fromSignIn.statusCode).toBe(200);
    expect(fromApi.statusCode).toBe(200);
    const current = (res: typeof fromApi) => res.json().data.filter((s: { current: boolean }) => s.current).map((s: { id: string }) => s.id);
    expect(current(fromSignIn)).toHaveLength(1);
    expect(current(fromApi)).toEqual(current(fromSignIn));
    // The earlier sign-in is a session of its own; this one is listed once.
    const ids = fromApi.json().data.map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(ids.length);

    const out = await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: bearer(session.idToken) });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/list/class', headers: bearer(apiToken.token) })).statusCode).toBe(401);
  });

  it('finds the account by subject: the same person gets the same account when the e-mail address changes', async () => {
    const before = await counts(app);
    const newAddress: Rewrite = (pathname, body) => (pathname === '/me' ? { ...body, email: 'ny.adresse@annen-skole.example' } : body);
    const teacher = await provider_.while(newAddress, () => feideSignIn(app, LINE.sub, 'page=teacher&lang=no'));
    const pupil = await provider_.while(newAddress, () => feideSignIn(app, EMIL.sub));
    expect(teacher.body.data.session.userId).toBe(lineId);
    expect(pupil.body.data.session.userId).toBe(emilId);
    expect(await counts(app)).toEqual(before);
    expect(await app.db.selectFrom('users').select('email').where('id', '=', lineId).executeTakeFirstOrThrow()).toEqual({ email: LINE.email });
  });

  it('keeps a teacher account a teacher\'s only while the school says so', async () => {
    // Line is now only a member at the school: the teachers' page refuses her, and her account is unchanged.
    const res = await provider_.while(withAffiliation(['member']), () => feideSignIn(app, LINE.sub, 'page=teacher&lang=no'));
    expectFailure(res, 403, FEIDE_ERROR.notATeacher, 'txt_error_not_a_teacher');
  });

  it('offers the provider\'s sign-out, returning to the page the person signed out from', async () => {
    const discovery = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
    for (const [side, back] of [
      ['elev', 'http://127.0.0.1:3999/no'],
      ['veileder', 'http://127.0.0.1:3999/no/veiledere'],
    ]) {
      const res = await app.inject({ url: `/api/feide/logout?lang=no&side=${side}` });
      expect(res.statusCode).toBe(303);
      const url = new URL(String(res.headers.location));
      expect(`${url.origin}${url.pathname}`).toBe(discovery.end_session_endpoint);
      expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: provider.clientId, post_logout_redirect_uri: back });
      // The provider takes it: its sign-out page, not its error for an unregistered return address.
      const atProvider = await fetch(url, { redirect: 'manual' });
      expect(atProvider.status).toBe(200);
      expect(await atProvider.text()).toMatch(/logout/i);
    }
    expect((await app.inject({ url: '/api/feide/logout?lang=no&side=admin' })).statusCode).toBe(400);
  });
});

describe('accounts made here are never taken over by Feide', () => {
  let setup: Setup;
  let app: App;
  beforeAll(async () => {
    setup = await feideSetup({ env: { SEED_DEMO: '0' } });
    app = setup.app;
  });
  afterAll(() => setup?.close());

  it('gives a Feide teacher an account of their own when a self-hosted account has their address', async () => {
    const own = await addAccount(app, { isTeacher: true, email: LINE.email });
    const ownRow = await app.db.selectFrom('users').selectAll().where('id', '=', own.userId).executeTakeFirstOrThrow();
    const res = await feideSignIn(app, LINE.sub, 'page=teacher&lang=no');
    expect(res.status).toBe(200);
    const feideId = res.body.data.session.userId;
    expect(feideId).not.toBe(own.userId);
    const feideRow = await app.db.selectFrom('users').select('email').where('id', '=', feideId).executeTakeFirstOrThrow();
    expect(feideRow.email).toBe(`${feideId.toLowerCase()}@feide.invalid`);
    expect(await app.db.selectFrom('users').selectAll().where('id', '=', own.userId).executeTakeFirstOrThrow()).toEqual(ownRow);
    // A class made with the Feide sign-in is the Feide account's, not the self-hosted one's.
    const code = await createTestClass(app, res.body.data.apiToken.token);
    expect(await app.db.selectFrom('classes').select('teacher_id').where('code', '=', code).executeTakeFirstOrThrow()).toEqual({ teacher_id: feideId });
  });

  it('gives a Feide pupil an account of their own when a self-hosted pupil has their address, and the password still opens only that one', async () => {
    const own = await signUp(app, EMIL.email, 'mitt eget passord her');
    const res = await feideSignIn(app, EMIL.sub);
    expect(res.status).toBe(200);
    expect(res.body.data.session.userId).not.toBe(own.userId);
    const again = await signIn(app, EMIL.email, 'mitt eget passord her');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userId).toBe(own.userId);
  });
});

describe('classes from Feide teaching groups', () => {
  let setup: Setup;
  let app: App;
  let otherTeacher: Awaited<ReturnType<typeof addAccount>>;
  let typedCode: string;
  let line: { userId: string; apiToken: string; grants: Record<string, string> };
  let groupClass: string;

  const newClass = (token: string, feideGroup: string, name = 'Samfunnsfag 10A') => classAction(app, 'create', token, { name, school: 'Eksempel skole', schoolYear: '2026/2027', feideGroup });
  const classCount = async () => Number((await app.db.selectFrom('classes').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

  const groupsRewrite = rewritingFetch();
  beforeAll(async () => {
    setup = await feideSetup({ feideFetch: groupsRewrite.feideFetch, env: { SEED_DEMO: '0' } });
    app = setup.app;
    otherTeacher = await addAccount(app, { isTeacher: true });
    typedCode = await createTestClass(app, otherTeacher.idToken, { name: 'Klassen med kode' });
  });
  afterAll(() => setup?.close());

  it('refuses an unknown typed class code before leaving for the provider, and makes no account', async () => {
    const before = await counts(app);
    const started = await startFeide(app, 'page=pupil&lang=nn&classCode=UKJENT99');
    expect(started.status).toBe(303);
    expect(started.location).toBe('/nn/feide/elev');
    expectFailure(await collect(app, started.cookie), 400, FEIDE_ERROR.classInvalid, 'txt_invalid_class_code', 'classCode');
    expect(await counts(app)).toEqual(before);
  });

  it('refuses the code of an archived class the same way', async () => {
    const archived = await createTestClass(app, otherTeacher.idToken, { name: 'Arkivert' });
    expect((await classAction(app, 'archive', otherTeacher.idToken, { classCode: archived, archived: true })).statusCode).toBe(200);
    const started = await startFeide(app, `page=pupil&lang=no&classCode=${archived}`);
    expect(started.location).toBe('/no/feide/elev');
    expectFailure(await collect(app, started.cookie), 400, FEIDE_ERROR.classInvalid, 'txt_invalid_class_code', 'classCode');
  });

  it('answers no class for a pupil with none, and the typed code (in any case) when no group has a class', async () => {
    expect((await feideSignIn(app, EMIL.sub)).body.data.classCode).toBeNull();
    const typed = await feideSignIn(app, SARA.sub, `page=pupil&lang=no&classCode=${typedCode.toLowerCase()}`);
    expect(typed.status).toBe(200);
    expect(typed.body.data.classCode).toBe(typedCode);
  });

  it('lets the Feide teacher create a class from the «Samfunnsfag 10A» grant, and its pupils find it at sign-in', async () => {
    const res = await feideSignIn(app, LINE.sub, 'page=teacher&lang=no');
    line = {
      userId: res.body.data.session.userId,
      apiToken: res.body.data.apiToken.token,
      grants: Object.fromEntries(res.body.data.groups.map((g: { name: string; grant: string }) => [g.name, g.grant])),
    };
    const created = await newClass(line.apiToken, line.grants[SAMFUNNSFAG_10A.displayName]!);
    expect(created.statusCode, created.body).toBe(200);
    groupClass = created.json().data.classCode;
    expect(await app.db.selectFrom('classes').select(['teacher_id', 'feide_group']).where('code', '=', groupClass).executeTakeFirstOrThrow()).toEqual({
      teacher_id: line.userId,
      feide_group: SAMFUNNSFAG_10A.id,
    });
    // A class from Matematikk 9B, made later (newest first would pick it), which Emil is not in.
    const maths = await newClass(line.apiToken, line.grants[MATEMATIKK_9B.displayName]!, 'Matematikk 9B');
    expect(maths.statusCode, maths.body).toBe(200);
    expect(maths.json().data.classCode).not.toBe(groupClass);

    const emil = await feideSignIn(app, EMIL.sub);
    expect(emil.status).toBe(200);
    expect(emil.body.data.classCode).toBe(groupClass);
    // The group's class comes before a code the pupil typed.
    const sara = await feideSignIn(app, SARA.sub, `page=pupil&lang=no&classCode=${typedCode}`);
    expect(sara.body.data.classCode).toBe(groupClass);
  });

  it('joins a pupil only to a class of a group they are a pupil in', async () => {
    // Emil listed in 10A as something other than a pupil (a helper, say): the group's class is not his to join.
    const notAPupilThere: Rewrite = (pathname, body) =>
      pathname === '/groups/me/groups' ? (body as any[]).map((g) => (g.type === 'fc:gogroup' ? { ...g, membership: { ...g.membership, affiliation: 'member' } } : g)) : body;
    const emil = await groupsRewrite.while(notAPupilThere, () => feideSignIn(app, EMIL.sub));
    expect(emil.status).toBe(200);
    expect(emil.body.data.classCode).toBeNull();
  });

  it('refuses a second class from the same group by the same teacher', async () => {
    const before = await classCount();
    const res = await newClass(line.apiToken, line.grants[SAMFUNNSFAG_10A.displayName]!);
    expectFailure({ status: res.statusCode, body: res.json() }, 409, FEIDE_ERROR.groupHasClass, 'txt_error_feide_group_has_class', 'feideGroup');
    expect(await classCount()).toBe(before);
  });

  it('refuses a grant used by another teacher, altered, or expired', async () => {
    const before = await classCount();
    const grant = line.grants[SAMFUNNSFAG_10A.displayName]!;
    const [payload, signature] = grant.split('.') as [string, string];
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherGroup = Buffer.from(JSON.stringify([fields[0], 'fc:gogroup:skole.example:u:NO000000001:10b-samf:2026-08-01:2027-06-30', fields[2], fields[3]])).toString('base64url');
    const cases: [string, string, string][] = [
      ['another teacher', otherTeacher.idToken, grant],
      ['another group under the signature', line.apiToken, `${otherGroup}.${signature}`],
      ['a changed signature', line.apiToken, `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`],
      ['an expired grant', line.apiToken, signGroupGrant(app.signingSecret, { userId: line.userId, groupId: 'fc:gogroup:ny', name: 'Ny', expiresAt: app.now() - 1 })],
      ['a grant signed with another secret', line.apiToken, signGroupGrant(Buffer.alloc(32, 7), { userId: line.userId, groupId: 'fc:gogroup:ny', name: 'Ny', expiresAt: app.now() + 60_000 })],
    ];
    for (const [what, token, feideGroup] of cases) {
      const res = await newClass(token, feideGroup);
      expect(res.statusCode, what).toBe(403);
      expectFailure({ status: res.statusCode, body: res.json() }, 403, FEIDE_ERROR.groupGrantInvalid, 'txt_error_feide_group_invalid', 'feideGroup');
    }
    expect(await classCount()).toBe(before);
    // The control: a grant made the same way, unexpired and with this server's secret, is taken.
    const valid = await newClass(line.apiToken, signGroupGrant(app.signingSecret, { userId: line.userId, groupId: 'fc:gogroup:ny', name: 'Ny', expiresAt: app.now() + 60_000 }));
    expect(valid.statusCode, valid.body).toBe(200);
  });

  it('lets the pupils go without a group class once it is archived, and the teacher make a new one', async () => {
    expect((await classAction(app, 'archive', line.apiToken, { classCode: groupClass, archived: true })).statusCode).toBe(200);
    expect((await feideSignIn(app, EMIL.sub)).body.data.classCode).toBeNull();
    const again = await newClass(line.apiToken, line.grants[SAMFUNNSFAG_10A.displayName]!);
    expect(again.statusCode, again.body).toBe(200);
    expect((await feideSignIn(app, EMIL.sub)).body.data.classCode).toBe(again.json().data.classCode);
  });
});

describe('the same person signing in from two browsers at once', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await feideSetup({ env: { SEED_DEMO: '0' } });
  });
  afterAll(() => setup?.close());

  it.each([
    ['a pupil', EMIL.sub, 'page=pupil&lang=no'],
    ['a teacher', LINE.sub, 'page=teacher&lang=no'],
  ])('gets %s one account', async (_, sub, query) => {
    const { app } = setup;
    const before = await counts(app);
    const browsers = await Promise.all([0, 1].map(async () => {
      const started = await startFeide(app, query);
      return { started, back: await signInAtProvider(started.location, sub) };
    }));
    await Promise.all(browsers.map(({ started, back }) => callback(app, back, started.cookie)));
    const collected = await Promise.all(browsers.map(({ started }) => collect(app, started.cookie)));
    expect(collected.map((c) => c.status)).toEqual([200, 200]);
    expect(collected[0]!.body.data.session.userId).toBe(collected[1]!.body.data.session.userId);
    const teacher = query.includes('teacher') ? 1 : 0;
    expect(await counts(app)).toEqual({ users: before.users + 1, identities: before.identities + 1, teachers: before.teachers + teacher });
  });
});

describe('a pupil’s name from Feide', () => {
  let setup: Setup;
  let app: App;
  let teacher: Awaited<ReturnType<typeof addAccount>>;
  let classCode: string;

  beforeAll(async () => {
    setup = await feideSetup({ env: { SEED_DEMO: '0' } });
    app = setup.app;
    teacher = await addAccount(app, { isTeacher: true });
    classCode = await createTestClass(app, teacher.idToken, { name: 'Klassen med kode' });
  });
  afterAll(() => setup?.close());

  /** The pupil joins the class with Feide and the code, and the app makes their record in it, as it does after sign-in. */
  async function joinWithFeide(sub: string, code = classCode) {
    const res = await feideSignIn(app, sub, `page=pupil&lang=no&classCode=${code}`);
    expect(res.status).toBe(200);
    const { userId, idToken } = res.body.data.session as { userId: string; idToken: string };
    expect(res.body.data.classCode).toBe(code);
    await saveResponses(app, { userId, idToken }, code, []);
    return { userId, idToken };
  }

  const nameIn = async (pupil: { idToken: string }, code = classCode) => {
    const res = await app.inject({ url: `/api/class/${code}/display-name`, headers: bearer(pupil.idToken) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.displayName as string | null;
  };

  it('gives a pupil who joins a class Feide’s given name there, and keeps nothing else Feide said about them', async () => {
    const emil = await joinWithFeide(EMIL.sub);
    expect(await nameIn(emil)).toBe(EMIL.givenName);
    // The teacher's class view lists him by it.
    const progress = await app.inject({ url: `/api/list/class/${classCode}/progress`, headers: bearer(teacher.idToken) });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().data.perPupil.map((p: { displayName: string | null }) => p.displayName)).toEqual([EMIL.givenName]);
    expect(await tablesHolding(app.db, [EMIL.name, EMIL.email, EMIL.principalName])).toEqual([]);
  });

  it('keeps the name the teacher corrected it to when the pupil signs in with Feide again', async () => {
    const emil = await joinWithFeide(EMIL.sub);
    const pupilId = pupilIdOf(app.signingSecret, classCode, emil.userId);
    const corrected = await app.inject({
      method: 'PUT',
      url: `/api/class/${classCode}/pupil/${pupilId}/display-name`,
      headers: bearer(teacher.idToken),
      payload: { displayName: 'Emil B' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await joinWithFeide(EMIL.sub);
    expect(await nameIn(emil)).toBe('Emil B');
  });

  it('does not give the name back to a pupil in the class who removed it', async () => {
    const sara = await joinWithFeide(SARA.sub);
    expect(await nameIn(sara)).toBe(SARA.givenName);
    const cleared = await app.inject({ method: 'PUT', url: `/api/class/${classCode}/display-name`, headers: bearer(sara.idToken), payload: { displayName: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await joinWithFeide(SARA.sub);
    expect(await nameIn(sara)).toBeNull();
  });

  it('gives the name per class: in another class the pupil joins, Feide’s given name again', async () => {
    const other = await createTestClass(app, teacher.idToken, { name: 'Den andre klassen' });
    const emil = await joinWithFeide(EMIL.sub, other);
    expect(await nameIn(emil, other)).toBe(EMIL.givenName);
    expect(await nameIn(emil)).toBe('Emil B');
  });

  it('stores no name when the provider gives none the display-name rules take', async () => {
    const odd: Rewrite = (pathname, body) => (pathname === '/me' ? { ...body, given_name: '<script>', name: '<script> x' } : body);
    const rewriting = rewritingFetch();
    const own = await feideSetup({ feideFetch: rewriting.feideFetch, env: { SEED_DEMO: '0' } });
    try {
      const ownTeacher = await addAccount(own.app, { isTeacher: true });
      const code = await createTestClass(own.app, ownTeacher.idToken);
      const res = await rewriting.while(odd, () => feideSignIn(own.app, SARA.sub, `page=pupil&lang=no&classCode=${code}`));
      expect(res.status).toBe(200);
      expect(await own.app.db.withTables<{ display_names: { user_id: string } }>().selectFrom('display_names').selectAll().execute()).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
