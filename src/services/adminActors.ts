import { fromPromise } from 'xstate';
import { classViewParts } from '../../machines/classViewMachine';
import type { ClassValues, SectionToggle } from '../../machines/adminClassesMachine';
import type { Lang } from '../contracts/lang';
import { loadPorts } from './loadPorts';
import { oopsReasonFor } from './errorHandler';

/** Every admin call carries the teacher's API token as it is now; without one the server would answer 401 anyway. */
async function asTeacher<T>(apiToken: () => string | null, run: (api: Awaited<ReturnType<typeof loadPorts>>['backendApi'], token: string) => Promise<T>) {
  const token = apiToken();
  // Shaped like the adapters' ApiError, without loading them first.
  if (!token) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
  return run((await loadPorts()).backendApi, token);
}

/** The admin classes machine's placeholders, bound to the backend with the teacher's token. */
export function adminClassesActors(apiToken: () => string | null) {
  return {
    listClasses: fromPromise(() => asTeacher(apiToken, (api, token) => api.listClasses(token))),
    listSchools: fromPromise(() => asTeacher(apiToken, (api, token) => api.listSchools(token))),
    addSchool: fromPromise(({ input }: { input: { name: string } }) => asTeacher(apiToken, (api, token) => api.addSchool(token, input))),
    createClass: fromPromise(({ input }: { input: ClassValues }) => asTeacher(apiToken, (api, token) => api.createClass(token, input))),
    updateClass: fromPromise(({ input }: { input: ClassValues & { classCode: string } }) => asTeacher(apiToken, (api, token) => api.updateClass(token, input))),
    archiveClass: fromPromise(({ input }: { input: { classCode: string; archived: boolean } }) => asTeacher(apiToken, (api, token) => api.archiveClass(token, input))),
    deleteClass: fromPromise(({ input }: { input: { classCode: string; confirmCode: string } }) => asTeacher(apiToken, (api, token) => api.deleteClass(token, input))),
    setSection: fromPromise(({ input: { classCode, oktNumber, enabled } }: { input: SectionToggle }) =>
      asTeacher(apiToken, (api, token) => (enabled ? api.enableSection(token, { classCode, oktNumber }) : api.disableSection(token, { classCode, oktNumber }))),
    ),
  };
}

/** The class progress machine's placeholder. */
export function classProgressActors(apiToken: () => string | null) {
  return {
    fetchProgress: fromPromise(({ input }: { input: { classCode: string } }) => asTeacher(apiToken, (api, token) => api.getClassProgress(token, input.classCode))),
    fetchThrottled: fromPromise(({ input }: { input: { classCode: string } }) => asTeacher(apiToken, (api, token) => api.listThrottledPupils(token, input.classCode))),
    unthrottle: fromPromise(({ input }: { input: { classCode: string; userId: string } }) =>
      asTeacher(apiToken, (api, token) => api.unthrottlePupil(token, input.classCode, input.userId)),
    ),
    fetchClassAddress: fromPromise(({ input }: { input: { classCode: string } }) => asTeacher(apiToken, (api, token) => api.getClassAddress(token, input.classCode))),
    unblockClassAddress: fromPromise(({ input }: { input: { classCode: string } }) => asTeacher(apiToken, (api, token) => api.unblockClassAddress(token, input.classCode))),
  };
}

/** The remove-pupil machine's placeholder. */
export function removePupilActors(apiToken: () => string | null) {
  return {
    removePupil: fromPromise(({ input }: { input: { classCode: string; email: string } }) =>
      asTeacher(apiToken, (api, token) => api.removePupil(token, input.classCode, input.email)),
    ),
  };
}

/** The placeholders of the actions on a pupil's row of the class view. */
export function pupilRowActors(apiToken: () => string | null) {
  return {
    renamePupil: fromPromise(({ input }: { input: { classCode: string; pupilId: string; displayName: string } }) =>
      asTeacher(apiToken, (api, token) => api.renamePupil(token, input.classCode, input.pupilId, input.displayName)),
    ),
    setTemporaryPassword: fromPromise(({ input }: { input: { classCode: string; pupilId: string } }) =>
      asTeacher(apiToken, (api, token) => api.setRowTemporaryPassword(token, input.classCode, input.pupilId)),
    ),
    removePupil: fromPromise(({ input }: { input: { classCode: string; pupilId: string } }) =>
      asTeacher(apiToken, (api, token) => api.removeRowPupil(token, input.classCode, input.pupilId)),
    ),
  };
}

/** The temporary password machine's placeholder. */
export function temporaryPasswordActors(apiToken: () => string | null) {
  return {
    setTemporaryPassword: fromPromise(({ input }: { input: { classCode: string; email: string } }) =>
      asTeacher(apiToken, (api, token) => api.setTemporaryPassword(token, input.classCode, input.email)),
    ),
  };
}

/**
 * Spec §8's central error handler for the admin machines: an expired token (401) signs the teacher out
 * to «session-expired», as the auth machine does when a sign-in runs out; anything else goes to its /oops page.
 */
export function adminAuthErrorHandler(expireSession: () => void, goTo: (path: string) => void, lang: () => Lang) {
  return (error: unknown) =>
    queueMicrotask(() => {
      if ((error as { status?: number } | null)?.status === 401) expireSession();
      else goTo(`/${lang()}/oops/${oopsReasonFor(error, true)}`);
    });
}

/** The class view's parts, each bound to the backend with the teacher's token, an auth failure going to `report`. */
export function classViewActors(apiToken: () => string | null, report: (error: unknown) => void) {
  const reportAuthError = (_: unknown, { error }: { error: unknown }) => report(error);
  return {
    progress: classViewParts.progress.provide({ actors: classProgressActors(apiToken), actions: { reportAuthError } }),
    help: classViewParts.help.provide({ actors: temporaryPasswordActors(apiToken), actions: { reportAuthError } }),
    removal: classViewParts.removal.provide({ actors: removePupilActors(apiToken), actions: { reportAuthError } }),
    rows: classViewParts.rows.provide({ actors: pupilRowActors(apiToken), actions: { reportAuthError } }),
  };
}
