import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Lang } from '../contracts/lang';
import type { SaveInput } from '../../machines/progressMachine';
import type { ClassAccessResult } from '../../machines/oktMachine';
import type { StoryContent, StoryNeeds } from '../domain/story';
import { accessCopyGeneration, readAccessCopy, writeAccessCopy } from '../services/deviceCopies';
import { loadPorts } from '../services/loadPorts';
import { oktContentFromPage, pageContent } from '../services/pageContent';
import { readSendToFollowed } from '../services/paceFollowed';
import type { PageContent } from '../contracts/pageContent';
import { type PublicContent, publicContent } from '../services/publicContent';

type AccessInput = { lang: Lang; classCode: string | null; fresh?: boolean; deviceCopy?: boolean };

/** The okt machine's placeholders; content, and class access while the page is drawn, come from this device's copies where it has them. */
export function oktActors(storage: Storage | null, content: () => PublicContent = publicContent, page: () => PageContent | null = pageContent) {
  const askServer = async (input: AccessInput & { classCode: string }): Promise<ClassAccessResult> => {
    // An answer that comes after a logout is not kept (deviceCopies.ts).
    const generation = accessCopyGeneration();
    try {
      const result = await (await loadPorts()).backendApi.getClassAccess(input.lang, input.classCode, { fresh: input.fresh === true });
      writeAccessCopy(storage, input.classCode, result, generation);
      return result;
    } catch (err) {
      // The class is gone or archived: nothing is open by the teacher any more. Anything else (no network) is a failure.
      if ((err as { status?: number }).status !== 404) throw err;
      writeAccessCopy(storage, input.classCode, { success: false }, generation);
      return { success: false };
    }
  };
  return {
    // A session page comes with the sessions' content (server/plugins/pageContent.ts).
    fetchOktContent: fromPromise(async ({ input }: { input: { lang: Lang } }) => oktContentFromPage(page(), input.lang) ?? content().getOktContent(input.lang)),
    fetchClassAccess: fromPromise(async ({ input }: { input: AccessInput }): Promise<ClassAccessResult> => {
      // Spec §5: access checks with no class code answer 'No class code.' without a call.
      if (!input.classCode) return { success: false, message: 'No class code.' };
      const copy = input.deviceCopy ? readAccessCopy<ClassAccessResult>(storage, input.classCode) : null;
      const result = copy ? { ...copy, fromDevice: true as const } : await askServer({ ...input, classCode: input.classCode });
      // The last «send alle hit» followed here, so a reload does not follow it again.
      const followedSendTo = readSendToFollowed(storage, input.classCode);
      return followedSendTo === null ? result : { ...result, followedSendTo };
    }),
    watchClass: fromCallback<EventObject, { classCode: string }>(({ input, sendBack }) => {
      if (!input.classCode) return () => {};
      // Stopped before it runs (the adapters still loading), it stops as soon as it does.
      const watching = loadPorts().then((ports) => ports.watchClass(input.classCode, () => sendBack({ type: 'class.changed' })));
      return () => void watching.then((stop) => stop());
    }),
  };
}

type RecordInput = { userId: string; idToken: string; classCode: string };

export const progressActors = {
  saveAnswers: fromPromise(async ({ input }: { input: SaveInput }) =>
    (await loadPorts()).store.saveAnswers(input.idToken, input.userId, input.classCode, input.changes, input.idempotencyKey),
  ),
  loadRecord: fromPromise(async ({ input }: { input: RecordInput }) => (await loadPorts()).store.getClass(input.idToken, input.userId, input.classCode)),
  loadVersions: fromPromise(async ({ input }: { input: RecordInput }) => (await loadPorts()).store.getVersions(input.idToken, input.userId, input.classCode)),
  // Spec §4 Start over: stored responses become an empty object (lastUpdated updated by the store).
  clearClassRecord: fromPromise(async ({ input }: { input: RecordInput }) => (await loadPorts()).store.setClass(input.idToken, input.userId, input.classCode, {})),
  backendStartOver: fromPromise(async ({ input }: { input: { idToken: string; classCode: string } }) =>
    (await loadPorts()).backendApi.startOver(input.idToken, input.classCode),
  ),
};

/** The story machine's placeholder: the lists the pupil's answers point into, fetched side by side. */
export const storyActors = {
  fetchStoryContent: fromPromise(async ({ input }: { input: { lang: Lang; needs: StoryNeeds } }): Promise<Partial<StoryContent>> => {
    const api = publicContent();
    const { lang, needs } = input;
    const [jobs, creditItems, unexpectedExpenses, insurance] = await Promise.all([
      needs.jobsOf ? api.listJobs(lang, needs.jobsOf) : null,
      needs.creditItems ? api.listCreditItems(lang) : null,
      needs.unexpectedExpenses ? api.listUnexpectedExpenses(lang) : null,
      needs.insuranceProducts ? api.getInsurance(lang) : null,
    ]);
    return {
      ...(jobs && needs.jobsOf ? { jobs: { industryId: needs.jobsOf, jobs } } : {}),
      ...(creditItems ? { creditItems } : {}),
      ...(unexpectedExpenses ? { unexpectedExpenses } : {}),
      ...(insurance ? { insuranceProducts: insurance.products } : {}),
    };
  }),
};
