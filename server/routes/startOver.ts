import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassRecordData } from '../../src/contracts/auth';
import { StartOverBody } from '../../src/contracts/okt';
import { saveClassRecord } from '../db/repositories/progress';
import { currentUser } from '../plugins/auth';
import { okData } from './responses';

/**
 * Spec §4 Start over (bearer; pupils and teachers): the caller's record for the class becomes an empty
 * object. The user id comes from the token only, so no request can reach someone else's record.
 */
export const startOverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/start-over',
    { onRequest: app.requireUser, schema: { body: StartOverBody, response: { 200: okData(ClassRecordData) } } },
    async (request) => {
      const record = await saveClassRecord(app.db, currentUser(request).id, request.body.classCode, '{}', app.now());
      return { success: true as const, data: record };
    },
  );
};
