import type { Lang } from '../contracts/lang';
import type { TeacherStanding } from '../contracts/teacherStanding';
import { toApiError } from './backendApi';
import { bearer, type Http } from './http';

/** The calls for verified teachers: confirm the e-mailed link, read the standing, ask for a new link. */
export interface TeacherVerificationApi {
  confirm(token: string): Promise<{ status: TeacherStanding }>;
  status(apiToken: string): Promise<{ status: TeacherStanding }>;
  resend(apiToken: string, lang: Lang): Promise<{ status: TeacherStanding }>;
}

export function createTeacherVerificationApi(http: Http): TeacherVerificationApi {
  async function call<T>(run: () => Promise<{ success: true; data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (err) {
      throw toApiError(err);
    }
  }
  return {
    confirm: (token) => call(() => http.post('register/teacher/confirm', { token })),
    status: (apiToken) => call(() => http.get('register/teacher/status', bearer(apiToken))),
    resend: (apiToken, lang) => call(() => http.post('register/teacher/resend', { lang }, bearer(apiToken))),
  };
}
