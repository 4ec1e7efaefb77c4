import { readRuntimeConfig } from './runtimeConfig';
import type { FirebaseWebConfig } from '../contracts/firebaseConfig';
import { type BackendApi, createBackendApi } from './backendApi';
import { createSelfHostedStore, type DocumentStore } from './documentStore';
import type { FirebaseAdapters } from './firebase/adapters';
import { collectFeide, createAccountApi, createMyDataApi, createTeacherVerificationApi } from './accountApi';
import { bearer, createHttp, type Http } from './http';
import { createSelfHostedIdentity, type IdentityProvider } from './identity';

/** An adapter whose module arrives on its first call: every method waits for it, then calls through. */
function onFirstCall<T extends object>(load: () => Promise<T>, methods: readonly (keyof T & string)[]): T {
  const call = (name: keyof T & string) => async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  return Object.fromEntries(methods.map((name) => [name, call(name)])) as T;
}

const IDENTITY_METHODS = ['signUp', 'signIn', 'signOut', 'sendPasswordReset', 'verifyResetCode', 'confirmReset'] as const satisfies readonly (keyof IdentityProvider)[];
const STORE_METHODS = ['getUser', 'getClass', 'getVersions', 'setClass', 'saveAnswers', 'latestClass'] as const satisfies readonly (keyof DocumentStore)[];

/**
 * The Firebase profile: Firebase Auth and Cloud Firestore behind the same ports, the SDK imported on the first identity or
 * store call. Calls carrying the ID token take a fresh one: Firebase's tokens last an hour, a sign-in a school day.
 */
function firebaseProfile(config: FirebaseWebConfig, http: Http) {
  let adapters: Promise<FirebaseAdapters> | undefined;
  const load = () => (adapters ??= import('./firebase/adapters').then((m) => m.createFirebaseAdapters(config)));
  const api = createBackendApi(http);
  const backendApi: BackendApi = {
    ...api,
    startOver: async (idToken, classCode) => api.startOver((await (await load()).identity.freshIdToken()) ?? idToken, classCode),
    // Firebase Auth holds the account; our server, shown its ID token, sets the teacher claim.
    async registerTeacher(registration) {
      const { identity } = await load();
      if (registration.isNewTeacher) await identity.signUp(registration.email, registration.password, 'no');
      else await identity.signIn(registration.email, registration.password);
      await http.post('register/teacher', registration, bearer((await identity.freshIdToken()) ?? ''));
    },
  };
  // A teacher's change reaches the page as soon as the server writes the class's state document.
  const watchClass: WatchClass = async (classCode, onChange) => (await load()).watchClassState(classCode, onChange);
  return {
    identity: onFirstCall<IdentityProvider>(async () => (await load()).identity, IDENTITY_METHODS),
    store: onFirstCall<DocumentStore>(async () => (await load()).store, STORE_METHODS),
    backendApi,
    watchClass,
  };
}

/** Tells of a class's new state as it happens, where the profile can; answers the way to stop, once the watch runs. */
export type WatchClass = (classCode: string, onChange: () => void) => Promise<() => void>;

/** The self-hosted profile has no push: the session machine asks every few seconds instead. */
const noWatch: WatchClass = async () => () => {};

function selfHostedProfile(http: Http) {
  return { identity: createSelfHostedIdentity(http), store: createSelfHostedStore(http), backendApi: createBackendApi(http), watchClass: noWatch };
}

const http = createHttp();

function chooseProfile() {
  const config = readRuntimeConfig(document);
  return config.profile === 'firebase' && config.firebase ? firebaseProfile(config.firebase, http) : selfHostedProfile(http);
}

/** The configured profile's adapters (DESIGN.md, "the three services"). */
export const { identity, store, backendApi, watchClass } = chooseProfile();

/** Our server's own calls besides spec §7's, in both profiles: «Mine data», the account, the teacher's standing, Feide. */
export const myDataApi = createMyDataApi(http);
export const accountApi = createAccountApi(http);
export const teacherVerification = createTeacherVerificationApi(http);
export const collectFeideSignIn = () => collectFeide(http);
