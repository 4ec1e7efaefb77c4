import { describe, expect, it } from 'vitest';
import { toAuthFailure } from '../../../machines/authErrors';
import { oopsReasonFor } from '../errorHandler';
import { ApiError } from '../backendApi';
import { fromAuthError, fromFirestoreError } from './errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

describe('Firebase Auth errors in spec §8 terms', () => {
  it.each([
    ['auth/invalid-credential', 'txt_error_login'],
    ['auth/email-already-in-use', 'txt_email_exists'],
    ['auth/weak-password', 'txt_error_default'],
    ['auth/invalid-email', 'txt_error_default'],
    ['auth/internal-error', 'txt_error_default'],
  ])('maps %s to %s, as the auth machine shows it', (code, messageKey) => {
    const err = fromAuthError(firebaseError(code));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code, messageKey });
    expect(toAuthFailure(err)).toMatchObject({ errorCode: code, messageKey });
  });

  it('tells a lost network apart, as the self-hosted adapter does', () => {
    expect(toAuthFailure(fromAuthError(firebaseError('auth/network-request-failed')))).toMatchObject({ messageKey: 'txt_error_network' });
  });
});

describe('Firestore errors in the terms the machines know', () => {
  it('sends permission-denied while signed out to «logg-inn-igjen», and signed in to «ikke-tilgang»', () => {
    expect(oopsReasonFor(fromFirestoreError(firebaseError('permission-denied'), false), false)).toBe('logg-inn-igjen');
    expect(fromFirestoreError(firebaseError('permission-denied'), false)).toMatchObject({ status: 401 });
    expect(oopsReasonFor(fromFirestoreError(firebaseError('permission-denied'), true), true)).toBe('ikke-tilgang');
  });

  it('makes an unreachable Firestore a failure without an answer, which saving retries', () => {
    expect(fromFirestoreError(firebaseError('unavailable'), true)).toMatchObject({ status: null, messageKey: 'txt_error_network' });
  });
});
