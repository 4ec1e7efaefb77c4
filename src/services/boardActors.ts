import { type ActorRefFrom, type ActorSystem, fromPromise } from 'xstate';
import { boardContentOf } from '../../machines/boardMachine';
import type { authMachine } from '../../machines/authMachine';
import type { Lang } from '../contracts/lang';
import { loadPorts } from './loadPorts';
import { publicContent } from './publicContent';

type AnySystem = ActorSystem<any>;

/** The teacher's API token as the auth machine (systemId `auth`) holds it now. */
const tokenOf = (system: AnySystem) => (system.get('auth') as ActorRefFrom<typeof authMachine> | undefined)?.getSnapshot().context.apiToken ?? null;

/**
 * The board machine's placeholders: the class's results with the teacher's token, and the public session content that
 * names and explains them (from this device's copies where it has them, as the session pages read it).
 */
export const boardActors = {
  fetchResults: fromPromise(async ({ input, system }: { input: { classCode: string }; system: AnySystem }) => {
    const token = tokenOf(system);
    // Shaped like the adapters' ApiError; without a token the server would answer 401 anyway.
    if (!token) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
    return (await loadPorts()).backendApi.getClassResults(token, input.classCode);
  }),
  fetchContent: fromPromise(async ({ input: { lang } }: { input: { lang: Lang } }) => {
    const api = publicContent();
    const [okter, industries, reference, expenses, insurance, quiz] = await Promise.all([
      api.getOktContent(lang),
      api.listIndustries(lang),
      api.getBudgetReference(lang),
      api.listUnexpectedExpenses(lang),
      api.getInsurance(lang),
      api.getQuiz(lang),
    ]);
    const jobs = (await Promise.all(industries.map((industry) => api.listJobs(lang, industry.id)))).flat();
    return boardContentOf({ okter, jobs, categories: reference.categories, expenses, insurance, quiz });
  }),
};
