import { fromPromise } from 'xstate';
import type { Lang } from '../contracts/lang';
import type { SaveInput } from '../../machines/progressMachine';
import { loadPorts } from './authActors';

/** The okt machine's placeholders, bound to the backend API. `apiToken` is read when a teacher enables a session. */
export function oktActors(apiToken: () => string | null) {
  return {
    fetchOktContent: fromPromise(async ({ input }: { input: { lang: Lang } }) => (await loadPorts()).backendApi.getOktContent(input.lang)),
    fetchClassAccess: fromPromise(async ({ input }: { input: { lang: Lang; classCode: string | null } }) =>
      // Spec §5: access checks with no class code answer 'No class code.' without a call.
      input.classCode ? (await loadPorts()).backendApi.getClassAccess(input.lang, input.classCode) : { success: false, message: 'No class code.' },
    ),
    enableSection: fromPromise(async ({ input }: { input: { oktNumber: number; classCode: string | null } }) =>
      (await loadPorts()).backendApi.enableSection(apiToken() ?? '', input),
    ),
  };
}

/** The progress machine's placeholders, bound to the document store and the backend. */
export const progressActors = {
  saveResponses: fromPromise<{ lastUpdated: number }, SaveInput>(async ({ input }) => {
    const record = await (await loadPorts()).store.setClass(input.idToken, input.userId, input.classCode, input.responses as never, input.idempotencyKey);
    return { lastUpdated: record.lastUpdated };
  }),
  // Spec §4 Start over: stored responses become an empty object (lastUpdated updated by the store).
  clearClassRecord: fromPromise(async ({ input }: { input: { userId: string; idToken: string; classCode: string } }) => {
    await (await loadPorts()).store.setClass(input.idToken, input.userId, input.classCode, {});
  }),
  backendStartOver: fromPromise(async ({ input }: { input: { idToken: string; classCode: string } }) =>
    (await loadPorts()).backendApi.startOver(input.idToken, input.classCode),
  ),
};
