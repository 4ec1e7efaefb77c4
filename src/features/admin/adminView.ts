import type { SnapshotFrom } from 'xstate';
import type { adminClassesMachine } from '../../../machines/adminClassesMachine';
import type { classExportMachine } from '../../../machines/classExportMachine';
import type { classProgressMachine } from '../../../machines/classProgressMachine';
import type { pupilByEmailMachine } from '../../../machines/pupilByEmailMachine';
import type { pupilRowMachine } from '../../../machines/pupilRowMachine';
import type { AdminPart } from '../../contracts/routeTable';
import type { ClassSummary } from '../../contracts/admin';

export type { AdminPart };

/** What the class screens need from the admin classes machine. */
export function selectClassesView(s: SnapshotFrom<typeof adminClassesMachine>) {
  const { context } = s;
  return {
    status: (s.matches({ classes: 'ready' }) ? 'ready' : s.matches({ classes: 'failed' }) ? 'failed' : 'loading') as 'ready' | 'failed' | 'loading',
    /** The class change on its way to the server, if any. */
    saving: s.matches({ classes: { ready: 'saving' } }) ? context.request!.action : null,
    classes: context.classes,
    loadErrorKey: context.loadErrorKey,
    editing: context.editing,
    formError: context.formError,
    archiveError: context.archiveError,
    deleteError: context.deleteError,
    notice: context.notice,
    pending: context.pending,
    sectionError: context.sectionError,
    /** Null while the county's schools load or when they could not be fetched. */
    schools: s.matches({ schools: 'ready' }) ? context.schools : null,
    schoolsFailed: s.matches({ schools: 'failed' }),
    addingSchool: s.matches({ schools: { ready: 'adding' } }),
    addSchoolError: context.addSchoolError,
    addedSchool: context.addedSchool,
  };
}
export type ClassesView = ReturnType<typeof selectClassesView>;

/** `status` `loading` with figures means they are being counted again. */
export function selectProgressView(s: SnapshotFrom<typeof classProgressMachine>) {
  const status = s.matches('loading') ? 'loading' : s.matches('loaded') ? 'loaded' : s.matches('failed') || s.matches('refused') ? 'failed' : 'idle';
  const { progress, errorKey, throttled, letIn, helpErrorKey, manual, classAddress, addressLifted } = s.context;
  return {
    status: status as 'idle' | 'loading' | 'loaded' | 'failed',
    progress,
    errorKey,
    /** Pupils whose sign-in is slowed down (null: not known), whom the teacher just let in, and why that failed. */
    throttled,
    lettingIn: s.context.pendingLetIn !== null,
    letIn,
    helpErrorKey,
    /** Whether the address the class signs in from is blocked (null: not known), the lift under way, and the lift done. */
    classAddress,
    liftingAddress: s.context.pendingAddressLift,
    addressLifted,
    /** The teacher asked for the count under way (a count the page makes by itself is quiet). */
    manual,
    retrying: s.matches('failed'),
  };
}
export type ProgressView = ReturnType<typeof selectProgressView>;

/** The help for a pupil named by e-mail: the temporary password just set, the pupil just taken out, and why either failed. */
export function selectByEmailView(s: SnapshotFrom<typeof pupilByEmailMachine>) {
  const { temporary, passwordErrorKey, removed, removeErrorKey } = s.context;
  return { temporary, setting: s.matches({ password: 'setting' }), passwordErrorKey, removing: s.matches({ removal: 'removing' }), removed, removeErrorKey };
}
export type PupilByEmailView = ReturnType<typeof selectByEmailView>;

/** The class's progress as a CSV file: whether it is on its way, and why the last download failed. */
export function selectExportView(s: SnapshotFrom<typeof classExportMachine>) {
  return { downloading: s.matches('downloading'), errorKey: s.context.errorKey };
}
export type ClassExportView = ReturnType<typeof selectExportView>;

/** The actions on a pupil's row: which runs, for which row, whether taking out waits for a yes, and what came of the last. */
export function selectPupilRowView(s: SnapshotFrom<typeof pupilRowMachine>) {
  const busy = s.matches('renaming') ? 'renaming' : s.matches('settingPassword') ? 'settingPassword' : s.matches('removing') ? 'removing' : null;
  const { pupilId, result, errorKey, errorFor } = s.context;
  return { busy: busy as 'renaming' | 'settingPassword' | 'removing' | null, pupilId, confirming: s.matches('confirmingRemoval') || s.matches('removing'), result, errorKey, errorFor };
}
export type PupilRowView = ReturnType<typeof selectPupilRowView>;

/** Active classes first, newest first within each group. */
export function activeAndArchived(classes: ClassSummary[]): { active: ClassSummary[]; archived: ClassSummary[] } {
  const newest = [...classes].sort((a, b) => b.createdAt - a.createdAt);
  return { active: newest.filter((c) => !c.archived), archived: newest.filter((c) => c.archived) };
}

/** The school year a new class most likely belongs to: from August on, the year that starts now ("2026/2027"). */
export function currentSchoolYear(now: Date): string {
  const first = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return `${first}/${first + 1}`;
}

/** Sessions 2–5: the ones a teacher can open and close. Session 1 is always open. */
export const SWITCHABLE_OKTER = [2, 3, 4, 5] as const;

export const isSectionOpen = (c: ClassSummary, okt: number) => c.sections[String(okt)] === true;
