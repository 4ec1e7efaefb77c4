import type { SnapshotFrom } from 'xstate';
import type { teacherStatusMachine } from '../../../machines/teacherStatusMachine';
import type { TeacherStanding } from '../../contracts/teacherStanding';

/** What the teacher page's notice needs. */
export interface TeacherStatusView {
  status: TeacherStanding | null;
  link: 'confirming' | 'confirmed' | 'invalid' | null;
  resending: boolean;
  resent: boolean;
  errorKey: string | null;
  /** The signed-in teacher's address, shown in the notice; null when nobody is signed in. */
  email: string | null;
  signedIn: boolean;
}

export function selectTeacherStatusView(s: SnapshotFrom<typeof teacherStatusMachine>): Omit<TeacherStatusView, 'email' | 'signedIn'> {
  return { status: s.context.status, link: s.context.link, resending: s.matches('resending'), resent: s.context.resent, errorKey: s.context.errorKey };
}
