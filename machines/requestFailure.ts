/** A failed call as the adapters throw it (src/services/backendApi.ts ApiError): codes, never translated text. */
export type RequestFailure = { status?: number | null; messageKey?: string; field?: string; code?: string };

export const failureOf = (error: unknown) => (error ?? {}) as RequestFailure;
export const messageKeyOf = (error: unknown) => failureOf(error).messageKey ?? 'txt_error_default';
const statusOf = (event: unknown) => failureOf((event as { error?: unknown }).error).status;

/** Spec §8: an expired (401) or refused (403) token, which the central error handler takes. */
export const isAuthFailure = ({ event }: { event: unknown }) => statusOf(event) === 401 || statusOf(event) === 403;
/** Only an expired token: where a 403 is the call's own refusal. */
export const isExpired = ({ event }: { event: unknown }) => statusOf(event) === 401;

/** The placeholder of spec §8's central handler, provided at the composition root. */
export const reportAuthErrorPlaceholder = (_: unknown, _params: { error: unknown }) => {};
/** Hands a call's failure to the central handler (the action `reportAuthError`). */
export const reportAuthError = { type: 'reportAuthError', params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }) } as const;
