import type { MyData } from '../../contracts/myData';
import { callApi } from '../../services/backendApi';
import { bearer, createHttp, type Http } from '../../services/http';

/** «Mine data» (issue 17), with the signed-in person's own token. */
export function createMyDataApi(http: Http = createHttp()) {
  const call = callApi;
  return {
    getData: async (token: string) => (await call(() => http.get<{ data: MyData }>('account/data', bearer(token)))).data,
    deleteAccount: async (token: string, password: string) => {
      await call(() => http.post('account/delete', { password }, bearer(token)));
    },
  };
}
