import type { AccountSession } from '../contracts/auth';
import { callApi } from './backendApi';
import { bearer, type Http } from './http';

/** The account routes (bearer): the teacher's sessions and password change. */
export function createAccountApi(http: Http) {
  const call = callApi;
  return {
    listSessions: async (token: string) => (await call(() => http.get<{ data: AccountSession[] }>('account/sessions', bearer(token)))).data,
    endSession: async (token: string, id: string) => {
      await call(() => http.post(`account/sessions/${encodeURIComponent(id)}/end`, {}, bearer(token)));
    },
    changePassword: async (token: string, change: { currentPassword: string; newPassword: string }) => {
      await call(() => http.post('account/password', change, bearer(token)));
    },
  };
}
