import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VersionedClassRecord as ClassRecord } from '../src/contracts/answers';
import { ApiError } from '../src/services/backendApi';
import { type AuthInput, authMachine } from './authMachine';
import { toAuthFailure } from './authErrors';

const HOUR = 3_600_000;
const session = (userId = 'user-aaaaaaaaaa') => ({ userId, idToken: `token-${userId}`, expiresAt: Date.now() + 8 * HOUR });
const record = (classCode: string, responses: ClassRecord['responses'] = []): ClassRecord => ({ classCode, responses, versions: {}, lastUpdated: 1, serverTime: 1 });

function fakes(overrides: Partial<Record<string, (input: never) => Promise<unknown>>> = {}) {
  const impl = {
    checkClassExists: async () => ({ success: true, data: { '1': true } }),
    signUp: async () => session('new-user-0001'),
    signIn: async () => session(),
    signOut: async () => undefined,
    getUserRecord: async () => ({ hasTeacherAccess: false }),
    createClassRecord: async (input: { classCode: string }) => record(input.classCode),
    loadClass: async (input: { classCode: string }) => record(input.classCode, { O1A: 'Hei' }),
    latestClass: async () => record('DEMO26', { O1C: 'helse' }),
    getApiToken: async () => ({ token: 'api-token', expiresAt: Date.now() + 8 * HOUR }),
    backendLogout: async () => undefined,
    registerTeacher: async () => undefined,
    sendPasswordReset: async () => undefined,
    verifyResetCode: async () => ({ email: 'elev@skole.no', isTeacher: false }),
    confirmReset: async () => ({ email: 'elev@skole.no', isTeacher: false }),
    backendResetPassword: async () => undefined,
    changePassword: async () => undefined,
    saveDisplayName: async () => ({ displayName: 'Kari', pseudonym: 'Elev 9D3C', updatedAt: 1 }),
    ...overrides,
  } as Record<string, (input: never) => Promise<unknown>>;
  const spies = Object.fromEntries(Object.entries(impl).map(([name, fn]) => [name, vi.fn(fn)]));
  const actors = Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, fromPromise(({ input }) => spy(input as never))]));
  return { spies, actors };
}

const signedOutInput: AuthInput = {
  restored: { isLoggedIn: false, userId: null, email: null, idToken: null, expiresAt: null, apiToken: null, apiTokenExpiresAt: null, classCode: null, canAdmin: false, fylkeEmail: null },
  lang: 'no',
};

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((a) => a.stop()));

function start(overrides: Parameters<typeof fakes>[0] = {}, input: AuthInput = signedOutInput) {
  const { spies, actors } = fakes(overrides);
  const navigate = vi.fn();
  const reportError = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: actors as never,
      actions: { navigate: (_, params) => navigate(params.to), reportError: (_, params) => reportError(params.error) },
    }),
    { input },
  ).start();
  running.push(actor);
  return { actor, spies, navigate, reportError };
}

const pupilLogin = (over: Partial<{ email: string; password: string; classCode: string; isNewUser: boolean; page: 'pupil' | 'teacher'; displayName: string }> = {}) => ({
  type: 'login.submit' as const,
  page: 'pupil' as const,
  email: 'elev@skole.no',
  password: 'langt-passord',
  classCode: 'DEMO26',
  isNewUser: false,
  lang: 'no' as const,
  displayName: 'Kari',
  ...over,
});

describe('a new pupil', () => {
  it('saves the name the pupil gave for the class they joined, tidied, before the start page', async () => {
    const { actor, spies, navigate } = start();
    actor.send(pupilLogin({ isNewUser: true, displayName: '  Kari   Nordmann ' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    // After the record it belongs to.
    expect(spies.createClassRecord!.mock.invocationCallOrder[0]).toBeLessThan(spies.saveDisplayName!.mock.invocationCallOrder[0]!);
    expect(spies.saveDisplayName).toHaveBeenCalledWith({ idToken: 'token-new-user-0001', classCode: 'DEMO26', displayName: 'Kari Nordmann' });
    expect(navigate).toHaveBeenCalledWith('start');
    expect(actor.getSnapshot().context.pendingDisplayName).toBeNull();
  });

  it('asks for a name before any server call, and refuses one the server would refuse', () => {
    const { actor, spies } = start();
    actor.send(pupilLogin({ isNewUser: true, displayName: '   ' }));
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'txt_error_display_name_required', field: 'displayName' });
    actor.send(pupilLogin({ isNewUser: true, displayName: 'Kari <3' }));
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'txt_error_display_name_invalid', field: 'displayName' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(spies.checkClassExists).not.toHaveBeenCalled();
    expect(spies.signUp).not.toHaveBeenCalled();
  });

  it('still reaches the start page when the name could not be saved (it can be set on «Mine data»)', async () => {
    const { actor, navigate } = start({ saveDisplayName: async () => Promise.reject(new ApiError(500, 'txt_error_default')) });
    actor.send(pupilLogin({ isNewUser: true }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(navigate).toHaveBeenCalledWith('start');
  });

  it('needs no name to sign in to an account that exists', async () => {
    const { actor, spies } = start();
    actor.send(pupilLogin({ displayName: '' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.saveDisplayName).not.toHaveBeenCalled();
  });

  it('checks the class, creates the account and an empty class record, and goes to the start page', async () => {
    const { actor, spies, navigate } = start();
    actor.send(pupilLogin({ isNewUser: true, classCode: ' demo26 ' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.checkClassExists).toHaveBeenCalledWith({ classCode: 'DEMO26' });
    expect(spies.signUp).toHaveBeenCalledWith({ email: 'elev@skole.no', password: 'langt-passord', lang: 'no' });
    expect(spies.createClassRecord).toHaveBeenCalledWith({ idToken: 'token-new-user-0001', userId: 'new-user-0001', classCode: 'DEMO26' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ userId: 'new-user-0001', classCode: 'DEMO26', isNewUser: true, canAdmin: false, classRecord: expect.objectContaining({ responses: [] }), pendingPassword: null });
    expect(navigate).toHaveBeenCalledWith('start');
  });

  it('gets a field error without any server call when the class code is empty', () => {
    const { actor, spies } = start();
    actor.send(pupilLogin({ isNewUser: true, classCode: '  ' }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toMatchObject({ field: 'classCode', messageKey: 'txt_error_class_code_required' });
    expect(spies.checkClassExists).not.toHaveBeenCalled();
    expect(spies.signUp).not.toHaveBeenCalled();
  });

  it('is told the class code is wrong when the class does not exist, and no account is made', async () => {
    const { actor, spies } = start({ checkClassExists: async () => ({ success: false }) });
    actor.send(pupilLogin({ isNewUser: true, classCode: 'FEIL99' }));
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({
      success: false,
      error: 'FirestoreError',
      errorCode: 'ueokonomi/invalid-class-code',
      messageKey: 'txt_invalid_class_code',
      field: 'classCode',
    });
    expect(spies.signUp).not.toHaveBeenCalled();
  });

  it('passes a class check without a success field on as an error', async () => {
    const { actor, spies } = start({ checkClassExists: async () => ({ data: {} }) });
    actor.send(pupilLogin({ isNewUser: true }));
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ errorCode: 'ueokonomi/class-check-failed', messageKey: 'txt_error_default' });
    expect(spies.signUp).not.toHaveBeenCalled();
  });

  it('is told when the e-mail already has an account', async () => {
    const { actor } = start({ signUp: async () => Promise.reject(new ApiError(409, 'txt_email_exists', 'email', 'auth/email-already-in-use')) });
    actor.send(pupilLogin({ isNewUser: true }));
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ errorCode: 'auth/email-already-in-use', messageKey: 'txt_email_exists', field: 'email' });
    expect(actor.getSnapshot().context.userId).toBeNull();
  });
});

describe('an existing pupil', () => {
  it('signs in and gets the class with the newest answers when no class code is given', async () => {
    const { actor, spies, navigate } = start();
    actor.send(pupilLogin({ classCode: '' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.latestClass).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa', userId: 'user-aaaaaaaaaa' });
    expect(actor.getSnapshot().context).toMatchObject({ classCode: 'DEMO26', classRecord: expect.objectContaining({ responses: { O1C: 'helse' } }), isNewUser: false });
    expect(navigate).toHaveBeenCalledWith('start');
  });

  it('signs in without a class code when the pupil has no classes', async () => {
    const { actor } = start({ latestClass: async () => null });
    actor.send(pupilLogin({ classCode: '' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ classCode: null, classRecord: null });
  });

  it('loads the class named by the class code', async () => {
    const { actor, spies } = start();
    actor.send(pupilLogin({ classCode: 'ny7a' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.checkClassExists).toHaveBeenCalledWith({ classCode: 'NY7A' });
    expect(spies.loadClass).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa', userId: 'user-aaaaaaaaaa', classCode: 'NY7A' });
    expect(spies.latestClass).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.classRecord?.responses).toEqual({ O1A: 'Hei' });
  });

  it('refuses a teacher on the pupil login page, signing them out', async () => {
    const { actor, spies, navigate } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send(pupilLogin({ classCode: '' }));
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(spies.signOut).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa' });
    expect(actor.getSnapshot().context).toMatchObject({
      userId: null,
      idToken: null,
      canAdmin: false,
      error: { messageKey: 'txt_error_teachers_must_use_veiledere_page' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is told the e-mail or password is wrong', async () => {
    const { actor } = start({ signIn: async () => Promise.reject(new ApiError(401, 'txt_error_login', undefined, 'auth/invalid-credential')) });
    actor.send(pupilLogin());
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ errorCode: 'auth/invalid-credential', messageKey: 'txt_error_login' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('a teacher', () => {
  const teacherLogin = pupilLogin({ page: 'teacher', email: 'laerer@skole.no', classCode: '' });

  it('signs in on the teacher page, gets a backend token and lands in the admin area', async () => {
    const { actor, spies, navigate } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send(teacherLogin);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.getApiToken).toHaveBeenCalledWith({ email: 'laerer@skole.no', password: 'langt-passord', idToken: 'token-user-aaaaaaaaaa' });
    expect(actor.getSnapshot().context.isNewUser).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ canAdmin: true, apiToken: 'api-token', pendingPassword: null });
    expect(navigate).toHaveBeenCalledWith('admin');
  });

  it('is refused on the teacher page with a pupil account', async () => {
    const { actor, spies } = start();
    actor.send(teacherLogin);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error?.messageKey).toBe('txt_error_not_a_teacher');
    expect(spies.getApiToken).not.toHaveBeenCalled();
  });

  it('forgets the county e-mail and the reset type when the teacher starts over, and goes to the start page', async () => {
    const { actor, navigate } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send({ type: 'teacher.register', email: 'ny@skole.no', password: 'et-godt-passord', fylkeEmail: 'ny@vlfk.no', fylkeId: '46', isNewTeacher: true, lang: 'no' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.fylkeEmail).toBe('ny@vlfk.no');
    navigate.mockClear();
    actor.send({ type: 'startOver.done' });
    expect(actor.getSnapshot().context).toMatchObject({ fylkeEmail: null, passwordResetType: null, canAdmin: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('start');
  });

  it('registers, is signed straight in and stays on the teacher page to confirm the e-mail address', async () => {
    const { actor, spies, navigate } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send({ type: 'teacher.register', email: 'ny@skole.no', password: 'et-godt-passord', fylkeEmail: 'ny@vlfk.no', fylkeId: '46', isNewTeacher: true, lang: 'nn' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.registerTeacher).toHaveBeenCalledWith({ email: 'ny@skole.no', password: 'et-godt-passord', fylkeEmail: 'ny@vlfk.no', fylkeId: '46', isNewTeacher: true });
    expect(spies.signIn).toHaveBeenCalledWith({ email: 'ny@skole.no', password: 'et-godt-passord' });
    expect(actor.getSnapshot().context).toMatchObject({ canAdmin: true, fylkeEmail: 'ny@vlfk.no' });
    expect(navigate).toHaveBeenCalledWith('teacherLogin');
    expect(navigate).not.toHaveBeenCalledWith('admin');
  });

  it('switches between the sign-in, registration and reset forms, each starting without the last one’s error', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.teacherForm).toBe('login');
    actor.send(teacherLogin);
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'teacherForm.show', form: 'register' });
    expect(actor.getSnapshot().context).toMatchObject({ teacherForm: 'register', error: null });
    actor.send({ type: 'teacherForm.show', form: 'reset' });
    actor.send({ type: 'reset.request', email: 'laerer@skole.no', lang: 'no' });
    await waitFor(actor, (s) => s.context.resetSent);
    expect(actor.getSnapshot().context.teacherForm).toBe('reset');
    actor.send({ type: 'teacherForm.show', form: 'login' });
    expect(actor.getSnapshot().context).toMatchObject({ teacherForm: 'login', resetSent: false });
  });

  it('shows the sign-in form again after a registration, for when the teacher signs out', async () => {
    const { actor } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send({ type: 'teacherForm.show', form: 'register' });
    actor.send({ type: 'teacher.register', email: 'ny@skole.no', password: 'et-godt-passord', fylkeEmail: 'ny@skole.no', fylkeId: '46', isNewTeacher: true, lang: 'no' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.teacherForm).toBe('login');
  });

  it('keeps the registration form when registering fails, so the teacher can correct it', async () => {
    const { actor } = start({ registerTeacher: async () => Promise.reject(new ApiError(409, 'txt_error_email_in_use', 'email')) });
    actor.send({ type: 'teacherForm.show', form: 'register' });
    actor.send({ type: 'teacher.register', email: 'ny@skole.no', password: 'et-godt-passord', fylkeEmail: 'ny@skole.no', fylkeId: '46', isNewTeacher: true, lang: 'no' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(actor.getSnapshot().context.teacherForm).toBe('register');
  });

  it('logs out of the identity provider and the backend, and goes to the teacher page', async () => {
    const { actor, spies, navigate } = start({ getUserRecord: async () => ({ hasTeacherAccess: true }) });
    actor.send(teacherLogin);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(spies.signOut).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa' });
    expect(spies.backendLogout).toHaveBeenCalledWith({ apiToken: 'api-token' });
    expect(navigate).toHaveBeenLastCalledWith('teacherLogin');
    expect(actor.getSnapshot().context).toMatchObject({ canAdmin: false, apiToken: null, email: null, classCode: null, fylkeEmail: null });
  });

  it('logs out quietly when the backend token’s session already ended with the sign-out (one session)', async () => {
    const refused = Object.assign(new Error('txt_error_login_again'), { status: 401, messageKey: 'txt_error_login_again' });
    const { actor, navigate, reportError } = start({
      getUserRecord: async () => ({ hasTeacherAccess: true }),
      backendLogout: async () => {
        throw refused;
      },
    });
    actor.send(teacherLogin);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(reportError).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('teacherLogin');
  });
});

describe('logout', () => {
  it('signs a pupil out without the backend call and goes to the pupil page', async () => {
    const { actor, spies, navigate } = start();
    actor.send(pupilLogin({ classCode: '' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(spies.backendLogout).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('pupilLogin');
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, idToken: null, classRecord: null, classCode: null });
  });

  it('hands auth/invalid-credential back to the caller and other errors to the error handler', async () => {
    const invalid = start({ signOut: async () => Promise.reject(new ApiError(401, 'txt_error_login', undefined, 'auth/invalid-credential')) });
    invalid.actor.send(pupilLogin({ classCode: '' }));
    await waitFor(invalid.actor, (s) => s.matches('signedIn'));
    invalid.actor.send({ type: 'logout' });
    await waitFor(invalid.actor, (s) => s.matches('signedOut'));
    expect(invalid.actor.getSnapshot().context.error?.errorCode).toBe('auth/invalid-credential');
    expect(invalid.reportError).not.toHaveBeenCalled();

    const offline = start({ signOut: async () => Promise.reject(new ApiError(null, 'txt_error_network')) });
    offline.actor.send(pupilLogin({ classCode: '' }));
    await waitFor(offline.actor, (s) => s.matches('signedIn'));
    offline.actor.send({ type: 'logout' });
    await waitFor(offline.actor, (s) => s.matches('signedOut'));
    expect(offline.reportError).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'txt_error_network' }));
    expect(offline.actor.getSnapshot().context.idToken).toBeNull();
  });
});

describe('password reset', () => {
  it('tells the pupil an e-mail is on its way', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'reset.request', email: ' elev@skole.no ', lang: 'nn' });
    await waitFor(actor, (s) => s.context.resetSent);
    expect(spies.sendPasswordReset).toHaveBeenCalledWith({ email: 'elev@skole.no', lang: 'nn' });
  });

  it('sets a pupil’s new password with the code and nothing more', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'reset.verify', code: 'kode-fra-e-posten-123' });
    await waitFor(actor, (s) => s.matches({ passwordReset: 'awaitingNewPassword' }));
    expect(actor.getSnapshot().context.passwordResetType).toBe('other');
    actor.send({ type: 'reset.confirm', password: 'nytt-passord-1' });
    await waitFor(actor, (s) => s.context.resetDone);
    expect(spies.confirmReset).toHaveBeenCalledWith({ code: 'kode-fra-e-posten-123', password: 'nytt-passord-1' });
    expect(spies.signIn).not.toHaveBeenCalled();
    expect(spies.backendResetPassword).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ pendingPassword: null, resetCode: null, idToken: null });
  });

  it('for a teacher also signs in with the new password, updates the backend, and signs out', async () => {
    const teacher = async () => ({ email: 'laerer@skole.no', isTeacher: true });
    const { actor, spies } = start({ verifyResetCode: teacher, confirmReset: teacher });
    actor.send({ type: 'reset.verify', code: 'kode-fra-e-posten-123' });
    await waitFor(actor, (s) => s.matches({ passwordReset: 'awaitingNewPassword' }));
    expect(actor.getSnapshot().context.passwordResetType).toBe('teacher');
    actor.send({ type: 'reset.confirm', password: 'nytt-passord-1' });
    await waitFor(actor, (s) => s.context.resetDone);
    expect(spies.signIn).toHaveBeenCalledWith({ email: 'laerer@skole.no', password: 'nytt-passord-1' });
    expect(spies.backendResetPassword).toHaveBeenCalledWith({ email: 'laerer@skole.no', password: 'nytt-passord-1', token: 'token-user-aaaaaaaaaa' });
    expect(spies.signOut).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('keeps the form when the new password is refused', async () => {
    const { actor } = start({ confirmReset: async () => Promise.reject(new ApiError(400, 'txt_error_password_common', 'password', 'auth/weak-password')) });
    actor.send({ type: 'reset.verify', code: 'kode-fra-e-posten-123' });
    await waitFor(actor, (s) => s.matches({ passwordReset: 'awaitingNewPassword' }));
    actor.send({ type: 'reset.confirm', password: 'passord1' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ passwordReset: 'awaitingNewPassword' })).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'txt_error_password_common', field: 'password' });
  });

  it('says so when the code has expired or been used', async () => {
    const { actor } = start({ verifyResetCode: async () => Promise.reject(new ApiError(400, 'txt_error_reset_code_invalid', 'code', 'auth/invalid-action-code')) });
    actor.send({ type: 'reset.verify', code: 'gammel-kode-123456' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error?.messageKey).toBe('txt_error_reset_code_invalid');
  });
});

describe('a session on this device', () => {
  const restored = (expiresAt: number): AuthInput => ({
    ...signedOutInput,
    restored: { ...signedOutInput.restored, isLoggedIn: true, userId: 'user-aaaaaaaaaa', email: 'elev@skole.no', idToken: 'tok', expiresAt, classCode: 'DEMO26' },
  });

  it('is restored after a reload while it is valid', () => {
    const { actor } = start({}, restored(Date.now() + HOUR));
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('has expired after a school day: signed out, but the e-mail and class code are kept', () => {
    const { actor } = start({}, restored(Date.now() - 1));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ sessionExpired: true, idToken: null, email: 'elev@skole.no', classCode: 'DEMO26' });
  });

  it('ends when the token runs out while the pupil works, and sends them to session-expired', async () => {
    vi.useFakeTimers();
    try {
      const { actor, navigate } = start({}, restored(Date.now() + 1_000));
      vi.advanceTimersByTime(1_001);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(navigate).toHaveBeenCalledWith('sessionExpired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends when the server says the token has expired', () => {
    const { actor, navigate } = start({}, restored(Date.now() + HOUR));
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().context.sessionExpired).toBe(true);
    expect(navigate).toHaveBeenCalledWith('sessionExpired');
  });
});

describe('toAuthFailure (spec §8)', () => {
  it.each([
    [new ApiError(401, 'x', undefined, 'auth/invalid-credential'), 'txt_error_login'],
    [new ApiError(409, 'x', 'email', 'auth/email-already-in-use'), 'txt_email_exists'],
    [new ApiError(404, 'x', 'classCode', 'ueokonomi/invalid-class-code'), 'txt_invalid_class_code'],
    [new ApiError(500, 'txt_something', undefined, 'InternalServerError'), 'txt_error_default'],
    [new Error('boom'), 'txt_error_default'],
    [new ApiError(null, 'txt_error_network'), 'txt_error_network'],
    [new ApiError(429, 'txt_error_too_many_requests', undefined, 'auth/too-many-requests'), 'txt_error_too_many_requests'],
  ])('maps %o to %s in the failure form', (error, messageKey) => {
    expect(toAuthFailure(error)).toMatchObject({ success: false, error: 'FirestoreError', messageKey });
  });
});

describe('a pupil with a temporary password from the teacher', () => {
  const temporary = () => ({ ...session(), mustChangePassword: true as const });

  it('must choose a new password before anything else opens, then signs in as usual', async () => {
    const { actor, spies, navigate } = start({ signIn: async () => temporary() });
    actor.send(pupilLogin({ password: 'abcd-efgh-jkmn' }));
    await waitFor(actor, (s) => s.matches({ signingIn: 'choosingPassword' }));
    expect(spies.getUserRecord).not.toHaveBeenCalled();
    expect(spies.loadClass).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();

    actor.send({ type: 'password.replace', password: 'mitt eget passord' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.changePassword).toHaveBeenCalledWith({ idToken: 'token-user-aaaaaaaaaa', currentPassword: 'abcd-efgh-jkmn', newPassword: 'mitt eget passord' });
    expect(actor.getSnapshot().context.pendingPassword).toBeNull();
    expect(navigate).toHaveBeenCalledWith('start');
  });

  it('stays on «Lag et nytt passord» with the reason when the new password is refused', async () => {
    const weak = new ApiError(400, 'txt_error_password_common', 'newPassword', 'auth/weak-password');
    const { actor, spies } = start({ signIn: async () => temporary(), changePassword: async () => Promise.reject(weak) });
    actor.send(pupilLogin({ password: 'abcd-efgh-jkmn' }));
    await waitFor(actor, (s) => s.matches({ signingIn: 'choosingPassword' }));
    actor.send({ type: 'password.replace', password: 'password' });
    await waitFor(actor, (s) => s.matches({ signingIn: 'choosingPassword' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual(toAuthFailure(weak));
    expect(spies.getUserRecord).not.toHaveBeenCalled();
  });

  it('forgets the temporary password when the pupil leaves instead', async () => {
    const { actor } = start({ signIn: async () => temporary() });
    actor.send(pupilLogin({ password: 'abcd-efgh-jkmn' }));
    await waitFor(actor, (s) => s.matches({ signingIn: 'choosingPassword' }));
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pendingPassword: null, idToken: null, userId: null });
  });

  it('goes straight on when the session carries no such flag', async () => {
    const { actor, spies } = start();
    actor.send(pupilLogin());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.changePassword).not.toHaveBeenCalled();
  });
});

describe('a deleted account', () => {
  it('signs this device out without calling the server, forgets the account, and says so on the sign-in page', async () => {
    const { actor, spies, navigate } = start();
    actor.send(pupilLogin());
    await waitFor(actor, (s) => s.matches('signedIn'));
    const told = vi.fn();
    actor.on('accountDeleted', told);
    actor.send({ type: 'account.deleted' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(told).toHaveBeenCalledWith({ type: 'accountDeleted', userId: 'user-aaaaaaaaaa' });
    expect(navigate).toHaveBeenLastCalledWith('pupilLogin');
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, idToken: null, email: null, classCode: null, accountDeleted: true });
    expect(spies.signOut).not.toHaveBeenCalled();
    // The notice goes with the next thing the pupil does on the form.
    actor.send(pupilLogin({ email: 'ny@skole.no' }));
    expect(actor.getSnapshot().context.accountDeleted).toBe(false);
  });
});
