import { fromPromise } from 'xstate';
import type { Lang } from '../../contracts/lang';
import type { TeacherStanding } from '../../contracts/teacherStanding';
import { portApi } from '../../services/loadPorts';

const verification = portApi('teacherVerification');

/** The teacher verification's calls (machines/teacherStatusMachine.ts), bound to the backend. */
export const teacherStatusActors = {
  confirmLink: fromPromise<{ status: TeacherStanding }, { token: string }>(({ input }) => verification.confirm(input.token)),
  readStatus: fromPromise<{ status: TeacherStanding }, { apiToken: string }>(({ input }) => verification.status(input.apiToken)),
  resendLink: fromPromise<{ status: TeacherStanding }, { apiToken: string; lang: Lang }>(({ input }) => verification.resend(input.apiToken, input.lang)),
};
