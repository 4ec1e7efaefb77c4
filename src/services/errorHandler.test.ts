import { describe, expect, it } from 'vitest';
import { ApiError } from './backendApi';
import { oopsReasonFor } from './errorHandler';

describe('oopsReasonFor (spec §8)', () => {
  it.each([
    [new ApiError(401, 'x'), true, 'ikke-tilgang'],
    [new ApiError(403, 'x'), true, 'ikke-tilgang'],
    [new ApiError(401, 'x', undefined, 'auth/id-token-expired'), true, 'session-expired'],
    [new ApiError(null, 'txt_error_network'), true, 'serveren-opptatt'],
    [new ApiError(400, 'x'), true, 'serveren-opptatt'],
    [new ApiError(403, 'x', undefined, 'rest_cookie_invalid_nonce'), true, 'logg-inn-igjen'],
    [new ApiError(403, 'x', undefined, 'permission-denied'), false, 'logg-inn-igjen'],
    [new ApiError(500, 'x'), true, 'error'],
    [new Error('boom'), true, 'error'],
  ] as const)('sends %o (signed in: %s) to %s', (error, signedIn, reason) => {
    expect(oopsReasonFor(error, signedIn)).toBe(reason);
  });
});
