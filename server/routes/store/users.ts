import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClassCodeSchema, ClassRecordBody, ClassRecordData, UserIdSchema, UserRecordData } from '../../../src/contracts/auth';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/contracts/headers';
import { IdempotencyKeySchema } from '../../../src/contracts/okt';
import { findClassRecord, findLatestClassRecord, findSaveReceipt, saveClassRecord, saveClassRecordOnce } from '../../db/repositories/progress';
import { currentUser } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { FORBIDDEN, okData } from '../responses';
import { findResponsesProblem } from './checkResponses';

/** Serialised `responses` of one class; far above what five sessions of answers take. */
export const MAX_RESPONSES_BYTES = 100 * 1024;

const UserParams = z.object({ userId: UserIdSchema });
const ClassParams = z.object({ userId: UserIdSchema, classCode: ClassCodeSchema });

/**
 * The document store, with Firestore-like rules: every route needs a bearer idToken, and a user
 * reads and writes only users/{ownId}/….
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  // Before validation, so someone else's id is refused the same way whatever its shape.
  app.addHook('preValidation', async (request, reply) => {
    const { userId } = request.params as { userId?: string };
    if (userId !== currentUser(request).id) return sendFailure(reply, 403, FORBIDDEN);
  });

  app.get('/api/store/users/:userId', { schema: { params: UserParams, response: { 200: okData(UserRecordData) } } }, async (request) => ({
    success: true as const,
    data: { hasTeacherAccess: currentUser(request).isTeacher },
  }));

  // A static segment wins over :classCode in the router; class codes never spell "latest" in lower case.
  app.get(
    '/api/store/users/:userId/classes/latest',
    { schema: { params: UserParams, response: { 200: okData(ClassRecordData.nullable()) } } },
    async (request) => ({ success: true as const, data: (await findLatestClassRecord(app.db, request.params.userId)) ?? null }),
  );

  app.get(
    '/api/store/users/:userId/classes/:classCode',
    { schema: { params: ClassParams, response: { 200: okData(ClassRecordData) } } },
    async (request, reply) => {
      const record = await findClassRecord(app.db, request.params.userId, request.params.classCode);
      if (!record) return sendFailure(reply, 404, { error: 'NotFound', messageKey: 'txt_error_not_found' });
      return { success: true as const, data: record };
    },
  );

  // Every language has the same codes (checked when the content loads).
  const activityCodes = new Set(app.content.okter.no.flatMap((okt) => okt.activities.map((a) => a.activity_code)));

  app.put(
    '/api/store/users/:userId/classes/:classCode',
    {
      schema: {
        params: ClassParams,
        // Loose: the other headers (authorization, content-type) must survive validation.
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() }),
        body: ClassRecordBody,
        response: { 200: okData(ClassRecordData) },
      },
    },
    async (request, reply) => {
      const { userId, classCode } = request.params;
      const json = JSON.stringify(request.body.responses);
      if (Buffer.byteLength(json, 'utf8') > MAX_RESPONSES_BYTES) {
        return sendFailure(reply, 413, { error: 'PayloadTooLarge', messageKey: 'txt_error_too_large', field: 'responses' });
      }
      const problem = findResponsesProblem(request.body.responses, activityCodes);
      if (problem) return sendFailure(reply, 400, problem);

      // lastUpdated is the server's time: clients' clocks differ, and "latest class" must order correctly.
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (!key) return { success: true as const, data: await saveClassRecord(app.db, userId, classCode, json, app.now()) };

      const saved = await saveClassRecordOnce(app.db, userId, classCode, json, app.now(), key);
      if (saved) return { success: true as const, data: saved };
      // A retry of a save whose reply was lost: the first attempt's effect stands, whatever came since.
      const receipt = await findSaveReceipt(app.db, key, userId);
      if (receipt?.class_code !== classCode) {
        return sendFailure(reply, 409, { error: 'IdempotencyKeyReused', messageKey: 'txt_error_invalid_input', field: IDEMPOTENCY_HEADER });
      }
      const current = await findClassRecord(app.db, userId, classCode);
      if (!current) return sendFailure(reply, 404, { error: 'NotFound', messageKey: 'txt_error_not_found' });
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return { success: true as const, data: current };
    },
  );
};
