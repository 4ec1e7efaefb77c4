import { VersionedClassRecordData } from '../../src/contracts/answers';
import { StartOverBody } from '../../src/contracts/okt';
import { findClassRecord, setClassRecord } from '../db/repositories/progress';
import { recordStartOver } from '../db/repositories/startOvers';
import { sendFailure } from '../plugins/errors';
import { currentUser } from '../plugins/auth';
import { recordKey } from '../plugins/saveQueue';
import { okData, RECORD_MISSING, type ZodApp } from './responses';

/**
 * Spec §4 Start over (bearer; pupils and teachers): the caller's record for the class becomes an empty
 * object, and every answer it had gets a new version, so an edit another device made before is refused
 * as a conflict instead of bringing the old answer back. The user id comes from the token only, so no
 * request can reach someone else's record. A class the caller has no record of gets 404.
 */
export default async function startOverRoutes(app: ZodApp) {
  app.post(
    '/api/start-over',
    { config: { access: 'user', reach: [{ kind: 'ownProgress', in: 'body' }] }, schema: { body: StartOverBody, response: { 200: okData(VersionedClassRecordData) } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { classCode } = request.body;
      // Only a record the pupil has (made when they joined the class): Start over never makes one for a made-up code.
      if (!(await findClassRecord(app.db, userId, classCode))) return sendFailure(reply, 404, RECORD_MISSING);
      const record = await app.recordSaves.run(recordKey(userId, classCode), async () => (await setClassRecord(app.db, userId, classCode, {}, app.now()))!);
      // The teacher's class view says when a pupil started over, so a pupil back at nothing is explained.
      await recordStartOver(app.db, userId, classCode, app.now());
      return { success: true as const, data: { ...record, serverTime: app.now() } };
    },
  );
}
