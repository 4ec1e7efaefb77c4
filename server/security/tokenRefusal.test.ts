import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR, SESSION_HOURS } from '../../src/contracts/auth';
import { issueSession } from '../auth/credentials';
import { findUserById, newUserId } from '../db/repositories/users';
import { bearer, recordingMailer, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addPupil, createTestClass, saveResponses } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import type { CatalogueRoute } from '../plugins/routeAccess';
import { attackedRoutes, type ExampleContext, exampleOf, routeKey } from '../test/routeExamples';
import { pupilIdOf } from '../routes/classPupil';

/**
 * ASVS V9 (self-contained tokens) at the HTTP level: on every route that needs a token, a forged,
 * altered, expired or revoked one is answered 401 with the API's failure body, no data and no write.
 * Both kinds are attacked: a pupil's idToken from the identity provider (/api/identity/sign-up) and a
 * teacher's API token from /api/jwt/token. They are made and checked by the same code
 * (server/auth/tokens.ts), which server/auth/tokens.test.ts tests on its own.
 */

const INVALID = { success: false, error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' };
const EXPIRED = { success: false, error: AUTH_ERROR.tokenExpired, messageKey: 'txt_error_session_expired' };
/** The body-token route answers every bad token as a failed sign-in, so it tells nothing about the token. */
const BAD_CREDENTIAL = { success: false, error: AUTH_ERROR.invalidCredential, messageKey: 'txt_error_login' };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

function signed(header: unknown, claims: unknown, key: Buffer) {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

interface Variant {
  name: string;
  /** The Authorization header to send, or, for the body-token route, the token (undefined: not applicable). */
  header: string;
  token: string | undefined;
  expired?: boolean;
}

/** Everything wrong that can be done to a genuine token, made with the server's own secret where that matters. */
function forgeries(genuine: string, secret: Buffer, someoneElse: string, nowMs: number): Variant[] {
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const claims = claimsOf(genuine);
  const now = Math.floor(nowMs / 1000);
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const tokens: Omit<Variant, 'header'>[] = [
    { name: 'alg none, unsigned', token: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` },
    { name: 'alg none, signed with the server’s secret', token: signed({ alg: 'none', typ: 'JWT' }, claims, secret) },
    { name: 'alg HS512 claimed, signed with the server’s secret', token: signed({ alg: 'HS512', typ: 'JWT' }, claims, secret) },
    { name: 'a critical header the server does not know', token: signed({ ...hs256, crit: ['exp'] }, claims, secret) },
    { name: 'signed with another secret', token: signed(hs256, claims, randomBytes(32)) },
    { name: 'signed with an empty key', token: signed(hs256, claims, Buffer.alloc(0)) },
    { name: 'the signature of another token', token: `${header}.${payload}.${signed(hs256, { ...claims, iat: now - 5 }, secret).split('.')[2]}` },
    { name: 'claims changed after signing (another user)', token: `${header}.${b64({ ...claims, sub: someoneElse })}.${signature}` },
    { name: 'a wrong audience', token: signed(hs256, { ...claims, aud: 'another-app' }, secret) },
    { name: 'a wrong issuer', token: signed(hs256, { ...claims, iss: 'someone-else' }, secret) },
    { name: 'a user that does not exist', token: signed(hs256, { ...claims, sub: newUserId() }, secret) },
    { name: 'another token version', token: signed(hs256, { ...claims, ver: Number(claims.ver) + 1 }, secret) },
    { name: 'issued in the future', token: signed(hs256, { ...claims, iat: now + 3600 }, secret) },
    { name: 'an expiry already past', token: signed(hs256, { ...claims, iat: now - 5 * 3600, exp: now - 3600 }, secret), expired: true },
    { name: 'a ten-year lifetime, signed with the server’s secret', token: signed(hs256, { ...claims, exp: now + 10 * 365 * 24 * 3600 }, secret) },
    { name: 'one second longer than the configured lifetime', token: signed(hs256, { ...claims, exp: Number(claims.iat) + SESSION_HOURS * 3600 + 1 }, secret) },
    { name: 'no session id', token: signed(hs256, { ...claims, sid: undefined }, secret) },
    { name: 'garbage', token: 'abc.def.ghi' },
  ];
  return [
    ...tokens.map((variant) => ({ ...variant, header: `Bearer ${variant.token}` })),
    // The header itself wrong; the token in it genuine.
    { name: 'no scheme', header: genuine, token: undefined },
    { name: 'the Basic scheme', header: `Basic ${genuine}`, token: undefined },
    { name: 'two tokens', header: `Bearer ${genuine} ${genuine}`, token: undefined },
    { name: 'an empty Bearer', header: 'Bearer ', token: undefined },
  ];
}

/** Every table, rate limits included: a refused token must not even count as an attempt. */
const TABLES = ['users', 'classes', 'class_sections', 'progress', 'save_receipts', 'schools', 'password_resets', 'rate_limits', 'app_settings', 'sessions', 'audit_log'] as const;
async function snapshot(db: Kysely<any>): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) parts.push(await db.selectFrom(table).selectAll().execute());
  return JSON.stringify(parts);
}

interface Holder {
  kind: string;
  email: string;
  password: string;
  userId: string;
  /** A genuine token of this kind, fresh each time: sign-out and logout revoke the ones before. */
  genuine: () => Promise<string>;
}

describe('tokens the server must refuse, on every route that needs one', () => {
  let app: TestApp;
  const clock = testClock();
  let holders: Holder[];
  let classCode: string;
  let bystander: string;
  /** Every route of the app that takes a token, in the header or the body. */
  let tokenRoutes: CatalogueRoute[];

  beforeAll(async () => {
    // The demo seed gives a teacher with a password, for the API token.
    app = await buildTestApp({ now: clock.now, mailer: recordingMailer().mailer });
    tokenRoutes = attackedRoutes(app.routeCatalogue).filter((route) => route.token !== 'none');
    const pupilPassword = 'en lang nok setning';
    const pupil = await signUp(app, 'token-elev@skole.no', pupilPassword);
    const teacherLogin = { username: 'laerer@demo.no', password: 'demo-laerer-2026' };
    const apiToken = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: teacherLogin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    const teacherToken = await apiToken();
    holders = [
      {
        kind: 'pupil idToken from /api/identity/sign-up',
        email: 'token-elev@skole.no',
        password: pupilPassword,
        userId: pupil.userId,
        genuine: async () => (await issueSession(app, (await findUserById(app.db, pupil.userId))!)).idToken,
      },
      { kind: 'teacher API token from /api/jwt/token', email: teacherLogin.username, password: teacherLogin.password, userId: String(claimsOf(teacherToken).sub), genuine: apiToken },
    ];
    classCode = await createTestClass(app, teacherToken);
    await saveResponses(app, { userId: pupil.userId, idToken: pupil.idToken }, classCode, { O1A: 'svar' });
    await saveResponses(app, { userId: holders[1]!.userId, idToken: teacherToken }, classCode, { O1A: 'lærerens svar' });
    bystander = (await addPupil(app)).userId;
  });
  afterAll(() => app?.close());

  const contextOf = (holder: Holder, token: string, code = classCode): ExampleContext => ({
    userId: holder.userId,
    pupilId: pupilIdOf(app.signingSecret, code.toUpperCase(), holder.userId),
    classCode: code,
    email: holder.email,
    password: holder.password,
    token,
    resetCode: randomBytes(24).toString('base64url'),
  });

  /** The route's example as the holder's own request, carrying `header` or, on the body-token route, `token`. */
  function send(route: CatalogueRoute, holder: Holder, header: string, token: string, code = classCode) {
    const { url, body } = exampleOf(route, contextOf(holder, token, code));
    return app.inject({
      method: route.method,
      url,
      headers: route.token === 'bearer' ? { authorization: header } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  /** Sends every variant to every token route; each must be refused with exactly `expected` and change nothing. */
  async function expectAllRefused(holder: Holder, variants: Variant[], expected: (variant: Variant) => object) {
    // The save limit writes its counts once a second (server/plugins/saveLimit.ts): the earlier genuine saves' are
    // written now, and a flush after the refusals writes anything they counted, so the comparison sees it.
    await app.saveLimit.flush();
    const before = await snapshot(app.db);
    let sent = 0;
    for (const route of tokenRoutes) {
      for (const variant of variants) {
        if (route.token === 'body' && variant.token === undefined) continue;
        const res = await send(route, holder, variant.header, variant.token ?? '');
        const label = `${routeKey(route)} with ${variant.name}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
        expect(res.json(), label).toEqual(route.token === 'body' ? BAD_CREDENTIAL : expected(variant));
        sent += 1;
      }
    }
    await app.saveLimit.flush();
    expect(await snapshot(app.db)).toBe(before);
    return sent;
  }

  it('covers every route that takes a token, in the header or the body', () => {
    expect(tokenRoutes.map(routeKey)).toContain('POST /api/auth/reset-password');
    expect(tokenRoutes.filter((r) => r.access === 'public').map(routeKey)).toEqual(['POST /api/auth/reset-password']);
    expect(app.routeCatalogue.filter((r) => r.access !== 'public' && r.token !== 'bearer')).toEqual([]);
  });

  for (const index of [0, 1]) {
    it(`refuses every forgery of a ${['pupil idToken', 'teacher API token'][index]} with 401, no data and no write`, async () => {
      const holder = holders[index]!;
      const variants = forgeries(await holder.genuine(), app.signingSecret, bystander, clock.now());
      const sent = await expectAllRefused(holder, variants, (v) => (v.expired ? EXPIRED : INVALID));
      expect(sent).toBe(tokenRoutes.length * variants.length - (variants.length - variants.filter((v) => v.token).length));
    });
  }

  it('refuses both kinds once the session hours have passed on the clock, and takes them again before', async () => {
    const tokens = await Promise.all(holders.map((h) => h.genuine()));
    clock.advance(SESSION_HOURS * 3_600_000);
    try {
      for (const [i, holder] of holders.entries()) {
        await expectAllRefused(holder, [{ name: 'an expired genuine token', header: `Bearer ${tokens[i]}`, token: tokens[i] }], () => EXPIRED);
      }
    } finally {
      clock.advance(-SESSION_HOURS * 3_600_000);
    }
    // A second before the end the same tokens still work.
    clock.advance(SESSION_HOURS * 3_600_000 - 1000);
    try {
      for (const [i, holder] of holders.entries()) {
        expect((await app.inject({ url: `/api/store/users/${holder.userId}`, headers: bearer(tokens[i]!) })).statusCode).toBe(200);
      }
    } finally {
      clock.advance(-(SESSION_HOURS * 3_600_000 - 1000));
    }
  });

  it('refuses a token once its user has signed out, and the token of a deleted user', async () => {
    for (const holder of holders) {
      const old = await holder.genuine();
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(old) })).statusCode).toBe(200);
      await expectAllRefused(holder, [{ name: 'a token from before sign-out', header: `Bearer ${old}`, token: old }], () => INVALID);
    }
    const doomed = await addPupil(app);
    await app.db.deleteFrom('users').where('id', '=', doomed.userId).execute();
    const gone: Holder = { ...holders[0]!, userId: doomed.userId, genuine: async () => doomed.idToken };
    await expectAllRefused(gone, [{ name: 'a deleted user’s token', header: `Bearer ${doomed.idToken}`, token: doomed.idToken }], () => INVALID);
  });

  it('refuses a token whose session was ended from the account page, while the account\'s other sessions go on', async () => {
    for (const holder of holders) {
      const ended = await holder.genuine();
      const kept = await holder.genuine();
      expect((await app.inject({ url: '/api/account/sessions', headers: bearer(ended) })).statusCode).toBe(200);
      const sid = String(claimsOf(ended).sid);
      expect((await app.inject({ method: 'POST', url: `/api/account/sessions/${sid}/end`, headers: bearer(kept) })).statusCode).toBe(200);
      await expectAllRefused(holder, [{ name: 'a token of an ended session', header: `Bearer ${ended}`, token: ended }], () => INVALID);
      expect((await app.inject({ url: `/api/store/users/${holder.userId}`, headers: bearer(kept) })).statusCode).toBe(200);
    }
  });

  // The control: the same requests with a genuine token get past the token check, so the 401s above are the check's.
  // Each teacher's token is a new sign-in at /api/jwt/token, a password check of about 50 ms, for every route.
  it('lets the genuine token of each kind through on every route', async () => {
    // Deleting the account really deletes it, so it comes last, when nothing else needs the holders.
    const lastDeletes = [...tokenRoutes].sort((a, b) => Number(a.url === '/api/account/delete') - Number(b.url === '/api/account/delete'));
    for (const route of lastDeletes) {
      // A class route gets a class of its own: the archive example would otherwise close the class for the section routes.
      const code = route.reach.some((r) => r.kind === 'teacherClass') ? await createTestClass(app, await holders[1]!.genuine()) : classCode;
      for (const holder of holders) {
        const token = await holder.genuine();
        const res = await send(route, holder, `Bearer ${token}`, token, code);
        const label = `${routeKey(route)} for the ${holder.kind}`;
        const isTeacher = holder === holders[1];
        if (route.access === 'teacher' && !isTeacher) expect(res.statusCode, label).toBe(403);
        else if (route.url.endsWith('/:action')) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_unknown_action' });
        // Examples that name nobody's session, and the teacher's own account, which is not a pupil's: past the token check, then not found.
        else if (route.url.endsWith('/sessions/:id/end')) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_session_not_found' });
        else if (route.url.endsWith('/temporary-password') || route.url.endsWith('/remove-pupil')) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_pupil_not_found' });
        // The example names the teacher's own account, which is no pupil of the class.
        else if (route.url.endsWith('/unthrottle')) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_no_access' });
        // The teacher's correction of a pupil's name: the example's row id names no pupil of the class.
        else if (route.url.endsWith('/pupil/:pupilId/display-name') && isTeacher) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_pupil_not_found' });
        // A pupil's own display name: the teacher's genuine token is past the token check, then refused.
        else if (route.url.endsWith('/display-name') && isTeacher) expect(res.json(), label).toMatchObject({ messageKey: 'txt_error_no_access' });
        else expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      }
    }
  }, 60_000);
});
