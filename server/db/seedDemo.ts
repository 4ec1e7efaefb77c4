import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from './database';
import { addSchool } from './repositories/schools';
import { setTeacherStatus } from './repositories/teacherVerification';
import { createUser, findUserByEmail } from './repositories/users';

/** Published in the README: a demo install is for trying the app, never for real pupils. */
export const DEMO = {
  email: 'laerer@demo.no',
  password: 'demo-laerer-2026',
  fylkeId: '03',
  classCode: 'DEMO26',
  className: 'Demoklasse 10A',
  school: 'Demo ungdomsskole',
  schoolYear: '2026/2027',
} as const;

export const DEMO_SCHOOLS = [DEMO.school, 'Fjordvik skole', 'Eikelund ungdomsskole', 'Åsen skole', 'Bakkehaugen skole'] as const;

/** Creates what is missing; inserts that do nothing on conflict let two instances starting at once both succeed. */
export async function seedDemo(db: Kysely<Database>, log: FastifyBaseLogger, now: number): Promise<{ createdTeacher: boolean; createdClass: boolean }> {
  let teacher = await findUserByEmail(db, DEMO.email);
  let createdTeacher = false;
  if (!teacher) {
    const created = await createUser(
      db,
      { email: DEMO.email, passwordHash: await hashPassword(DEMO.password), isTeacher: true, fylkeId: DEMO.fylkeId, fylkeEmail: DEMO.email },
      now,
    );
    createdTeacher = created !== undefined;
    teacher = created ?? (await findUserByEmail(db, DEMO.email));
  }
  if (!teacher) throw new Error(`Demolæreren ${DEMO.email} kunne verken opprettes eller leses`);
  // The README's address is never confirmed by a link.
  if (createdTeacher) await setTeacherStatus(db, teacher.id, 'approved', now);

  const createdClass = await db
    .insertInto('classes')
    .values({ code: DEMO.classCode, teacher_id: teacher.id, name: DEMO.className, school: DEMO.school, school_year: DEMO.schoolYear, created_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();

  for (const name of DEMO_SCHOOLS) await addSchool(db, { name, fylkeId: DEMO.fylkeId, createdBy: null }, now);

  if (createdTeacher) log.info(`Demolærer opprettet: e-post ${DEMO.email}, passord ${DEMO.password}`);
  if (createdClass) log.info(`Demoklasse opprettet: klassekode ${DEMO.classCode} («${DEMO.className}»)`);
  return { createdTeacher, createdClass: createdClass !== undefined };
}
