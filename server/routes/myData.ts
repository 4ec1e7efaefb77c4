import type { FastifyInstance } from 'fastify';
import { AUTH_ERROR } from '../../src/contracts/auth';
import { DeleteAccountBody, DeletedAccountData, type MyData, MyDataSchema } from '../../src/contracts/myData';
import { checkCredentials, sendTooManyRequests } from '../auth/credentials';
import { listActions, logAction } from '../db/repositories/auditLog';
import { listActiveSessions } from '../db/repositories/sessions';
import { findUserById } from '../db/repositories/users';
import { checkFirebaseCredentials } from '../firebase/signIn';
import { MONTH_MS } from '../retention/terms';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { okData, type ZodApp } from './responses';
import { Failure, noStore } from './teacherClass';
import { isFeideAccount } from '../db/repositories/feide';
import { FEIDE_DELETE_WORD } from '../../src/contracts/feidePages';

const WRONG_PASSWORD = { error: AUTH_ERROR.invalidCredential, messageKey: 'txt_error_current_password', field: 'password' } as const;
const WRONG_DELETE_WORD = { error: 'feide/delete-word', messageKey: 'txt_error_delete_word', field: 'password' } as const;
const FAILURES = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 429: Failure } as const;

/** In the retention job's own reckoning (server/retention/terms.ts). */
const monthsAfter = (ms: number, months: number) => ms + months * MONTH_MS;

async function collectMyData(app: FastifyInstance, userId: string): Promise<MyData | undefined> {
  const user = await findUserById(app.db, userId);
  if (!user) return undefined;
  const records = await app.privacy.classRecords(userId);
  const own = await app.db.selectFrom('classes').selectAll().where('teacher_id', '=', userId).orderBy('created_at').execute();
  const now = app.now();
  const sessions = await listActiveSessions(app.db, userId, app.config.tokenLifetimeHours * 3_600_000, now);
  const lastActiveAt = user.last_active_at === null ? null : Number(user.last_active_at);
  const isTeacher = Number(user.has_teacher_access) === 1;
  return {
    exportedAt: now,
    account: {
      // A Feide pupil's account keeps no address: the placeholder is not shown as one.
      email: isFeideAccount(user) && user.email.endsWith('@feide.invalid') ? '' : user.email,
      signIn: isFeideAccount(user) ? ('feide' as const) : ('email' as const),
      role: isTeacher ? 'teacher' : 'pupil',
      createdAt: Number(user.created_at),
      lastActiveAt,
      county: user.fylke_id,
      countyEmail: user.fylke_email,
    },
    classes: records.map((r) => ({
      classCode: r.classCode,
      lastUpdated: r.lastUpdated,
      responses: r.responses,
      versions: r.versions,
    })),
    displayNames: (await app.db.selectFrom('display_names').select(['class_code', 'display_name', 'updated_at']).where('user_id', '=', userId).orderBy('class_code').execute()).map(
      (row) => ({ classCode: row.class_code, displayName: row.display_name, updatedAt: Number(row.updated_at) }),
    ),
    startOvers: (await app.db.selectFrom('start_overs').select(['class_code', 'at']).where('user_id', '=', userId).orderBy('class_code').execute()).map(
      (row) => ({ classCode: row.class_code, at: Number(row.at) }),
    ),
    ownClasses: own.map((c) => ({ classCode: c.code, name: c.name, school: c.school, schoolYear: c.school_year, createdAt: Number(c.created_at), archived: Number(c.archived) === 1 })),
    sessions: sessions.map((s) => ({ device: s.device, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt })),
    ...(await linksAndReceipts(app, userId, now)),
    // What was done to the account, without who did it: that is another person's id.
    events: (await listActions(app.db, userId)).map((e) => ({ at: e.at, action: e.action })),
    retention: {
      inactiveMonths: isTeacher ? app.config.retention.teacherMonths : app.config.retention.months,
      deletedAfter: lastActiveAt === null ? null : monthsAfter(lastActiveAt, isTeacher ? app.config.retention.teacherMonths : app.config.retention.months),
    },
  };
}

/** Open e-mailed links show only their times: the codes are kept as hashes. */
async function linksAndReceipts(app: FastifyInstance, userId: string, now: number): Promise<Pick<MyData, 'joinedClasses' | 'openLinks' | 'saveReceipts'>> {
  const joins = await app.db.selectFrom('progress').select(['class_code', 'joined_at']).where('user_id', '=', userId).orderBy('joined_at').orderBy('class_code').execute();
  const openIn = (table: 'password_resets' | 'teacher_confirmations') =>
    app.db
      .selectFrom(table)
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute();
  const resets = await openIn('password_resets');
  const confirms = await openIn('teacher_confirmations');
  const receipts = await app.db.selectFrom('save_receipts').select(['idempotency_key', 'class_code', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  const link = (kind: 'reset' | 'confirm') => (row: { created_at: number; expires_at: number }) => ({ kind, createdAt: Number(row.created_at), expiresAt: Number(row.expires_at) });
  return {
    joinedClasses: joins.map((j) => ({ classCode: j.class_code, joinedAt: j.joined_at === null ? null : Number(j.joined_at) })),
    openLinks: [...resets.map(link('reset')), ...confirms.map(link('confirm'))],
    saveReceipts: receipts.map((r) => ({ key: r.idempotency_key, classCode: r.class_code, savedAt: Number(r.created_at) })),
  };
}

/** «Mine data»: the signed-in person downloads everything stored about them, or deletes the account. */
export default async function myDataRoutes(app: ZodApp) {
  app.get('/api/account/data', { config: { access: 'user', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(MyDataSchema), ...FAILURES } } }, async (request, reply) => {
    noStore(reply);
    const me = currentUser(request);
    const data = await collectMyData(app, me.id);
    if (!data) return sendFailure(reply, 401, { error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' });
    await logAction(app.db, { actorId: me.id, action: 'account.export', subjectId: me.id, records: data.classes.length + 1 }, app.now());
    return { success: true as const, data };
  });

  app.post(
    '/api/account/delete',
    { config: { access: 'user', reach: [{ kind: 'self' }] }, schema: { body: DeleteAccountBody, response: { 200: okData(DeletedAccountData), ...FAILURES } } },
    async (request, reply) => {
      noStore(reply);
      const me = currentUser(request);
      if (isFeideAccount(await findUserById(app.db, me.id))) {
        // An account that signs in with Feide has no password; typing the word SLETT confirms instead.
        if (request.body.password.trim().toUpperCase() !== FEIDE_DELETE_WORD) return sendFailure(reply, 400, WRONG_DELETE_WORD);
      } else {
        // The sign-in check with its limits: a computer left signed in does not open unlimited guessing.
        const check = app.firebase
          ? await checkFirebaseCredentials(app, request.ip, me.email, request.body.password)
          : await checkCredentials(app, request.ip, me.email, request.body.password);
        if (!check.ok) return check.tooMany ? sendTooManyRequests(reply, check.tooMany) : sendFailure(reply, 400, WRONG_PASSWORD);
        if (check.user.id !== me.id) return sendFailure(reply, 400, WRONG_PASSWORD);
      }
      const records = await app.privacy.deleteAccount(me.id);
      await logAction(app.db, { actorId: me.id, action: 'account.delete', subjectId: me.id, records }, app.now());
      return { success: true as const, data: { records } };
    },
  );
}
