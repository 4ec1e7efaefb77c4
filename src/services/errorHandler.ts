import type { OopsReason } from '../contracts/routeTable';

/** Spec §8's central error handler: which /oops page an error leads to; an expired token asks the pupil to sign in again. */
export function oopsReasonFor(error: unknown, isLoggedIn: boolean): OopsReason {
  const e = (error ?? {}) as { status?: number | null; code?: string };
  if (e.code === 'auth/id-token-expired') return 'session-expired';
  if (e.code === 'rest_cookie_invalid_nonce') return 'logg-inn-igjen';
  if (e.code === 'permission-denied' && !isLoggedIn) return 'logg-inn-igjen';
  if (e.status === 401 || e.status === 403) return 'ikke-tilgang';
  if (e.status === null || e.status === 400) return 'serveren-opptatt';
  return 'error';
}
