import type { DisplayNameData } from '../contracts/displayName';
import type { MyData } from '../contracts/myData';
import { callApi } from './backendApi';
import { bearer, type Http } from './http';

/** «Mine data», with the signed-in person's own token. */
export function createMyDataApi(http: Http) {
  const call = callApi;
  return {
    getData: async (token: string) => (await call(() => http.get<{ data: MyData }>('account/data', bearer(token)))).data,
    deleteAccount: async (token: string, password: string) => {
      await call(() => http.post('account/delete', { password }, bearer(token)));
    },
    /** The pupil's own display name in a class, and the number the teacher sees them by. */
    getDisplayName: async (token: string, classCode: string) =>
      (await call(() => http.get<{ data: DisplayNameData }>(`class/${encodeURIComponent(classCode)}/display-name`, bearer(token)))).data,
    saveDisplayName: async (token: string, classCode: string, displayName: string) =>
      (await call(() => http.put<{ data: DisplayNameData }>(`class/${encodeURIComponent(classCode)}/display-name`, { displayName }, bearer(token)))).data,
  };
}
