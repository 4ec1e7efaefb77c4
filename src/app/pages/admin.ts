import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback, fromPromise } from 'xstate';
import { adminMachine } from '../../../machines/adminMachine';
import { accountMachine, type PasswordChange } from '../../../machines/accountMachine';
import { adminClassesMachine, type ClassRequest, type ClassSaved, type SectionToggle } from '../../../machines/adminClassesMachine';
import type { authMachine } from '../../../machines/authMachine';
import { classProgressMachine } from '../../../machines/classProgressMachine';
import { classPaceMachine } from '../../../machines/classPaceMachine';
import type { PaceAction } from '../../contracts/pace';
import { classViewMachine, classViewParts } from '../../../machines/classViewMachine';
import { boardContentOf, boardMachine } from '../../../machines/boardMachine';
import { guideMachine } from '../../../machines/guideMachine';
import { classExportFileName } from '../../contracts/classExport';
import type { Lang } from '../../contracts/lang';
import { loadPorts, portApi } from '../../services/loadPorts';
import { oopsReasonFor } from '../../services/errorHandler';
import { publicContent } from '../../services/publicContent';
import { saveFile } from '../../services/saveFile';

type AnySystem = ActorSystem<any>;
type AuthActor = ActorRefFrom<typeof authMachine>;
type BackendApi = Awaited<ReturnType<typeof loadPorts>>['backendApi'];

/** The teacher's API token as the auth machine (systemId `auth`) holds it now. */
const tokenOf = (system: AnySystem) => (system.get('auth') as AuthActor | undefined)?.getSnapshot().context.apiToken ?? null;

/** Every call carries the teacher's current API token; without one it fails as the server's 401 would. */
function withToken<T>(system: AnySystem, run: (token: string) => Promise<T>) {
  const token = tokenOf(system);
  // Shaped like the adapters' ApiError, without loading them first.
  if (!token) return Promise.reject(Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' }));
  return run(token);
}

/** A machine's placeholder bound to a backend call with the teacher's token. */
const asTeacher = <I, O>(call: (api: BackendApi, token: string, input: I) => Promise<O>) =>
  fromPromise<O, I>(({ input, system }) => withToken(system, async (token) => call((await loadPorts()).backendApi, token, input)));

type ClassCode = { classCode: string };

const classesActors = {
  listClasses: asTeacher((api, token) => api.listClasses(token)),
  listSchools: asTeacher((api, token) => api.listSchools(token)),
  addSchool: asTeacher((api, token, input: { name: string }) => api.addSchool(token, input)),
  saveClass: asTeacher((api, token, input: ClassRequest): Promise<ClassSaved> => {
    if (input.action === 'create') return api.createClass(token, input.body);
    if (input.action === 'update') return api.updateClass(token, input.body);
    if (input.action === 'archive') return api.archiveClass(token, input.body);
    return api.deleteClass(token, input.body);
  }),
  setSection: asTeacher((api, token, { classCode, oktNumber, enabled }: SectionToggle) =>
    enabled ? api.enableSection(token, { classCode, oktNumber }) : api.disableSection(token, { classCode, oktNumber }),
  ),
};

const classPaceActors = {
  fetchPace: asTeacher((api, token, { classCode }: ClassCode) => api.getClassPace(token, classCode)),
  setPace: asTeacher((api, token, { classCode, action }: ClassCode & { action: PaceAction }) => api.setClassPace(token, classCode, action)),
};

const classProgressActors = {
  fetchProgress: asTeacher((api, token, { classCode }: ClassCode) => api.getClassProgress(token, classCode)),
  fetchThrottled: asTeacher((api, token, { classCode }: ClassCode) => api.listThrottledPupils(token, classCode)),
  unthrottle: asTeacher((api, token, { classCode, userId }: ClassCode & { userId: string }) => api.unthrottlePupil(token, classCode, userId)),
  fetchClassAddress: asTeacher((api, token, { classCode }: ClassCode) => api.getClassAddress(token, classCode)),
  unblockClassAddress: asTeacher((api, token, { classCode }: ClassCode) => api.unblockClassAddress(token, classCode)),
};

const pupilRowActors = {
  renamePupil: asTeacher((api, token, { classCode, pupilId, displayName }: ClassCode & { pupilId: string; displayName: string }) => api.renamePupil(token, classCode, pupilId, displayName)),
  setTemporaryPassword: asTeacher((api, token, { classCode, pupilId }: ClassCode & { pupilId: string }) => api.setRowTemporaryPassword(token, classCode, pupilId)),
  removePupil: asTeacher((api, token, { classCode, pupilId }: ClassCode & { pupilId: string }) => api.removeRowPupil(token, classCode, pupilId)),
};

const pupilByEmailActors = {
  setTemporaryPassword: asTeacher((api, token, { classCode, email }: ClassCode & { email: string }) => api.setTemporaryPassword(token, classCode, email)),
  removePupil: asTeacher((api, token, { classCode, email }: ClassCode & { email: string }) => api.removePupil(token, classCode, email)),
};

/** The class's progress as a CSV file, with the BOM the decoder dropped put back so Excel reads UTF-8. */
const downloadCsv = asTeacher(async (api, token, { classCode, lang }: ClassCode & { lang: Lang }) => {
  const text = await api.getClassProgressCsv(token, classCode, lang);
  saveFile(classExportFileName(classCode, lang), new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
});

/** The board's placeholders: the class's results, and the public session content that names them (from this device's copies). */
const boardActors = {
  fetchResults: asTeacher((api, token, { classCode }: ClassCode) => api.getClassResults(token, classCode)),
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

const accountApi = portApi('accountApi');

/** «Kontoen din»'s placeholders, bound to the account routes. */
const accountActors = {
  listSessions: fromPromise(({ system }: { system: AnySystem }) => withToken(system, (t) => accountApi.listSessions(t))),
  endSession: fromPromise(({ input, system }: { input: { id: string }; system: AnySystem }) => withToken(system, (t) => accountApi.endSession(t, input.id))),
  changePassword: fromPromise(({ input, system }: { input: PasswordChange; system: AnySystem }) => withToken(system, (t) => accountApi.changePassword(t, input))),
};

/** `page.visibility` whenever the browser shows another tab or this one again. */
const pageVisibility = fromCallback<EventObject>(({ sendBack }) => {
  const tell = () => sendBack({ type: 'page.visibility', visible: document.visibilityState !== 'hidden' });
  tell();
  document.addEventListener('visibilitychange', tell);
  return () => document.removeEventListener('visibilitychange', tell);
});

/** The route shown's language, as the route machine (systemId `route`) holds it. */
const langOf = (system: AnySystem): Lang => (system.get('route') as { getSnapshot(): { context: { matched: { lang: Lang } } } } | undefined)?.getSnapshot().context.matched.lang ?? 'no';

/** The admin machine with spec §8's central error handler: a 401 signs the teacher out to «session-expired», other refusals go to /oops. */
export function adminInSystem(goTo: (path: string) => void) {
  const reportAuthError = ({ system }: { system: AnySystem }, { error }: { error: unknown }) =>
    queueMicrotask(() => {
      if ((error as { status?: number } | null)?.status === 401) (system.get('auth') as AuthActor).send({ type: 'session.expire' });
      else goTo(`/${langOf(system)}/oops/${oopsReasonFor(error, true)}`);
    });
  return adminMachine.provide({
    actors: {
      account: accountMachine.provide({ actors: accountActors, actions: { reportAuthError } }),
      guide: guideMachine.provide({
        actors: { fetchGuide: asTeacher((api, token, { lang }: { lang: Lang }) => api.getGuide(token, lang)) },
        actions: { reportAuthError, print: () => window.print() },
      }),
      board: boardMachine.provide({ actors: boardActors, actions: { reportAuthError } }),
      visibility: pageVisibility,
      classes: adminClassesMachine.provide({ actors: classesActors, actions: { reportAuthError } }),
      classProgress: classProgressMachine.provide({ actors: classProgressActors, actions: { reportAuthError } }),
      classPace: classPaceMachine.provide({ actors: classPaceActors, actions: { reportAuthError } }),
      classView: classViewMachine.provide({
        actors: {
          progress: classViewParts.progress.provide({ actors: classProgressActors, actions: { reportAuthError } }),
          byEmail: classViewParts.byEmail.provide({ actors: pupilByEmailActors, actions: { reportAuthError } }),
          rows: classViewParts.rows.provide({ actors: pupilRowActors, actions: { reportAuthError } }),
          export: classViewParts.export.provide({ actors: { downloadCsv }, actions: { reportAuthError } }),
        },
      }),
    },
  });
}
