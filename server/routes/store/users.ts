import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClassCodeSchema, ClassRecordBody, ClassRecordData, UserIdSchema, UserRecordData } from '../../../src/contracts/auth';
import { findClassRecord, findLatestClassRecord, saveClassRecord } from '../../db/repositories/progress';
import { currentUser } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { FORBIDDEN, okData } from '../responses';

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

  app.put(
    '/api/store/users/:userId/classes/:classCode',
    { schema: { params: ClassParams, body: ClassRecordBody, response: { 200: okData(ClassRecordData) } } },
    async (request, reply) => {
      const json = JSON.stringify(request.body.responses);
      if (Buffer.byteLength(json, 'utf8') > MAX_RESPONSES_BYTES) {
        return sendFailure(reply, 413, { error: 'PayloadTooLarge', messageKey: 'txt_error_too_large', field: 'responses' });
      }
      // lastUpdated is the server's time: clients' clocks differ, and "latest class" must order correctly.
      const record = await saveClassRecord(app.db, request.params.userId, request.params.classCode, json, app.now());
      return { success: true as const, data: record };
    },
  );
};
