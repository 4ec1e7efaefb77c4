/** Spec §8: an auth failure as machines keep it (codes, never translated text). */
export interface AuthFailure {
  success: false;
  error: 'FirestoreError';
  errorCode: string;
  messageKey: string;
  field?: string;
}

const MESSAGE_BY_CODE: Record<string, string> = {
  'auth/invalid-credential': 'txt_error_login',
  'auth/email-already-in-use': 'txt_email_exists',
  'ueokonomi/invalid-class-code': 'txt_invalid_class_code',
};

/** Maps a failed call to spec §8's failure form; a field-level refusal keeps the server's key, as it says what to fix. */
export function toAuthFailure(err: unknown): AuthFailure {
  const e = (err ?? {}) as { code?: string; messageKey?: string; field?: string; status?: number | null };
  const errorCode = e.code ?? (e.status === null ? 'network-error' : 'unknown');
  const fromCode = MESSAGE_BY_CODE[errorCode];
  // Feide's refusals (feide/…) say what happened there, whatever their status (403, 502).
  const specific = e.status === 400 || e.status === 409 || e.status === 429 || errorCode.startsWith('feide/') ? e.messageKey : undefined;
  return failure(errorCode, fromCode ?? specific ?? (e.status === null ? 'txt_error_network' : 'txt_error_default'), e.field);
}

export const failure = (errorCode: string, messageKey: string, field?: string): AuthFailure => ({
  success: false,
  error: 'FirestoreError',
  errorCode,
  messageKey,
  ...(field ? { field } : {}),
});
