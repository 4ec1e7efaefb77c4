import { z } from 'zod';
import { ClassCodeSchema } from '../../src/contracts/auth';
import { ClassAddressSchema } from '../../src/contracts/classHelp';
import { sendTooManyRequests } from '../auth/credentials';
import { ADDRESS_LIFTS_PER_TEACHER, classAddressBlock, liftClassAddressBlock } from '../auth/classAddress';
import { logAction } from '../db/repositories/auditLog';
import { currentUser } from '../plugins/auth';
import { hitWindow } from '../plugins/rateLimit';
import { okData, type ZodApp } from './responses';
import { TEACHER_FAILURES } from './teacherClass';

const params = z.object({ classCode: ClassCodeSchema });

/**
 * «The address your class uses» (server/auth/classAddress.ts): the teacher sees whether the pupils' address is
 * blocked and can lift the block, never seeing the address.
 */
export default async function classAddressRoutes(app: ZodApp) {
  app.get(
    '/api/class/:classCode/address',
    { config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] }, schema: { params, response: { 200: okData(ClassAddressSchema), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const { classCode } = request.params;
      const block = await classAddressBlock(app.db, classCode, app.now());
      return { success: true as const, data: { blocked: !block.allowed, retryAfterSeconds: block.allowed ? 0 : block.retryAfterSeconds } };
    },
  );

  app.post(
    '/api/class/:classCode/address/unblock',
    { config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] }, schema: { params, response: { 200: okData(ClassAddressSchema), 429: TEACHER_FAILURES[400], ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const { classCode } = request.params;
      const teacherId = currentUser(request).id;
      const block = await classAddressBlock(app.db, classCode, app.now());
      if (block.allowed) return { success: true as const, data: { blocked: false, retryAfterSeconds: 0 } };
      const lifts = await hitWindow(app, request, ADDRESS_LIFTS_PER_TEACHER, teacherId);
      if (!lifts.allowed) return sendTooManyRequests(reply, lifts);
      const hashes = await liftClassAddressBlock(app.db, classCode, app.now());
      app.classCodeBlocks.lift(hashes);
      request.log.info({ audit: 'class.address-unblock', teacherId, classCode, addresses: hashes.length }, "teacher lifted the block on the class's address");
      await logAction(app.db, { actorId: teacherId, action: 'class.address-unblock', subjectId: classCode }, app.now());
      return { success: true as const, data: { blocked: false, retryAfterSeconds: 0 } };
    },
  );
}
