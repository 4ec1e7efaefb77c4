import { fromPromise } from 'xstate';
import type { FeideSessionData } from '../contracts/feide';
import { loadPorts, type Ports } from '../services/loadPorts';

const viaPorts = <I, O>(run: (p: Ports, input: I) => Promise<O>) => fromPromise<O, I>(async ({ input }) => run(await loadPorts(), input));

/** The auth machine's placeholders, bound to the self-hosted identity provider, store and backend. */
export const authActors = {
  checkClassExists: viaPorts((p, i: { classCode: string }) => p.backendApi.checkClassExists(i.classCode)),
  signUp: viaPorts((p, i: { email: string; password: string; lang: 'no' | 'nn' }) => p.identity.signUp(i.email, i.password, i.lang)),
  signIn: viaPorts((p, i: { email: string; password: string }) => p.identity.signIn(i.email, i.password)),
  signOut: viaPorts((p, i: { idToken: string }) => p.identity.signOut(i.idToken)),
  getUserRecord: viaPorts((p, i: { idToken: string; userId: string }) => p.store.getUser(i.idToken, i.userId)),
  createClassRecord: viaPorts((p, i: { idToken: string; userId: string; classCode: string }) => p.store.setClass(i.idToken, i.userId, i.classCode, [])),
  // Spec §4 "Loading a class": loaded if the record exists, otherwise an empty one is created.
  loadClass: viaPorts(
    async (p, i: { idToken: string; userId: string; classCode: string }) =>
      (await p.store.getClass(i.idToken, i.userId, i.classCode)) ?? p.store.setClass(i.idToken, i.userId, i.classCode, []),
  ),
  saveDisplayName: viaPorts((p, i: { idToken: string; classCode: string; displayName: string }) => p.myDataApi.saveDisplayName(i.idToken, i.classCode, i.displayName)),
  latestClass: viaPorts((p, i: { idToken: string; userId: string }) => p.store.latestClass(i.idToken, i.userId)),
  getApiToken: viaPorts((p, i: { email: string; password: string; idToken?: string }) => p.backendApi.getApiToken(i.email, i.password, i.idToken)),
  backendLogout: viaPorts((p, i: { apiToken: string }) => p.backendApi.logout(i.apiToken)),
  registerTeacher: viaPorts((p, i: Parameters<Ports['backendApi']['registerTeacher']>[0]) => p.backendApi.registerTeacher(i)),
  sendPasswordReset: viaPorts((p, i: { email: string; lang: 'no' | 'nn' }) => p.identity.sendPasswordReset(i.email, i.lang)),
  verifyResetCode: viaPorts((p, i: { code: string }) => p.identity.verifyResetCode(i.code)),
  confirmReset: viaPorts((p, i: { code: string; password: string }) => p.identity.confirmReset(i.code, i.password)),
  backendResetPassword: viaPorts((p, i: { email: string; password: string; token: string }) => p.backendApi.resetPassword(i)),
  // A pupil signed in with a teacher's temporary password replaces it before anything else.
  changePassword: viaPorts((p, i: { idToken: string; currentPassword: string; newPassword: string }) =>
    p.accountApi.changePassword(i.idToken, { currentPassword: i.currentPassword, newPassword: i.newPassword }),
  ),
  // After coming back from Feide.
  collectFeide: fromPromise<FeideSessionData, void>(async () => (await loadPorts()).collectFeideSignIn()),
};
