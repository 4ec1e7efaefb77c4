import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback, fromPromise } from 'xstate';
import { adminMachine } from '../../machines/adminMachine';
import { accountMachine, type PasswordChange } from '../../machines/accountMachine';
import { adminClassesMachine, type ClassValues, type SectionToggle } from '../../machines/adminClassesMachine';
import type { authMachine } from '../../machines/authMachine';
import { classProgressMachine } from '../../machines/classProgressMachine';
import { classPaceMachine } from '../../machines/classPaceMachine';
import type { PaceAction } from '../contracts/pace';
import { classViewMachine, classViewParts } from '../../machines/classViewMachine';
import { boardMachine } from '../../machines/boardMachine';
import { guideMachine } from '../../machines/guideMachine';
import { classExportFileName } from '../contracts/classExport';
import type { Lang } from '../contracts/lang';
import { boardActors } from './boardActors';
import { loadPorts, portApi } from './loadPorts';
import { oopsReasonFor } from './errorHandler';
import { saveFile } from './saveFile';

type AnySystem = ActorSystem<any>;
type AuthActor = ActorRefFrom<typeof authMachine>;

/** The teacher's API token as the auth machine (systemId `auth`) holds it now. */
const tokenOf = (system: AnySystem) => (system.get('auth') as AuthActor | undefined)?.getSnapshot().context.apiToken ?? null;

/** Every admin call carries the teacher's API token as it is now; without one the server would answer 401 anyway. */
async function asTeacher<T>(token: string | null, run: (api: Awaited<ReturnType<typeof loadPorts>>['backendApi'], token: string) => Promise<T>) {
  // Shaped like the adapters' ApiError, without loading them first.
  if (!token) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
  return run((await loadPorts()).backendApi, token);
}

/** The admin classes machine's placeholders, bound to the backend with the teacher's token. */
export const adminClassesActors = {
  listClasses: fromPromise(({ system }: { system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.listClasses(token))),
  listSchools: fromPromise(({ system }: { system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.listSchools(token))),
  addSchool: fromPromise(({ input, system }: { input: { name: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.addSchool(token, input))),
  createClass: fromPromise(({ input, system }: { input: ClassValues; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.createClass(token, input))),
  updateClass: fromPromise(({ input, system }: { input: ClassValues & { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.updateClass(token, input))),
  archiveClass: fromPromise(({ input, system }: { input: { classCode: string; archived: boolean }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.archiveClass(token, input))),
  deleteClass: fromPromise(({ input, system }: { input: { classCode: string; confirmCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.deleteClass(token, input))),
  setSection: fromPromise(({ input: { classCode, oktNumber, enabled }, system }: { input: SectionToggle; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => (enabled ? api.enableSection(token, { classCode, oktNumber }) : api.disableSection(token, { classCode, oktNumber })))),
};

/** The class pace machine's placeholders: where the class is held, and the teacher's change of it. */
export const classPaceActors = {
  fetchPace: fromPromise(({ input, system }: { input: { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.getClassPace(token, input.classCode))),
  setPace: fromPromise(({ input, system }: { input: { classCode: string; action: PaceAction }; system: AnySystem }) =>
    asTeacher(tokenOf(system), (api, token) => api.setClassPace(token, input.classCode, input.action)),
  ),
};

/** The class progress machine's placeholder. */
export const classProgressActors = {
  fetchProgress: fromPromise(({ input, system }: { input: { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.getClassProgress(token, input.classCode))),
  fetchThrottled: fromPromise(({ input, system }: { input: { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.listThrottledPupils(token, input.classCode))),
  unthrottle: fromPromise(({ input, system }: { input: { classCode: string; userId: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.unthrottlePupil(token, input.classCode, input.userId))),
  fetchClassAddress: fromPromise(({ input, system }: { input: { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.getClassAddress(token, input.classCode))),
  unblockClassAddress: fromPromise(({ input, system }: { input: { classCode: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.unblockClassAddress(token, input.classCode))),
};

/** The remove-pupil machine's placeholder. */
export const removePupilActors = {
  removePupil: fromPromise(({ input, system }: { input: { classCode: string; email: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.removePupil(token, input.classCode, input.email))),
};

/** The placeholders of the actions on a pupil's row of the class view. */
export const pupilRowActors = {
  renamePupil: fromPromise(({ input, system }: { input: { classCode: string; pupilId: string; displayName: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.renamePupil(token, input.classCode, input.pupilId, input.displayName))),
  setTemporaryPassword: fromPromise(({ input, system }: { input: { classCode: string; pupilId: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.setRowTemporaryPassword(token, input.classCode, input.pupilId))),
  removePupil: fromPromise(({ input, system }: { input: { classCode: string; pupilId: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.removeRowPupil(token, input.classCode, input.pupilId))),
};

/**
 * The class's progress as a CSV file, fetched with the teacher's token and saved under the name the server gives it
 * too. The text comes without the BOM the server sent (the decoder drops it); the saved file has it again, so Excel
 * reads UTF-8.
 */
export const classExportActors = {
  downloadCsv: fromPromise(({ input, system }: { input: { classCode: string; lang: Lang }; system: AnySystem }) =>
    asTeacher(tokenOf(system), async (api, token) => {
      const text = await api.getClassProgressCsv(token, input.classCode, input.lang);
      saveFile(classExportFileName(input.classCode, input.lang), new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
    }),
  ),
};

/** The guide machine's placeholders: the guide in the address's language, and the browser's print dialogue. */
export const guideActors = {
  fetchGuide: fromPromise(({ input, system }: { input: { lang: Lang }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.getGuide(token, input.lang))),
};
const printPage = () => window.print();

/** The temporary password machine's placeholder. */
export const temporaryPasswordActors = {
  setTemporaryPassword: fromPromise(({ input, system }: { input: { classCode: string; email: string }; system: AnySystem }) => asTeacher(tokenOf(system), (api, token) => api.setTemporaryPassword(token, input.classCode, input.email))),
};

const accountApi = portApi('accountApi');

/** A call of «Kontoen din» with the teacher's API token as it is now. */
function withToken<T>(system: AnySystem, run: (token: string) => Promise<T>) {
  const token = tokenOf(system);
  if (!token) return Promise.reject(Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' }));
  return run(token);
}

/** «Kontoen din»'s placeholders, bound to the account routes. */
export const accountActors = {
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

/**
 * The admin machine with the backend bound through the ports with the teacher's token, the page's visibility, and
 * spec §8's central error handler: an expired token (401) signs the teacher out to «session-expired», as the auth machine
 * does when a sign-in runs out; any other refusal goes to its /oops page (`goTo`).
 */
export function adminInSystem(goTo: (path: string) => void) {
  const reportAuthError = ({ system }: { system: AnySystem }, { error }: { error: unknown }) =>
    queueMicrotask(() => {
      if ((error as { status?: number } | null)?.status === 401) (system.get('auth') as AuthActor).send({ type: 'session.expire' });
      else goTo(`/${langOf(system)}/oops/${oopsReasonFor(error, true)}`);
    });
  return adminMachine.provide({
    actors: {
      account: accountMachine.provide({ actors: accountActors, actions: { reportAuthError } }),
      guide: guideMachine.provide({ actors: guideActors, actions: { reportAuthError, print: printPage } }),
      board: boardMachine.provide({ actors: boardActors, actions: { reportAuthError } }),
      visibility: pageVisibility,
      classes: adminClassesMachine.provide({ actors: adminClassesActors, actions: { reportAuthError } }),
      classProgress: classProgressMachine.provide({ actors: classProgressActors, actions: { reportAuthError } }),
      classPace: classPaceMachine.provide({ actors: classPaceActors, actions: { reportAuthError } }),
      classView: classViewMachine.provide({
        actors: {
          progress: classViewParts.progress.provide({ actors: classProgressActors, actions: { reportAuthError } }),
          help: classViewParts.help.provide({ actors: temporaryPasswordActors, actions: { reportAuthError } }),
          removal: classViewParts.removal.provide({ actors: removePupilActors, actions: { reportAuthError } }),
          rows: classViewParts.rows.provide({ actors: pupilRowActors, actions: { reportAuthError } }),
          export: classViewParts.export.provide({ actors: classExportActors, actions: { reportAuthError } }),
        },
      }),
    },
  });
}
