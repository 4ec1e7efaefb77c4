import type { SnapshotFrom } from 'xstate';
import type { teacherStatusMachine } from '../../../machines/teacherStatusMachine';

/** What the teacher page's notice needs from the teacher status machine. */
export function selectTeacherStatusView(s: SnapshotFrom<typeof teacherStatusMachine>) {
  return { status: s.context.status, link: s.context.link, resending: s.matches('resending'), resent: s.context.resent, errorKey: s.context.errorKey };
}

/** …with the signed-in teacher's address, shown in the notice (null when nobody is signed in). */
export type TeacherStatusView = ReturnType<typeof selectTeacherStatusView> & { email: string | null; signedIn: boolean };
