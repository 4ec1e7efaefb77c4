import { ApiError } from '../backendApi';

const codeOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Firebase Auth's codes: status, message key, field, and the code the machines know it by when it is another. */
const AUTH_ERRORS: Record<string, [status: number | null, messageKey: string, field?: string, code?: string]> = {
  'auth/invalid-credential': [401, 'txt_error_login'],
  'auth/email-already-in-use': [409, 'txt_email_exists', 'email'],
  'auth/network-request-failed': [null, 'txt_error_network'],
  'auth/too-many-requests': [429, 'txt_error_default'],
  'auth/invalid-action-code': [400, 'txt_error_reset_code_invalid', 'code'],
  'auth/expired-action-code': [400, 'txt_error_reset_code_invalid', 'code', 'auth/invalid-action-code'],
};

/** Spec §8 on Firebase Auth's codes, as the ApiError (status and key) the self-hosted adapter throws for the same refusal. */
export function fromAuthError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = codeOf(err) ?? 'unknown';
  const [status, messageKey, field, named = code] = (Object.hasOwn(AUTH_ERRORS, code) && AUTH_ERRORS[code]) || [400, 'txt_error_default'];
  return new ApiError(status, messageKey, field, named);
}

/** A Firestore failure as the self-hosted store's ApiError: `permission-denied` is a 401 («logg inn igjen») signed out, a 403 signed in. */
export function fromFirestoreError(err: unknown, signedIn: boolean): ApiError {
  if (err instanceof ApiError) return err;
  const code = codeOf(err);
  if (code === 'permission-denied' || code === 'unauthenticated') {
    return signedIn ? new ApiError(403, 'txt_error_no_access', undefined, 'permission-denied') : new ApiError(401, 'txt_error_login_again', undefined, 'permission-denied');
  }
  if (code === 'unavailable' || code === 'deadline-exceeded') return new ApiError(null, 'txt_error_network', undefined, code);
  // A value Firestore cannot store: sending it again cannot help, so it is held as a refused answer is.
  if (code === 'invalid-argument') return new ApiError(400, 'txt_error_invalid_answer', undefined, code);
  if (code === 'resource-exhausted') return new ApiError(429, 'txt_error_too_many_saves', undefined, code);
  // Contention the SDK's own transaction retries did not resolve: worth another try, like a busy server.
  if (code === 'aborted') return new ApiError(503, 'txt_error_default', undefined, code);
  return new ApiError(500, 'txt_error_default', undefined, code);
}
