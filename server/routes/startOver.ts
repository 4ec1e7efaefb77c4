import { VersionedClassRecordData } from '../../src/contracts/answers';
import { StartOverBody } from '../../src/contracts/okt';
import { findClassRecord, setClassRecord } from '../db/repositories/progress';
import { recordStartOver } from '../db/repositories/startOvers';
import { sendFailure } from '../plugins/errors';
import { currentUser } from '../plugins/auth';
import { recordKey } from '../plugins/saveQueue';
import { okData, RECORD_MISSING, type ZodApp } from './responses';

/**
 * Spec §4 Start over: the record becomes `{}` and every answer gets a new version, so another device's older edit is
 * refused as a conflict, not brought back.
 */
export default async function startOverRoutes(app: ZodApp) {
  app.post(
    '/api/start-over',
    { config: { access: 'user', reach: [{ kind: 'ownProgress', in: 'body' }] }, schema: { body: StartOverBody, response: { 200: okData(VersionedClassRecordData) } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { classCode } = request.body;
      // Start over never makes a record for a made-up code.
      if (!(await findClassRecord(app.db, userId, classCode))) return sendFailure(reply, 404, RECORD_MISSING);
      const record = await app.recordSaves.run(recordKey(userId, classCode), async () => (await setClassRecord(app.db, userId, classCode, {}, app.now()))!);
      // The teacher's class view shows when a pupil started over.
      await recordStartOver(app.db, userId, classCode, app.now());
      return { success: true as const, data: { ...record, serverTime: app.now() } };
    },
  );
}
