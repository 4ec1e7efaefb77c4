import type { AnswerChanges, AnswerConflict, RecordVersions, VersionedClassRecord } from '../contracts/answers';
import type { ClassRecord } from '../contracts/auth';
import { IDEMPOTENCY_HEADER } from '../contracts/headers';
import { ApiError, bearer, type Http } from './http';

/** A save refused because another device changed some of the same activities first (409). */
export class AnswerConflictError extends ApiError {
  constructor(
    readonly conflicts: Record<string, AnswerConflict>,
    readonly record: VersionedClassRecord,
  ) {
    super(409, 'txt_error_answer_conflict', undefined, 'VersionConflict');
  }
}

/** The document store port (DESIGN.md): `users/{userId}` and `users/{userId}/classes/{classCode}`. */
export interface DocumentStore {
  getUser(idToken: string, userId: string): Promise<{ hasTeacherAccess: boolean }>;
  getClass(idToken: string, userId: string, classCode: string): Promise<VersionedClassRecord | null>;
  /** Each activity's version in the record, without the answers (null: no record): whether another device has saved. */
  getVersions(idToken: string, userId: string, classCode: string): Promise<RecordVersions | null>;
  /** Spec §7 "set": the whole record (a new one with `[]`, Start over with `{}`). */
  setClass(idToken: string, userId: string, classCode: string, responses: ClassRecord['responses']): Promise<VersionedClassRecord>;
  /** The changed activities only, each on the version it was based on; with an idempotency key a retried save is applied once. */
  saveAnswers(idToken: string, userId: string, classCode: string, changes: AnswerChanges, idempotencyKey: string): Promise<VersionedClassRecord>;
  /** The class with the newest `lastUpdated` (spec: ordered descending, limit 1). */
  latestClass(idToken: string, userId: string): Promise<VersionedClassRecord | null>;
}

const isConflictBody = (body: unknown): body is { conflicts: Record<string, AnswerConflict>; record: VersionedClassRecord } =>
  typeof body === 'object' && body !== null && 'conflicts' in body && 'record' in body;

export function createSelfHostedStore(http: Http): DocumentStore {
  const userPath = (userId: string) => `store/users/${encodeURIComponent(userId)}`;
  const classPath = (userId: string, classCode: string) => `${userPath(userId)}/classes/${encodeURIComponent(classCode)}`;
  async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && isConflictBody(err.body)) throw new AnswerConflictError(err.body.conflicts, err.body.record);
      throw err;
    }
  }
  const orNone = <T>(read: Promise<T>) =>
    read.catch((err: unknown) => {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    });
  return {
    getUser: (idToken, userId) => call(() => http.get(userPath(userId), bearer(idToken))),
    getClass: (idToken, userId, classCode) => orNone(call(() => http.get(classPath(userId, classCode), bearer(idToken)))),
    getVersions: (idToken, userId, classCode) => orNone(call(() => http.get(`${classPath(userId, classCode)}/versions`, bearer(idToken)))),
    setClass: (idToken, userId, classCode, responses) => call(() => http.put(classPath(userId, classCode), { responses }, bearer(idToken))),
    saveAnswers: (idToken, userId, classCode, changes, idempotencyKey) =>
      call(() => http.patch(classPath(userId, classCode), { changes }, { ...bearer(idToken), headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })),
    latestClass: (idToken, userId) => call(() => http.get(`${userPath(userId)}/classes/latest`, bearer(idToken))),
  };
}
