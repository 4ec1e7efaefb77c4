/**
 * The operator's command for verified teachers and schools, on the server's own database:
 *
 *   npm run teachers -- list                 teachers and where they stand
 *   npm run teachers -- approve <email>      let a teacher create classes (when TEACHER_APPROVAL=1)
 *   npm run teachers -- refuse <email>       a refused teacher cannot create or change classes
 *   npm run teachers -- schools              schools waiting for approval
 *   npm run teachers -- approve-school <id>  show a school to every teacher of its county
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/database';
import { runOnServerDatabase } from './serverDatabase';
import { approveSchool, listWaitingSchools } from '../server/db/repositories/schools';
import { decideTeacher, listTeacherAccounts, standingOf } from '../server/db/repositories/teacherVerification';

const USAGE = 'Bruk: npm run teachers -- list | approve <e-post> | refuse <e-post> | schools | approve-school <id>';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Runs one command and answers the lines to print and the exit code; the tests call it directly. */
export async function runTeachersCommand(
  db: Kysely<Database>,
  args: string[],
  options: { approvalRequired: boolean; now: number },
): Promise<{ code: number; lines: string[] }> {
  const [command, arg] = args;
  switch (command) {
    case 'list': {
      const teachers = await listTeacherAccounts(db);
      if (teachers.length === 0) return { code: 0, lines: ['Ingen lærere registrert etter bekreftelsesordningen.'] };
      return {
        code: 0,
        lines: teachers.map((t) => `${t.email}\t${t.status}\t${standingOf(t.status, options.approvalRequired)}\tfylke ${t.fylkeId ?? '-'}\t${day(t.createdAt)}`),
      };
    }
    case 'approve':
    case 'refuse': {
      if (!arg) return { code: 2, lines: [USAGE] };
      const done = await decideTeacher(db, arg, command === 'approve' ? 'approved' : 'refused', options.now);
      if (!done) return { code: 1, lines: [`Fant ingen lærer med e-postadressen ${arg}.`] };
      return { code: 0, lines: [`${arg}: ${command === 'approve' ? 'godkjent' : 'avvist'}.`] };
    }
    case 'schools': {
      const schools = await listWaitingSchools(db);
      if (schools.length === 0) return { code: 0, lines: ['Ingen skoler venter på godkjenning.'] };
      // JSON quoting shows any odd character in a name instead of letting it act on the terminal.
      return { code: 0, lines: schools.map((s) => `${s.id}\tfylke ${s.fylkeId}\t${JSON.stringify(s.name)}\t${s.email ?? '-'}\t${day(s.createdAt)}`) };
    }
    case 'approve-school': {
      if (!arg) return { code: 2, lines: [USAGE] };
      return (await approveSchool(db, arg)) ? { code: 0, lines: [`Skolen ${arg} er godkjent.`] } : { code: 1, lines: [`Fant ingen skole med id ${arg}.`] };
    }
    default:
      return { code: 2, lines: [USAGE] };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runOnServerDatabase((db, args, config) => runTeachersCommand(db, args, { approvalRequired: config.teachers.approval, now: Date.now() }));
}
