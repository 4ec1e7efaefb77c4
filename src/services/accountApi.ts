import type { AccountSession } from '../contracts/auth';
import type { DisplayNameData } from '../contracts/displayName';
import type { FeideSessionData } from '../contracts/feide';
import type { Lang } from '../contracts/lang';
import type { MyData } from '../contracts/myData';
import type { TeacherStanding } from '../contracts/teacherStanding';
import { dataCalls } from './backendApi';
import type { Http } from './http';

/** «Mine data», with the signed-in person's own token; the pupil's display name in a class and the number the teacher sees them by. */
export function createMyDataApi(http: Http) {
  const { get, put, send } = dataCalls(http);
  const displayNameUrl = (classCode: string) => `class/${encodeURIComponent(classCode)}/display-name`;
  return {
    getData: (token: string) => get<MyData>('account/data', token),
    deleteAccount: (token: string, password: string) => send('account/delete', { password }, token),
    getDisplayName: (token: string, classCode: string) => get<DisplayNameData>(displayNameUrl(classCode), token),
    saveDisplayName: (token: string, classCode: string, displayName: string) => put<DisplayNameData>(displayNameUrl(classCode), { displayName }, token),
  };
}

/** The account routes (bearer): the teacher's sessions and password change. */
export function createAccountApi(http: Http) {
  const { get, send } = dataCalls(http);
  return {
    listSessions: (token: string) => get<AccountSession[]>('account/sessions', token),
    endSession: (token: string, id: string) => send(`account/sessions/${encodeURIComponent(id)}/end`, {}, token),
    changePassword: (token: string, change: { currentPassword: string; newPassword: string }) => send('account/password', change, token),
  };
}

/** The calls for verified teachers: confirm the e-mailed link, read the standing, ask for a new link. */
export function createTeacherVerificationApi(http: Http) {
  const { get, post } = dataCalls(http);
  return {
    confirm: (token: string) => post<{ status: TeacherStanding }>('register/teacher/confirm', { token }),
    status: (apiToken: string) => get<{ status: TeacherStanding }>('register/teacher/status', apiToken),
    resend: (apiToken: string, lang: Lang) => post<{ status: TeacherStanding }>('register/teacher/resend', { lang }, apiToken),
  };
}

/** Collects the Feide sign-in the server finished; its HttpOnly cookie names it, so only the browser that started it can collect it. */
export const collectFeide = (http: Http) => dataCalls(http).post<FeideSessionData>('feide/session', {});
