import type { ClassRecord } from '../contracts/auth';
import { IDEMPOTENCY_HEADER } from '../contracts/headers';
import { toApiError } from './backendApi';
import { bearer, createHttp, type Http } from './http';

/** The document store port (DESIGN.md): `users/{userId}` and `users/{userId}/classes/{classCode}`. */
export interface DocumentStore {
  getUser(idToken: string, userId: string): Promise<{ hasTeacherAccess: boolean }>;
  getClass(idToken: string, userId: string, classCode: string): Promise<ClassRecord | null>;
  /** With an idempotency key, a retried save is applied once. */
  setClass(idToken: string, userId: string, classCode: string, responses: ClassRecord['responses'], idempotencyKey?: string): Promise<ClassRecord>;
  /** The class with the newest `lastUpdated` (spec: ordered descending, limit 1). */
  latestClass(idToken: string, userId: string): Promise<ClassRecord | null>;
}

export function createSelfHostedStore(http: Http = createHttp()): DocumentStore {
  const userPath = (userId: string) => `store/users/${encodeURIComponent(userId)}`;
  async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (err) {
      throw toApiError(err);
    }
  }
  return {
    getUser: (idToken, userId) => call(() => http.get(userPath(userId), bearer(idToken))),
    async getClass(idToken, userId, classCode) {
      try {
        return await call(() => http.get(`${userPath(userId)}/classes/${encodeURIComponent(classCode)}`, bearer(idToken)));
      } catch (err) {
        if ((err as { status?: number }).status === 404) return null;
        throw err;
      }
    },
    setClass: (idToken, userId, classCode, responses, idempotencyKey) =>
      call(() =>
        http.put(`${userPath(userId)}/classes/${encodeURIComponent(classCode)}`, { responses }, {
          headers: { ...bearer(idToken).headers, ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}) },
        }),
      ),
    latestClass: (idToken, userId) => call(() => http.get(`${userPath(userId)}/classes/latest`, bearer(idToken))),
  };
}
