import type { FeideSessionData } from '../contracts/feide';
import { callApi } from './backendApi';
import type { Http } from './http';

/**
 * Collects the Feide sign-in the server finished. No token goes along: the sign-in is named by the
 * HttpOnly cookie the server set when it started, so only the browser that started it can collect it, once.
 */
export async function collectFeide(http: Http): Promise<FeideSessionData> {
  return (await callApi(() => http.post<{ data: FeideSessionData }>('feide/session', {}))).data;
}
