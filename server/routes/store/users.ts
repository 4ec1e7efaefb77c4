import type { FastifyContextConfig, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiFailure } from '../../../src/contracts/apiResult';
import { type AnswerChanges, AnswerChangesBody, type AnswerStamps, AnswerConflictFailure, MAX_CLASS_RECORDS_PER_USER, RecordVersionsData, VersionedClassRecordData } from '../../../src/contracts/answers';
import { type ClassRecord, ClassCodeSchema, ClassRecordBody, UserIdSchema, UserRecordData } from '../../../src/contracts/auth';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/contracts/headers';
import { IdempotencyKeySchema } from '../../../src/contracts/okt';
import { rebaseChanges } from '../../../src/domain/answerMerge';
import { answersTooLarge } from '../../../src/domain/answerSave';
import { findClassState } from '../../db/repositories/classes';
import { readClassPace } from '../../db/classPaceMemo';
import { CLASS_HELD } from '../../../src/contracts/pace';
import { codesBeyondHold } from '../../../src/domain/pace';
import {
  applyAnswerChanges,
  findClassRecord,
  findLatestClassRecord,
  setClassRecord,
  type StoredClassRecord,
} from '../../db/repositories/progress';
import { recordClassAddress } from '../../auth/classAddress';
import { currentUser } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { saveWindow } from '../../plugins/saveLimit';
import { recordKey } from '../../plugins/saveQueue';
import { FORBIDDEN, NOT_FOUND, okData, RECORD_MISSING, type ZodApp } from '../responses';
import { CLASS_NOT_FOUND, Failure } from '../teacherClass';
import { ACCOUNT_FULL, overAccountBytesWithChanges, overAccountBytesWithRecord } from './accountQuota';
import { answerLocks, changesOfSet, findLockedChange, lockedCodes } from './answerRules';
import { findChangesProblem, findResponsesProblem } from './checkResponses';

type Refusal = { status: number; failure: Omit<ApiFailure, 'success'> };

const UserParams = z.object({ userId: UserIdSchema });
const ClassParams = z.object({ userId: UserIdSchema, classCode: ClassCodeSchema });
// Loose: the other headers (authorization, content-type) must survive validation.
const SaveHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() });

const CLASS_ARCHIVED = { error: 'ClassArchived', messageKey: 'txt_error_save_class_archived' } as const;
const TOO_MANY_CLASSES = { error: 'TooManyClasses', messageKey: 'txt_error_too_many_classes' } as const;
const TOO_LARGE = { error: 'PayloadTooLarge', messageKey: 'txt_error_too_large', field: 'responses' } as const;
const KEY_REUSED = { error: 'IdempotencyKeyReused', messageKey: 'txt_error_invalid_input', field: IDEMPOTENCY_HEADER } as const;

const OWN_USER = { access: 'user', reach: [{ kind: 'user', param: 'userId' }] } as const satisfies FastifyContextConfig;
/** Any class code: a pupil joins a class by typing it. */
const OWN_RECORD = { access: 'user', reach: [{ kind: 'user', param: 'userId' }, { kind: 'ownProgress', in: 'path' }] } as const satisfies FastifyContextConfig;

/** The document store, with Firestore-like rules: a user reads and writes only users/{ownId}/…. */
export default async function storeRoutes(app: ZodApp) {
  // Before validation, so someone else's id is refused the same way whatever its shape.
  app.addHook('preValidation', async (request, reply) => {
    const { userId } = request.params as { userId?: string };
    if (userId !== currentUser(request).id) return sendFailure(reply, 403, FORBIDDEN);
  });

  // serverTime lets the client correct its clock, so the edit times it sends are on the server's.
  const versioned = (record: StoredClassRecord) => ({ ...record, serverTime: app.now() });

  app.get('/api/store/users/:userId', { config: OWN_USER, schema: { params: UserParams, response: { 200: okData(UserRecordData) } } }, async (request) => ({
    success: true as const,
    data: { hasTeacherAccess: currentUser(request).isTeacher },
  }));

  // A static segment wins over :classCode in the router; class codes never spell "latest" in lower case.
  app.get(
    '/api/store/users/:userId/classes/latest',
    { config: OWN_USER, schema: { params: UserParams, response: { 200: okData(VersionedClassRecordData.nullable()) } } },
    async (request) => {
      const record = await findLatestClassRecord(app.db, request.params.userId);
      return { success: true as const, data: record ? versioned(record) : null };
    },
  );

  // Polled by every open page, so it reads one column and no answers.
  app.get(
    '/api/store/users/:userId/classes/:classCode/versions',
    { config: OWN_RECORD, schema: { params: ClassParams, response: { 200: okData(RecordVersionsData) } } },
    async (request, reply) => {
      const { userId, classCode } = request.params;
      const row = await app.db.selectFrom('progress').select('versions').where('user_id', '=', userId).where('class_code', '=', classCode).executeTakeFirst();
      if (!row) return sendFailure(reply, 404, NOT_FOUND);
      return { success: true as const, data: Object.fromEntries(Object.entries(JSON.parse(row.versions) as AnswerStamps).map(([code, stamp]) => [code, stamp.version])) };
    },
  );

  app.get(
    '/api/store/users/:userId/classes/:classCode',
    { config: OWN_RECORD, schema: { params: ClassParams, response: { 200: okData(VersionedClassRecordData) } } },
    async (request, reply) => {
      const record = await findClassRecord(app.db, request.params.userId, request.params.classCode);
      if (!record) return sendFailure(reply, 404, NOT_FOUND);
      return { success: true as const, data: versioned(record) };
    },
  );

  // Every language has the same codes (checked when the content loads).
  const activityCodes = new Set(app.content.okter.no.flatMap((okt) => okt.activities.map((a) => a.activity_code)));
  // Answers that stay as first given: quiz answers, and the insurances and scenario once one is drawn (answerRules.ts).
  const locks = answerLocks(app.content.okter, app.content.okt4, app.content.okt5.no.scenarios.map((s) => s.id), app.content.knowledgeTest);
  const guardedCodes = new Set(lockedCodes(locks));
  const answersOf = (record: StoredClassRecord) => (Array.isArray(record.responses) ? {} : record.responses);

  /** A per-activity save that would change a locked answer; one that clashes is left to the store's 409. */
  async function lockedChangeIn(userId: string, classCode: string, changes: AnswerChanges) {
    if (!Object.keys(changes).some((code) => guardedCodes.has(code))) return undefined;
    const current = await findClassRecord(app.db, userId, classCode);
    if (!current) return undefined;
    const stored = answersOf(current);
    const merged = rebaseChanges(stored, current.versions, changes);
    if (Object.keys(merged.conflicts).length > 0) return undefined;
    return findLockedChange(stored, merged.changes, locks);
  }

  /** A whole-record save that would change a locked answer; emptying the record (Start over) is always allowed. */
  async function lockedChangeInSet(userId: string, classCode: string, responses: ClassRecord['responses']) {
    if (Object.keys(responses).length === 0 || Array.isArray(responses)) return undefined;
    const current = await findClassRecord(app.db, userId, classCode);
    if (!current) return undefined;
    const stored = answersOf(current);
    return findLockedChange(stored, changesOfSet(stored, responses), locks);
  }

  /** Answers past the activity the teacher holds the class at wait (docs/decisions/pace.md); a teacher is never held. */
  async function heldBack(isTeacher: boolean, classCode: string, codes: string[]): Promise<boolean> {
    if (isTeacher || codes.length === 0) return false;
    const { hold } = await readClassPace(app, classCode, app.now());
    if (!hold) return false;
    const beyond = new Set(codesBeyondHold(app.content.okter.no, hold));
    return codes.some((code) => beyond.has(code));
  }

  /** Emptying the record (Start over) is never held back. */
  async function heldBackInSet(isTeacher: boolean, userId: string, classCode: string, responses: ClassRecord['responses']): Promise<boolean> {
    if (Array.isArray(responses) || !(await heldBack(isTeacher, classCode, Object.keys(responses)))) return false;
    const current = await findClassRecord(app.db, userId, classCode);
    return heldBack(isTeacher, classCode, Object.keys(changesOfSet(current ? answersOf(current) : {}, responses)));
  }

  // Per account, from all its devices together (server/plugins/saveLimit.ts).
  const rateLimit = saveWindow(app);

  /** Answers are saved only in an existing, open class; the memo spares a read for a class checked moments ago. */
  async function classRefusal(classCode: string): Promise<Refusal | undefined> {
    if (app.classAccessMemo.takesAnswers(classCode, app.now())) return undefined;
    const state = await findClassState(app.db, classCode);
    if (state === undefined) return { status: 404, failure: CLASS_NOT_FOUND };
    if (state === 'archived') return { status: 403, failure: CLASS_ARCHIVED };
    app.classAccessMemo.markTakesAnswers(classCode, app.now());
    return undefined;
  }

  /** A retry of a save whose reply was lost: the first attempt's effect stands, whatever came since. */
  async function replay(reply: FastifyReply, userId: string, classCode: string, key: string) {
    const receipt = await app.db.selectFrom('save_receipts').select('class_code').where('idempotency_key', '=', key).where('user_id', '=', userId).executeTakeFirst();
    if (receipt?.class_code !== classCode) return sendFailure(reply, 409, KEY_REUSED);
    const current = await findClassRecord(app.db, userId, classCode);
    if (!current) return sendFailure(reply, 404, NOT_FOUND);
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return { success: true as const, data: versioned(current) };
  }

  // The spec's "set": creates the record (with []) and empties it (Start over, with {}).
  app.put(
    '/api/store/users/:userId/classes/:classCode',
    {
      config: { ...OWN_RECORD, rateLimit },
      schema: { params: ClassParams, headers: SaveHeaders, body: ClassRecordBody, response: { 200: okData(VersionedClassRecordData) } },
    },
    async (request, reply) => {
      const { userId, classCode } = request.params;
      const { responses } = request.body;
      if (answersTooLarge(responses)) return sendFailure(reply, 413, TOO_LARGE);
      const problem = findResponsesProblem(responses, activityCodes);
      if (problem) return sendFailure(reply, 400, problem);
      const refused = await classRefusal(classCode);
      if (refused) return sendFailure(reply, refused.status, refused.failure);
      if (await heldBackInSet(currentUser(request).isTeacher, userId, classCode, responses)) return sendFailure(reply, 409, CLASS_HELD);
      // Records are kept for ever, so an account may not start them under every code there is.
      const codes = (await app.db.selectFrom('progress').select('class_code').where('user_id', '=', userId).execute()).map((row) => row.class_code);
      if (!codes.includes(classCode) && codes.length >= MAX_CLASS_RECORDS_PER_USER) return sendFailure(reply, 409, TOO_MANY_CLASSES);
      if (await overAccountBytesWithRecord(app.db, userId, classCode, responses)) return sendFailure(reply, 413, ACCOUNT_FULL);

      // lastUpdated is the server's time: clients' clocks differ, and "latest class" must order correctly.
      const key = request.headers[IDEMPOTENCY_HEADER];
      // Read and written in this record's queue, so no other save of this instance comes between the check and the write.
      const outcome = await app.recordSaves.run(recordKey(userId, classCode), async () => {
        const locked = await lockedChangeInSet(userId, classCode, responses);
        if (locked) return { locked };
        return { saved: await setClassRecord(app.db, userId, classCode, responses, app.now(), key) };
      });
      if (outcome.locked) return sendFailure(reply, 400, outcome.locked);
      // A pupil joining the class: its teacher may lift a block on the address they joined from (server/auth/classAddress.ts).
      if (!codes.includes(classCode) && !currentUser(request).isTeacher) await recordClassAddress(app.db, userId, request.ip, app.now());
      if (outcome.saved) return { success: true as const, data: versioned(outcome.saved) };
      return replay(reply, userId, classCode, key!);
    },
  );

  // The per-activity save: only the changed activities, each with the version it was based on and that version's answer.
  app.patch(
    '/api/store/users/:userId/classes/:classCode',
    {
      config: { ...OWN_RECORD, rateLimit },
      schema: {
        params: ClassParams,
        headers: SaveHeaders,
        body: AnswerChangesBody,
        response: { 200: okData(VersionedClassRecordData), 409: z.union([AnswerConflictFailure, Failure]) },
      },
    },
    async (request, reply) => {
      const { userId, classCode } = request.params;
      const { changes } = request.body;
      const problem = findChangesProblem(changes, activityCodes);
      if (problem) return sendFailure(reply, 400, problem);
      const refused = await classRefusal(classCode);
      if (refused) return sendFailure(reply, refused.status, refused.failure);
      if (await heldBack(currentUser(request).isTeacher, classCode, Object.keys(changes))) return sendFailure(reply, 409, CLASS_HELD);
      if (await overAccountBytesWithChanges(app.db, userId, changes)) return sendFailure(reply, 413, ACCOUNT_FULL);

      const key = request.headers[IDEMPOTENCY_HEADER];
      const outcome = await app.recordSaves.run(recordKey(userId, classCode), async () => {
        const locked = await lockedChangeIn(userId, classCode, changes);
        if (locked) return { locked };
        return { result: await applyAnswerChanges(app.db, userId, classCode, changes, app.now(), key) };
      });
      if (outcome.locked) return sendFailure(reply, 400, outcome.locked);
      const { result } = outcome;
      if (!result) return replay(reply, userId, classCode, key!);
      switch (result.kind) {
        case 'applied':
          return { success: true as const, data: versioned(result.record) };
        case 'conflict':
          return reply.code(409).send({
            success: false as const,
            error: 'VersionConflict' as const,
            messageKey: 'txt_error_answer_conflict' as const,
            conflicts: result.conflicts,
            record: versioned(result.record),
          });
        case 'missing':
          return sendFailure(reply, 404, RECORD_MISSING);
        case 'tooLarge':
          return sendFailure(reply, 413, TOO_LARGE);
      }
    },
  );
}
