import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { VersionedClassRecord as ClassRecord } from '../src/contracts/answers';
import type { Session } from '../src/contracts/auth';
import type { DisplayNameData } from '../src/contracts/displayName';
import type { FeideGroupOffer, FeideSessionData } from '../src/contracts/feide';
import type { Lang } from '../src/contracts/lang';
import type { ClassCheckResult, TeacherRegistration } from '../src/services/backendApi';
import { type AuthFailure, failure, toAuthFailure } from './authErrors';
import { displayNameProblem, tidyDisplayName } from '../src/domain/displayName';
import { providedAtRoot } from './providedAtRoot';

export type LoginPage = 'pupil' | 'teacher';
export type AuthDestination = 'start' | 'admin' | 'pupilLogin' | 'teacherLogin' | 'sessionExpired';
export type TeacherForm = 'login' | 'register' | 'reset';

export interface AuthContext {
  userId: string | null;
  email: string | null;
  idToken: string | null;
  expiresAt: number | null;
  /** The backend bearer token (spec: wpJwtToken) and its expiry (spec: expiryTime); teachers only. */
  apiToken: string | null;
  apiTokenExpiresAt: number | null;
  classCode: string | null;
  canAdmin: boolean;
  isNewUser: boolean;
  fylkeEmail: string | null;
  passwordResetType: 'teacher' | 'other' | null;
  /** The class record signing in brought, handed to the progress machine. */
  classRecord: ClassRecord | null;
  error: AuthFailure | null;
  sessionExpired: boolean;
  /** The account was just deleted from «Mine data»; the sign-in page says so. */
  accountDeleted: boolean;
  resetSent: boolean;
  resetDone: boolean;
  teacherForm: TeacherForm;
  resetCode: string | null;
  /** Kept in memory only between two steps that both need it (teacher token, reset as teacher). */
  pendingPassword: string | null;
  /** The name a new pupil gave for their class, until it is saved with the class record. */
  pendingDisplayName: string | null;
  lang: Lang;
  feideOffered: boolean;
  /** Signed in with Feide: the teaching groups a teacher may make classes from (empty for a pupil); null otherwise. */
  feideGroups: FeideGroupOffer[] | null;
  loginPage: LoginPage;
  /** Just signed out of an account that signed in with Feide: the sign-in page offers to sign out of Feide too. */
  feideSignedOut: boolean;
}

export type AuthEvent =
  /** A new pupil also gives the name their teacher sees them by (`displayName`). */
  | { type: 'login.submit'; page: LoginPage; email: string; password: string; classCode: string; isNewUser: boolean; lang: Lang; displayName?: string }
  | ({ type: 'teacher.register'; lang: Lang } & TeacherRegistration)
  | { type: 'reset.request'; email: string; lang: Lang }
  | { type: 'reset.verify'; code: string }
  | { type: 'reset.confirm'; password: string }
  /** A pupil signed in with a teacher's temporary password chooses their own. */
  | { type: 'password.replace'; password: string }
  | { type: 'logout' }
  | { type: 'session.expire' }
  | { type: 'startOver.done' }
  /** «Mine data» deleted the account: this device signs out of it and forgets it. */
  | { type: 'account.deleted' }
  | { type: 'error.dismiss' }
  | { type: 'teacherForm.show'; form: TeacherForm }
  /** «Logg inn med Feide» (a pupil may have typed a class code first). */
  | { type: 'feide.start'; page: LoginPage; classCode: string; lang: Lang }
  /** The provider sent the browser back (the route /{lang}/feide/{side}). */
  | { type: 'feide.return'; page: LoginPage };

/** What the device remembered (spec §3 user state), read at start. */
export interface AuthInput {
  restored: { isLoggedIn: boolean } & Pick<
    AuthContext,
    'userId' | 'email' | 'idToken' | 'expiresAt' | 'apiToken' | 'apiTokenExpiresAt' | 'classCode' | 'canAdmin' | 'fylkeEmail'
  > & { feideGroups?: FeideGroupOffer[] | null };
  lang: Lang;
  feideOffered?: boolean;
}

const signedOutContext = {
  userId: null,
  idToken: null,
  expiresAt: null,
  apiToken: null,
  apiTokenExpiresAt: null,
  canAdmin: false,
  isNewUser: false,
  classRecord: null,
  pendingPassword: null,
  pendingDisplayName: null,
  feideGroups: null,
} satisfies Partial<AuthContext>;

const noNotices = { error: null, resetSent: false, resetDone: false, sessionExpired: false, accountDeleted: false, feideSignedOut: false } satisfies Partial<AuthContext>;

const isValidSession = (c: { idToken: string | null; expiresAt: number | null }) => Boolean(c.idToken && c.expiresAt && c.expiresAt > Date.now());

/** Who the restored state starts as, for the route guard's first decision (as the `restoring` state decides). */
export function restoredViewer(restored: AuthInput['restored']): { isLoggedIn: boolean; canAdmin: boolean } {
  const isLoggedIn = restored.isLoggedIn && isValidSession(restored);
  return { isLoggedIn, canAdmin: isLoggedIn && restored.canAdmin };
}

/** Where «Logg inn med Feide» leaves for: the server starts the sign-in and sends the browser on to Feide. */
export function feideStartUrl(page: LoginPage, lang: Lang, classCode: string): string {
  const query = new URLSearchParams({ page, lang });
  const code = classCode.trim().toUpperCase();
  if (code) query.set('classCode', code);
  return `/api/feide/start?${query}`;
}

const isNewPupil = (event: AuthEvent): event is Extract<AuthEvent, { type: 'login.submit' }> =>
  event.type === 'login.submit' && event.page === 'pupil' && event.isNewUser;

const toStart = { type: 'navigate', params: { to: 'start' } } as const;
const toAdmin = { type: 'navigate', params: { to: 'admin' } } as const;
const toOwnLoginPage = {
  type: 'navigate',
  params: ({ context }: { context: AuthContext }): { to: AuthDestination } => ({ to: context.canAdmin ? 'teacherLogin' : 'pupilLogin' }),
} as const;
/** Spec §8: a failure the person cannot act on goes to the central error handler. */
const reportFailure = { type: 'reportError', params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }) } as const;
/** A step of signing in failed: the form says why, and nothing of the half-made session stays. */
const signInFailed = { target: '#auth.signedOut', actions: ['setFailure', 'clearSession'] } as const;

/**
 * Sign-in for pupils and teachers (spec §4–§6, §8): new and existing pupils with a class code,
 * the teacher refused on the pupil page, teacher registration and sign-in with a backend token,
 * password reset (teachers also update the backend), logout and an expiring session.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    /** Logout clears everything on the device too, unlike an expired session. */
    emitted: {} as { type: 'loggedOut' } | { type: 'accountDeleted'; userId: string },
  },
  actors: {
    checkClassExists: fromPromise<ClassCheckResult, { classCode: string }>(providedAtRoot),
    signUp: fromPromise<Session, { email: string; password: string; lang: Lang }>(providedAtRoot),
    signIn: fromPromise<Session, { email: string; password: string }>(providedAtRoot),
    signOut: fromPromise<void, { idToken: string }>(providedAtRoot),
    getUserRecord: fromPromise<{ hasTeacherAccess: boolean }, { idToken: string; userId: string }>(providedAtRoot),
    createClassRecord: fromPromise<ClassRecord, { idToken: string; userId: string; classCode: string }>(providedAtRoot),
    loadClass: fromPromise<ClassRecord, { idToken: string; userId: string; classCode: string }>(providedAtRoot),
    /** Saves a new pupil's name for the class they joined (routes/displayName.ts). */
    saveDisplayName: fromPromise<DisplayNameData, { idToken: string; classCode: string; displayName: string }>(providedAtRoot),
    latestClass: fromPromise<ClassRecord | null, { idToken: string; userId: string }>(providedAtRoot),
    getApiToken: fromPromise<{ token: string; expiresAt: number }, { email: string; password: string; idToken?: string }>(providedAtRoot),
    backendLogout: fromPromise<void, { apiToken: string }>(providedAtRoot),
    registerTeacher: fromPromise<void, TeacherRegistration>(providedAtRoot),
    sendPasswordReset: fromPromise<void, { email: string; lang: Lang }>(providedAtRoot),
    verifyResetCode: fromPromise<{ email: string; isTeacher: boolean }, { code: string }>(providedAtRoot),
    confirmReset: fromPromise<{ email: string; isTeacher: boolean }, { code: string; password: string }>(providedAtRoot),
    backendResetPassword: fromPromise<void, { email: string; password: string; token: string }>(providedAtRoot),
    changePassword: fromPromise<void, { idToken: string; currentPassword: string; newPassword: string }>(providedAtRoot),
    /** Collects the Feide sign-in the server finished (once; the browser's cookie names it). */
    collectFeide: fromPromise<FeideSessionData, void>(providedAtRoot),
  },
  actions: {
    navigate: (_, _params: { to: AuthDestination }) => {},
    leaveFor: (_, _params: { url: string }) => {},
    /** Spec §8's central error handler. */
    reportError: (_, _params: { error: unknown }) => {},
    clearSession: assign(signedOutContext),
    clearAllUserState: assign({ ...signedOutContext, email: null, classCode: null, fylkeEmail: null, passwordResetType: null, sessionExpired: false, accountDeleted: false }),
    clearNotices: assign(noNotices),
    takeFeideSession: assign(({ event }) => {
      const { session, classCode, apiToken, groups } = (event as unknown as { output: FeideSessionData }).output;
      const teacher = apiToken ? { apiToken: apiToken.token, apiTokenExpiresAt: apiToken.expiresAt, canAdmin: true } : {};
      return { userId: session.userId, idToken: session.idToken, expiresAt: session.expiresAt, email: null, classCode, feideGroups: groups ?? [], isNewUser: false, ...teacher };
    }),
    /** Spec §5: a class check without `success` is passed on as an error. */
    classCheckFailed: assign({ error: failure('ueokonomi/class-check-failed', 'txt_error_default') }),
    classCodeInvalid: assign({ error: failure('ueokonomi/invalid-class-code', 'txt_invalid_class_code', 'classCode') }),
    rejectTeacher: assign({ error: failure('ueokonomi/teacher-on-student-page', 'txt_error_teachers_must_use_veiledere_page') }),
    /** The session ran out: tokens go, but the e-mail and class code stay so signing in again is quick. */
    expireSession: assign({ ...signedOutContext, sessionExpired: true }),
    setFailure: assign({ error: ({ event }) => toAuthFailure((event as { error?: unknown }).error) }),
    takeLogin: assign(({ event }) => {
      const e = event as Extract<AuthEvent, { type: 'login.submit' }>;
      const pupil = e.page === 'pupil' && {
        classCode: e.classCode.trim().toUpperCase() || null,
        pendingDisplayName: e.isNewUser ? tidyDisplayName(e.displayName ?? '') : null,
      };
      return { email: e.email.trim(), pendingPassword: e.password, lang: e.lang, loginPage: e.page, isNewUser: e.page === 'pupil' && e.isNewUser, ...pupil };
    }),
    takeSession: assign(({ event }) => {
      const session = (event as unknown as { output: Session }).output;
      return { userId: session.userId, idToken: session.idToken, expiresAt: session.expiresAt };
    }),
    takeClass: assign(({ event }) => {
      const record = (event as unknown as { output: ClassRecord | null }).output;
      return { classCode: record?.classCode ?? null, classRecord: record };
    }),
  },
  guards: {
    isTeacherPage: ({ context }) => context.loginPage === 'teacher',
    /** Only a pupil is given a temporary password (by their teacher). */
    mustChangePassword: ({ context, event }) => context.loginPage === 'pupil' && (event as unknown as { output: Session }).output.mustChangePassword === true,
    isNewPupil: ({ event }) => isNewPupil(event),
    isNewPupilWithoutClassCode: ({ event }) => isNewPupil(event) && event.classCode.trim() === '',
    isNewPupilWithoutName: ({ event }) => isNewPupil(event) && tidyDisplayName(event.displayName ?? '') === '',
    isNewPupilNameRefused: ({ event }) => isNewPupil(event) && displayNameProblem(event.displayName ?? '') !== null,
    isNewUser: ({ context }) => context.isNewUser,
    hasPendingName: ({ context }) => Boolean(context.pendingDisplayName),
    checkLacksSuccess: ({ event }) => typeof (event as unknown as { output: ClassCheckResult }).output?.success !== 'boolean',
    classIsMissing: ({ event }) => (event as unknown as { output: ClassCheckResult }).output.success === false,
    isTeacherOnStudentPage: ({ event }) => (event as unknown as { output: { hasTeacherAccess: boolean } }).output.hasTeacherAccess,
    isNotTeacher: ({ event }) => !(event as unknown as { output: { hasTeacherAccess: boolean } }).output.hasTeacherAccess,
    hasClassCode: ({ context }) => Boolean(context.classCode),
    isAdmin: ({ context }) => context.canAdmin && Boolean(context.apiToken),
    isTeacherReset: ({ context }) => context.passwordResetType === 'teacher',
    isRefusedToken: ({ event }) => (event as { error?: { status?: unknown } }).error?.status === 401,
    isInvalidCredential: ({ event }) => toAuthFailure((event as { error?: unknown }).error).errorCode === 'auth/invalid-credential',
    restoredSessionIsValid: ({ context }) => isValidSession(context),
    restoredSessionHasExpired: ({ context }) => Boolean(context.userId && context.expiresAt && context.expiresAt <= Date.now()),
  },
  delays: {
    sessionLifetime: ({ context }) => Math.max(0, (context.expiresAt ?? 0) - Date.now()),
  },
}).createMachine({
  id: 'auth',
  context: ({ input: { restored, lang, feideOffered } }) => ({
    ...signedOutContext,
    ...(restored.isLoggedIn && {
      userId: restored.userId,
      idToken: restored.idToken,
      expiresAt: restored.expiresAt,
      apiToken: restored.apiToken,
      apiTokenExpiresAt: restored.apiTokenExpiresAt,
      canAdmin: restored.canAdmin,
      feideGroups: restored.feideGroups ?? null,
    }),
    ...noNotices,
    email: restored.email,
    classCode: restored.classCode,
    fylkeEmail: restored.fylkeEmail,
    passwordResetType: null,
    resetCode: null,
    teacherForm: 'login',
    loginPage: 'pupil',
    lang,
    feideOffered: feideOffered === true,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoredSessionIsValid', target: 'signedIn' },
        { guard: 'restoredSessionHasExpired', target: 'signedOut', actions: ['clearSession', assign({ sessionExpired: true })] },
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },

    signedOut: {
      entry: assign({ pendingPassword: null }),
      on: {
        'login.submit': [
          {
            // Spec §5: an empty class code gives a failure without any server call.
            guard: 'isNewPupilWithoutClassCode',
            actions: assign({ error: failure('ueokonomi/invalid-class-code', 'txt_error_class_code_required', 'classCode') }),
          },
          {
            // The teacher sees the class by name: a new pupil gives one before any server call.
            guard: 'isNewPupilWithoutName',
            actions: assign({ error: failure('ueokonomi/display-name-required', 'txt_error_display_name_required', 'displayName') }),
          },
          {
            guard: 'isNewPupilNameRefused',
            actions: assign(({ event }) => ({ error: failure('ueokonomi/display-name-invalid', displayNameProblem(event.displayName ?? '')!, 'displayName') })),
          },
          // A new pupil's class code is checked before any account is made.
          { guard: 'isNewPupil', target: 'signingIn.checkingClass', actions: ['clearNotices', 'takeLogin'] },
          { target: 'signingIn', actions: ['clearNotices', 'takeLogin'] },
        ],
        'teacher.register': {
          target: 'teacherRegistration',
          actions: [
            'clearNotices',
            assign(({ event }) => ({ email: event.email.trim(), pendingPassword: event.password, fylkeEmail: event.fylkeEmail.trim(), lang: event.lang })),
          ],
        },
        'reset.request': { target: 'requestingReset', actions: ['clearNotices', assign(({ event }) => ({ lang: event.lang }))] },
        'reset.verify': { target: 'passwordReset', actions: ['clearNotices', assign(({ event }) => ({ resetCode: event.code }))] },
        'error.dismiss': { actions: 'clearNotices' },
        // The page is left for Feide's; it comes back as the return page (`feide.return`).
        'feide.start': {
          guard: ({ context }) => context.feideOffered,
          actions: [
            'clearNotices',
            { type: 'leaveFor', params: ({ event }) => ({ url: feideStartUrl(event.page, event.lang, event.classCode) }) },
          ],
        },
        'feide.return': { target: 'feideReturn', actions: ['clearNotices', assign(({ event }) => ({ loginPage: event.page }))] },
        // A new form starts clean: the last form's error or «link sent» belongs to that form.
        'teacherForm.show': { actions: assign(({ event }) => ({ teacherForm: event.form, error: null, resetSent: false })) },
      },
    },

    /** Back from Feide: the server's outcome is collected; a pupil's class then loads as after any sign-in. */
    feideReturn: {
      invoke: {
        src: 'collectFeide',
        onDone: [
          { guard: ({ event }) => event.output.page === 'teacher', target: 'signedIn', actions: ['takeFeideSession', toAdmin] },
          { guard: ({ event }) => event.output.classCode !== null, target: 'signingIn.loadingClass', actions: 'takeFeideSession' },
          { target: 'signingIn.loadingLatestClass', actions: 'takeFeideSession' },
        ],
        onError: {
          target: 'signedOut',
          actions: ['setFailure', 'clearSession', { type: 'navigate', params: ({ context }) => ({ to: context.loginPage === 'teacher' ? ('teacherLogin' as const) : ('pupilLogin' as const) }) }],
        },
      },
    },

    /** Sign-in on either page, or sign-up as a new pupil: a pupil ends with their class loaded, a teacher with the backend token. */
    signingIn: {
      initial: 'authenticating',
      states: {
        authenticating: {
          invoke: {
            src: 'signIn',
            input: ({ context }) => ({ email: context.email!, password: context.pendingPassword! }),
            onDone: [
              // The temporary password stays in memory only until the pupil's own replaces it.
              { guard: 'mustChangePassword', target: 'choosingPassword', actions: 'takeSession' },
              { target: 'readingUserRecord', actions: 'takeSession' },
            ],
            onError: signInFailed,
          },
        },
        /** «Lag et nytt passord»: nothing else opens before the pupil has a password only they know. */
        choosingPassword: {
          on: {
            'password.replace': { target: 'replacingPassword', actions: assign({ error: null }) },
            logout: { target: '#auth.signedOut', actions: 'clearAllUserState' },
          },
        },
        replacingPassword: {
          invoke: {
            src: 'changePassword',
            input: ({ context, event }) => ({
              idToken: context.idToken!,
              currentPassword: context.pendingPassword!,
              newPassword: (event as Extract<AuthEvent, { type: 'password.replace' }>).password,
            }),
            onDone: { target: 'readingUserRecord', actions: assign({ pendingPassword: null }) },
            onError: { target: 'choosingPassword', actions: 'setFailure' },
          },
        },
        readingUserRecord: {
          invoke: {
            src: 'getUserRecord',
            input: ({ context }) => ({ idToken: context.idToken!, userId: context.userId! }),
            onDone: [
              {
                guard: and(['isTeacherPage', 'isNotTeacher']),
                target: '#auth.signedOut',
                actions: ['clearSession', assign({ error: failure('ueokonomi/not-a-teacher', 'txt_error_not_a_teacher') })],
              },
              { guard: 'isTeacherPage', target: 'fetchingApiToken' },
              { guard: 'isTeacherOnStudentPage', target: 'rejectingTeacher' },
              { guard: 'hasClassCode', target: 'checkingClass' },
              { target: 'loadingLatestClass' },
            ],
            onError: signInFailed,
          },
        },
        rejectingTeacher: {
          invoke: {
            src: 'signOut',
            input: ({ context }) => ({ idToken: context.idToken! }),
            onDone: { target: '#auth.signedOut', actions: ['clearAllUserState', 'rejectTeacher'] },
            onError: { target: '#auth.signedOut', actions: ['clearAllUserState', 'rejectTeacher'] },
          },
        },
        checkingClass: {
          invoke: {
            src: 'checkClassExists',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: [
              { guard: 'checkLacksSuccess', target: '#auth.signedOut', actions: ['clearSession', 'classCheckFailed'] },
              { guard: 'classIsMissing', target: '#auth.signedOut', actions: ['clearSession', 'classCodeInvalid'] },
              { guard: 'isNewUser', target: 'creatingAccount' },
              { target: 'loadingClass' },
            ],
            onError: signInFailed,
          },
        },
        creatingAccount: {
          invoke: {
            src: 'signUp',
            input: ({ context }) => ({ email: context.email!, password: context.pendingPassword!, lang: context.lang }),
            onDone: { target: 'writingRecords', actions: 'takeSession' },
            onError: signInFailed,
          },
        },
        writingRecords: {
          invoke: {
            src: 'createClassRecord',
            input: ({ context }) => ({ idToken: context.idToken!, userId: context.userId!, classCode: context.classCode! }),
            onDone: [
              { guard: 'hasPendingName', target: 'savingName', actions: 'takeClass' },
              { target: '#auth.signedIn', actions: ['takeClass', toStart] },
            ],
            // The account exists; the empty class record is created again when the class is loaded.
            onError: { target: '#auth.signedIn', actions: toStart },
          },
        },
        /** The name goes with the record it belongs to; if it does not get there, the pupil can set it on «Mine data». */
        savingName: {
          invoke: {
            src: 'saveDisplayName',
            input: ({ context }) => ({ idToken: context.idToken!, classCode: context.classCode!, displayName: context.pendingDisplayName! }),
            onDone: { target: '#auth.signedIn', actions: toStart },
            onError: { target: '#auth.signedIn', actions: toStart },
          },
        },
        loadingClass: {
          invoke: {
            src: 'loadClass',
            input: ({ context }) => ({ idToken: context.idToken!, userId: context.userId!, classCode: context.classCode! }),
            onDone: { target: '#auth.signedIn', actions: ['takeClass', toStart] },
            onError: signInFailed,
          },
        },
        loadingLatestClass: {
          invoke: {
            src: 'latestClass',
            input: ({ context }) => ({ idToken: context.idToken!, userId: context.userId! }),
            // With no classes, sign-in still succeeds without a class code.
            onDone: { target: '#auth.signedIn', actions: ['takeClass', toStart] },
            onError: signInFailed,
          },
        },
        fetchingApiToken: {
          invoke: {
            src: 'getApiToken',
            // The sign-in token goes along so the backend token joins its session (one device, one session).
            input: ({ context }) => ({ email: context.email!, password: context.pendingPassword!, idToken: context.idToken ?? undefined }),
            onDone: {
              target: '#auth.signedIn',
              actions: [
                assign(({ event }) => ({ apiToken: event.output.token, apiTokenExpiresAt: event.output.expiresAt, canAdmin: true })),
                { type: 'navigate', params: ({ context }) => ({ to: context.isNewUser ? ('teacherLogin' as const) : ('admin' as const) }) },
              ],
            },
            onError: signInFailed,
          },
        },
      },
    },

    teacherRegistration: {
      invoke: {
        src: 'registerTeacher',
        input: ({ event }) => {
          const e = event as Extract<AuthEvent, { type: 'teacher.register' }>;
          return { email: e.email.trim(), password: e.password, fylkeEmail: e.fylkeEmail.trim(), fylkeId: e.fylkeId, isNewTeacher: e.isNewTeacher };
        },
        // Registration signs the teacher straight in; a new teacher stays on the teacher page to confirm the e-mail.
        // Signing out later shows the sign-in form, not this one.
        onDone: { target: 'signingIn', actions: assign({ isNewUser: true, loginPage: 'teacher' as const, teacherForm: 'login' as const }) },
        onError: { target: 'signedOut', actions: 'setFailure' },
      },
    },
    requestingReset: {
      invoke: {
        src: 'sendPasswordReset',
        input: ({ context, event }) => ({ email: (event as Extract<AuthEvent, { type: 'reset.request' }>).email.trim(), lang: context.lang }),
        onDone: { target: 'signedOut', actions: assign({ resetSent: true }) },
        onError: { target: 'signedOut', actions: 'setFailure' },
      },
    },

    passwordReset: {
      initial: 'verifyingCode',
      states: {
        verifyingCode: {
          invoke: {
            src: 'verifyResetCode',
            input: ({ context }) => ({ code: context.resetCode! }),
            onDone: {
              target: 'awaitingNewPassword',
              actions: assign(({ event }) => ({ email: event.output.email, passwordResetType: event.output.isTeacher ? ('teacher' as const) : ('other' as const) })),
            },
            onError: { target: '#auth.signedOut', actions: ['setFailure', assign({ resetCode: null })] },
          },
        },
        awaitingNewPassword: {
          on: {
            'reset.confirm': { target: 'confirming', actions: assign(({ event }) => ({ pendingPassword: event.password, error: null })) },
          },
        },
        confirming: {
          invoke: {
            src: 'confirmReset',
            input: ({ context }) => ({ code: context.resetCode!, password: context.pendingPassword! }),
            onDone: [{ guard: 'isTeacherReset', target: 'signingInWithNewPassword' }, { target: 'done' }],
            // A refused password (too short, too common) keeps the pupil on the form to try another.
            onError: { target: 'awaitingNewPassword', actions: ['setFailure', assign({ pendingPassword: null })] },
          },
        },
        signingInWithNewPassword: {
          invoke: {
            src: 'signIn',
            input: ({ context }) => ({ email: context.email!, password: context.pendingPassword! }),
            onDone: { target: 'updatingBackend', actions: 'takeSession' },
            onError: { target: 'done', actions: reportFailure },
          },
        },
        updatingBackend: {
          invoke: {
            src: 'backendResetPassword',
            input: ({ context }) => ({ email: context.email!, password: context.pendingPassword!, token: context.idToken! }),
            onDone: { target: 'signingOut' },
            onError: { target: 'signingOut', actions: reportFailure },
          },
        },
        signingOut: {
          invoke: {
            src: 'signOut',
            input: ({ context }) => ({ idToken: context.idToken! }),
            onDone: { target: 'done' },
            onError: { target: 'done' },
          },
        },
        done: {
          always: { target: '#auth.signedOut', actions: ['clearSession', assign({ resetDone: true, resetCode: null })] },
        },
      },
    },

    signedIn: {
      entry: assign({ pendingPassword: null, pendingDisplayName: null }),
      after: {
        sessionLifetime: { target: 'signedOut', actions: ['expireSession', { type: 'navigate', params: { to: 'sessionExpired' } }] },
      },
      on: {
        'session.expire': { target: 'signedOut', actions: ['expireSession', { type: 'navigate', params: { to: 'sessionExpired' } }] },
        // Nothing to sign out of on the server: the account and its sessions are gone. The device forgets it too.
        'account.deleted': {
          target: 'signedOut',
          actions: [
            emit(({ context }) => ({ type: 'accountDeleted' as const, userId: context.userId! })),
            toOwnLoginPage,
            'clearAllUserState',
            assign({ accountDeleted: true }),
          ],
        },
        // Spec §4 Start over also clears the county e-mail and the password reset type, and begins again at the start page.
        'startOver.done': { actions: [assign({ fylkeEmail: null, passwordResetType: null }), toStart] },
        logout: 'loggingOut',
        // Back on the return page while signed in (history): the signed-in home, as after signing in.
        'feide.return': { actions: { type: 'navigate', params: ({ context }) => ({ to: context.canAdmin ? ('admin' as const) : ('start' as const) }) } },
      },
    },

    loggingOut: {
      initial: 'signingOut',
      states: {
        signingOut: {
          invoke: {
            src: 'signOut',
            input: ({ context }) => ({ idToken: context.idToken! }),
            onDone: [{ guard: 'isAdmin', target: 'loggingOutOfBackend' }, { target: 'done' }],
            onError: [
              // Spec §8: auth/invalid-credential goes back to the caller; other errors to the error handler.
              { guard: 'isInvalidCredential', target: 'done', actions: 'setFailure' },
              { target: 'done', actions: reportFailure },
            ],
          },
        },
        loggingOutOfBackend: {
          invoke: {
            src: 'backendLogout',
            input: ({ context }) => ({ apiToken: context.apiToken! }),
            onDone: { target: 'done' },
            onError: [
              // The backend token shares the sign-in token's session, which signing out just ended: done.
              { guard: 'isRefusedToken', target: 'done' },
              { target: 'done', actions: reportFailure },
            ],
          },
        },
        done: {
          always: {
            target: '#auth.signedOut',
            actions: [
              toOwnLoginPage,
              assign(({ context }) => ({ feideSignedOut: context.feideGroups !== null })),
              'clearAllUserState',
              emit({ type: 'loggedOut' as const }),
            ],
          },
        },
      },
    },
  },
});
