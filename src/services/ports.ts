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
 * The Firebase profile: Firebase Auth and Cloud Firestore behind the same ports. The SDK is imported on
 * the first identity or store call (a sign-in form used, or a signed-in user's data read), never with a
 * public page. The backend API is our server in both profiles; the calls that carry the user's ID token
 * take a fresh one, since Firebase's tokens last an hour and a sign-in a school day.
 */
function firebaseProfile(config: FirebaseWebConfig, http: Http) {
  let adapters: Promise<FirebaseAdapters> | undefined;
  const load = () => (adapters ??= import('./firebase/adapters').then((m) => m.createFirebaseAdapters(config)));
  const api = createBackendApi(http);
  const backendApi: BackendApi = {
    ...api,
    startOver: async (idToken, classCode) => api.startOver((await (await load()).identity.freshIdToken()) ?? idToken, classCode),
    // Firebase Auth holds the account: it is made (or signed in to) here, and our server, shown its ID token, sets the teacher claim.
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

/** The browser's one axios instance: every adapter's calls go through its interceptors. */
const http = createHttp();

function chooseProfile() {
  const config = readRuntimeConfig(document);
  return config.profile === 'firebase' && config.firebase ? firebaseProfile(config.firebase, http) : selfHostedProfile(http);
}

/** The adapters of the configured profile (DESIGN.md, "the three services"), created once. Loaded lazily, so no page waits for them to show. */
export const { identity, store, backendApi, watchClass } = chooseProfile();

/** Our server's own calls besides spec §7's, in both profiles: «Mine data», the account, the teacher's standing, Feide. */
export const myDataApi = createMyDataApi(http);
export const accountApi = createAccountApi(http);
export const teacherVerification = createTeacherVerificationApi(http);
export const collectFeideSignIn = () => collectFeide(http);
