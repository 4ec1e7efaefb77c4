import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LangSchema } from '../../src/contracts/content';
import { FEIDE_ERROR, FEIDE_SIDES, type FeideOutcome, type FeidePage, FeideSessionData, FeideStartQuery } from '../../src/contracts/feide';
import { issueSession, overAddressLimit } from '../auth/credentials';
import { readCookie } from '../auth/deviceCookie';
import { RATE_LIMITS } from '../auth/rateLimit';
import { newSessionId } from '../auth/tokens';
import { findClassState } from '../db/repositories/classes';
import { createFeideAccount, FEIDE_LOGIN_TTL_MS, findFeideAccount, settleLogin, startLogin } from '../db/repositories/feide';
import type { FeideLoginsTable } from '../db/tables/feide';
import { findUserById, markActive } from '../db/repositories/users';
import { signGroupGrant } from '../feide/groupGrants';
import { type FeideAnswer, FeideFailure, type FeideFailureReason } from '../feide/oidc';
import { affiliationsOf, givenNameOf, roleOf, schoolOf, teachingGroupsOf } from '../feide/person';
import { sendFailure } from '../plugins/errors';
import { PUBLIC_CONTENT } from '../plugins/routeAccess';
import { hasRecord } from './displayName';
import { okData, type ZodApp } from './responses';

const COOKIE = 'feide_login';
const LOGIN_ID = /^[A-Za-z0-9_-]{32}$/;

const failureOf = (error: string, messageKey: string, field?: string): FeideOutcome => ({ ok: false, error, messageKey, ...(field ? { field } : {}) });

const PROTOCOL_FAILURES: Record<FeideFailureReason, FeideOutcome> = {
  unavailable: failureOf(FEIDE_ERROR.unavailable, 'txt_error_feide_unavailable'),
  refused: failureOf(FEIDE_ERROR.refused, 'txt_error_feide_refused'),
  cancelled: failureOf(FEIDE_ERROR.cancelled, 'txt_error_feide_cancelled'),
};
const EXPIRED = failureOf(FEIDE_ERROR.expired, 'txt_error_feide_expired') as FeideRefusal;

type FeideRefusal = Extract<FeideOutcome, { ok: false }>;

const STATUS_OF: Record<string, number> = {
  [FEIDE_ERROR.unavailable]: 502,
  [FEIDE_ERROR.teacherOnPupilPage]: 403,
  [FEIDE_ERROR.notATeacher]: 403,
  [FEIDE_ERROR.noRole]: 403,
  'auth/too-many-requests': 429,
};

function sendOutcomeFailure(reply: FastifyReply, { error, messageKey, field }: FeideRefusal) {
  return sendFailure(reply, STATUS_OF[error] ?? 400, { error, messageKey, ...(field ? { field } : {}) });
}

/** Ties the sign-in to the browser that started it. */
function setLoginCookie(app: FastifyInstance, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const attributes = [`${COOKIE}=${value}`, 'Path=/api/feide', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (app.config.env === 'production') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

const loginIdOf = (request: FastifyRequest) => {
  const id = readCookie(request.headers.cookie, COOKIE);
  return id && LOGIN_ID.test(id) ? id : undefined;
};

const returnPage = (lang: string, page: FeidePage) => `/${lang}/feide/${FEIDE_SIDES[page]}`;

/**
 * Decides what a verified Feide person may do on the page they came from, and finds or makes their account. An
 * account keeps the role it was made with, so a pupil's never becomes a teacher's; refusals come before any account.
 */
async function outcomeFor(app: FastifyInstance, login: FeideLoginsTable, answer: FeideAnswer): Promise<FeideOutcome> {
  const now = app.now();
  const role = roleOf(affiliationsOf(answer.userinfo, answer.groups));
  const existing = await findFeideAccount(app.db, answer.sub);
  const accountRole = existing?.role ?? role;
  if (!accountRole) return failureOf(FEIDE_ERROR.noRole, 'txt_error_feide_no_role');
  if (login.page === 'pupil' && accountRole === 'teacher') return failureOf(FEIDE_ERROR.teacherOnPupilPage, 'txt_error_teachers_must_use_veiledere_page');
  if (login.page === 'teacher' && (accountRole !== 'teacher' || role !== 'teacher')) return failureOf(FEIDE_ERROR.notATeacher, 'txt_error_not_a_teacher');

  const email = typeof answer.userinfo.email === 'string' ? answer.userinfo.email : undefined;
  const { user } = existing ?? (await createFeideAccount(app.db, { subject: answer.sub, role: accountRole, email }, now));
  const groups = teachingGroupsOf(answer.groups);
  if (accountRole === 'teacher') {
    const expiresAt = now + app.config.tokenLifetimeHours * 3_600_000;
    // The school's name comes along for the class form (a Feide teacher has no county to list schools from).
    const school = schoolOf(answer.groups);
    const offers = groups
      .filter((g) => g.role === 'faculty')
      .map((g) => ({ name: g.name, grant: signGroupGrant(app.signingSecret, { userId: user.id, groupId: g.id, name: g.name, expiresAt }), ...(school ? { school } : {}) }));
    return { ok: true, userId: user.id, classCode: null, groups: offers };
  }
  // A class made from one of the pupil's groups comes first; else the code they typed; else their latest class.
  const studentGroups = groups.filter((g) => g.role === 'student').map((g) => g.id);
  const groupClass =
    studentGroups.length === 0
      ? undefined
      : (await app.db.selectFrom('classes').select('code').where('feide_group', 'in', studentGroups).where('archived', '=', 0).orderBy('created_at', 'desc').executeTakeFirst())?.code;
  const typed = login.class_code && (await findClassState(app.db, login.class_code)) === 'open' ? login.class_code : null;
  const classCode = groupClass ?? typed;
  if (classCode) await offerGivenName(app, user.id, classCode, answer.userinfo);
  return { ok: true, userId: user.id, classCode, groups: [] };
}

/** A pupil joining a class with Feide goes by Feide's given name there; nothing else from Feide about the pupil is kept. */
async function offerGivenName(app: FastifyInstance, userId: string, classCode: string, userinfo: Record<string, unknown>) {
  const given = givenNameOf(userinfo);
  if (!given || (await hasRecord(app, userId, classCode))) return;
  // A name the pupil or the teacher chose wins over this one.
  await app.db
    .insertInto('display_names')
    .values({ user_id: userId, class_code: classCode, display_name: given, updated_at: app.now() })
    .onConflict((oc) => oc.columns(['class_code', 'user_id']).doNothing())
    .execute();
}

/** GET /api/feide/start, …/callback and POST /api/feide/session; 404 while Feide is not set up. */
export default async function feideRoutes(app: ZodApp) {
  app.addHook('onRequest', async (_request, reply) => {
    if (!app.feide) return sendFailure(reply, 404, { error: FEIDE_ERROR.notConfigured, messageKey: 'txt_error_feide_not_configured' });
  });

  app.get('/api/feide/start', { config: { access: 'public', reach: [{ kind: 'classAccess', in: 'query' }] }, schema: { querystring: FeideStartQuery } }, async (request, reply) => {
    const feide = app.feide!;
    const { page, lang, classCode } = request.query;
    const pending = feide.newLogin();
    const id = await startLogin(app.db, { state: pending.state, nonce: pending.nonce, code_verifier: pending.codeVerifier, page, lang, class_code: classCode ?? null, created_at: app.now() });
    setLoginCookie(app, reply, id, FEIDE_LOGIN_TTL_MS / 1000);
    // Counted with sign-ins and sign-ups from the address: a school behind one address stays far below it.
    const tooMany = await overAddressLimit(app, request, RATE_LIMITS.signInAddress);
    const refusal = tooMany
      ? failureOf('auth/too-many-requests', 'txt_error_too_many_requests')
      : classCode && (await findClassState(app.db, classCode)) !== 'open'
        ? failureOf(FEIDE_ERROR.classInvalid, 'txt_invalid_class_code', 'classCode')
        : undefined;
    if (refusal) {
      await settleLogin(app.db, id, JSON.stringify(refusal));
      return reply.redirect(returnPage(lang, page), 303);
    }
    try {
      return reply.redirect((await feide.authorizationUrl(pending)).href, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'Feide svarer ikke (discovery)');
      await settleLogin(app.db, id, JSON.stringify(PROTOCOL_FAILURES.unavailable));
      return reply.redirect(returnPage(lang, page), 303);
    }
  });

  // The query is the provider's; openid-client checks it (state, code, iss), so it is only bounded here.
  app.get('/api/feide/callback', { config: { access: 'public', reach: [] }, schema: { querystring: z.record(z.string(), z.string().max(4096)) } }, async (request, reply) => {
    const id = loginIdOf(request);
    const login = id
      ? await app.db.selectFrom('feide_logins').selectAll().where('id', '=', id).where('outcome', 'is', null).where('created_at', '>', app.now() - FEIDE_LOGIN_TTL_MS).executeTakeFirst()
      : undefined;
    // No sign-in under way in this browser: the page says so.
    if (!id || !login) return reply.redirect(returnPage('no', 'pupil'), 303);
    let outcome: FeideOutcome;
    try {
      const answer = await app.feide!.complete(new URLSearchParams(request.query), { state: login.state, nonce: login.nonce, codeVerifier: login.code_verifier });
      outcome = await outcomeFor(app, login, answer);
    } catch (error) {
      if (!(error instanceof FeideFailure)) throw error;
      request.log.warn({ err: error, cause: error.cause }, `Feide-innlogging feilet: ${error.message}`);
      outcome = PROTOCOL_FAILURES[error.reason];
    }
    // A callback replayed at the same moment records nothing: the first one's outcome stands.
    await settleLogin(app.db, id, JSON.stringify(outcome));
    return reply.redirect(returnPage(login.lang, login.page), 303);
  });

  // The outcome of the sign-in this browser's cookie names, once.
  app.post('/api/feide/session', { config: { access: 'public', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(FeideSessionData) } } }, async (request, reply) => {
    const id = loginIdOf(request);
    setLoginCookie(app, reply, '', 0);
    // The row goes in the same statement, so two tabs cannot both collect it.
    const row = id
      ? await app.db.deleteFrom('feide_logins').where('id', '=', id).where('outcome', 'is not', null).where('created_at', '>', app.now() - FEIDE_LOGIN_TTL_MS).returning(['outcome', 'page', 'lang']).executeTakeFirst()
      : undefined;
    const outcome = row?.outcome ? (JSON.parse(row.outcome) as FeideOutcome) : EXPIRED;
    if (!outcome.ok) return sendOutcomeFailure(reply, outcome);
    const user = await findUserById(app.db, outcome.userId);
    if (!user || !row) return sendOutcomeFailure(reply, EXPIRED);
    await markActive(app.db, user.id, app.now());
    // The sign-in token and the teacher's backend token are one session.
    const sessionId = newSessionId();
    const session = await issueSession(app, user, sessionId);
    const data: FeideSessionData = { page: row.page, session, classCode: outcome.classCode };
    if (row.page === 'teacher') {
      const backend = await issueSession(app, user, sessionId);
      Object.assign(data, { apiToken: { token: backend.idToken, expiresAt: backend.expiresAt }, groups: outcome.groups });
    }
    return { success: true as const, data };
  });

  // Signing out here ends this app's session; this offers Feide's too (the provider asks the person to confirm).
  app.get('/api/feide/logout', { config: PUBLIC_CONTENT, schema: { querystring: z.strictObject({ lang: LangSchema, side: z.enum([FEIDE_SIDES.pupil, FEIDE_SIDES.teacher]) }) } }, async (request, reply) => {
    const { lang, side } = request.query;
    const back = new URL(side === FEIDE_SIDES.teacher ? `/${lang}/veiledere` : `/${lang}`, app.config.feide!.redirectUri).href;
    try {
      const url = await app.feide!.endSessionUrl(back);
      return reply.redirect(url?.href ?? back, 303);
    } catch {
      return reply.redirect(back, 303);
    }
  });
}
