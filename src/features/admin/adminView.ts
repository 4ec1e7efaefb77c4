import type { ClassAddress, ThrottledPupil } from '../../contracts/classHelp';
import type { SnapshotFrom } from 'xstate';
import type { AdminClassesContext, adminClassesMachine } from '../../../machines/adminClassesMachine';
import type { classProgressMachine } from '../../../machines/classProgressMachine';
import type { removePupilMachine } from '../../../machines/removePupilMachine';
import type { pupilRowMachine, RowResult } from '../../../machines/pupilRowMachine';
import type { TemporaryPassword, temporaryPasswordMachine } from '../../../machines/temporaryPasswordMachine';
import type { AdminPart } from '../../contracts/routeTable';
import type { ClassProgress, ClassSummary, School } from '../../contracts/admin';

export type { AdminPart };

/** What the class screens need from the admin classes machine. */
export interface ClassesView
  extends Pick<AdminClassesContext, 'classes' | 'loadErrorKey' | 'editing' | 'formError' | 'archiveError' | 'deleteError' | 'notice' | 'pending' | 'sectionError' | 'addSchoolError' | 'addedSchool'> {
  status: 'loading' | 'failed' | 'ready';
  /** The class change on its way to the server, if any. */
  saving: 'creating' | 'updating' | 'archiving' | 'deleting' | null;
  /** Null while the county's schools load or when they could not be fetched. */
  schools: School[] | null;
  schoolsFailed: boolean;
  addingSchool: boolean;
}

const SAVING = ['creating', 'updating', 'archiving', 'deleting'] as const;

export function selectClassesView(s: SnapshotFrom<typeof adminClassesMachine>): ClassesView {
  const { context } = s;
  return {
    status: s.matches({ classes: 'ready' }) ? 'ready' : s.matches({ classes: 'failed' }) ? 'failed' : 'loading',
    saving: SAVING.find((state) => s.matches({ classes: { ready: state } })) ?? null,
    classes: context.classes,
    loadErrorKey: context.loadErrorKey,
    editing: context.editing,
    formError: context.formError,
    archiveError: context.archiveError,
    deleteError: context.deleteError,
    notice: context.notice,
    pending: context.pending,
    sectionError: context.sectionError,
    schools: s.matches({ schools: 'ready' }) ? context.schools : null,
    schoolsFailed: s.matches({ schools: 'failed' }),
    addingSchool: s.matches({ schools: { ready: 'adding' } }),
    addSchoolError: context.addSchoolError,
    addedSchool: context.addedSchool,
  };
}

export interface ProgressView {
  /** `loading` with figures means they are being counted again. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  progress: ClassProgress | null;
  errorKey: string | null;
  /** Pupils whose sign-in is slowed down (null: not known), whom the teacher just let in, and why that failed. */
  throttled: ThrottledPupil[] | null;
  lettingIn: boolean;
  letIn: string | null;
  helpErrorKey: string | null;
  /** Whether the address the class signs in from is blocked (null: not known), the lift under way, and the lift done. */
  classAddress?: ClassAddress | null;
  liftingAddress?: boolean;
  addressLifted?: boolean;
  /** The teacher asked for the count under way (a count the page makes by itself is quiet). */
  manual?: boolean;
  /** A failed count will be tried again by itself. */
  retrying?: boolean;
}

export function selectProgressView(s: SnapshotFrom<typeof classProgressMachine>): ProgressView {
  const status = s.matches('loading') ? 'loading' : s.matches('loaded') ? 'loaded' : s.matches('failed') || s.matches('refused') ? 'failed' : 'idle';
  const { progress, errorKey, throttled, letIn, helpErrorKey, manual, classAddress, addressLifted } = s.context;
  return {
    status,
    progress,
    errorKey,
    throttled,
    lettingIn: s.context.pendingLetIn !== null,
    letIn,
    helpErrorKey,
    classAddress,
    liftingAddress: s.context.pendingAddressLift,
    addressLifted,
    manual,
    retrying: s.matches('failed'),
  };
}

/** The temporary password just set (password null while it is set), and why setting one failed. */
export interface TemporaryPasswordView {
  temporary: TemporaryPassword | null;
  setting: boolean;
  errorKey: string | null;
}

export function selectTemporaryView(s: SnapshotFrom<typeof temporaryPasswordMachine>): TemporaryPasswordView {
  return { temporary: s.context.temporary, setting: s.matches('setting'), errorKey: s.context.errorKey };
}

/** Taking a pupil out of the class. */
export interface RemovePupilView {
  removing: boolean;
  removed: { email: string; records: number } | null;
  errorKey: string | null;
}

export function selectRemovePupilView(s: SnapshotFrom<typeof removePupilMachine>): RemovePupilView {
  return { removing: s.matches('removing'), removed: s.context.removed, errorKey: s.context.errorKey };
}

/** The actions on a pupil's row: which runs, for which row, whether taking out waits for a yes, and what came of the last. */
export interface PupilRowView {
  busy: 'renaming' | 'settingPassword' | 'removing' | null;
  pupilId: string | null;
  confirming: boolean;
  result: RowResult | null;
  errorKey: string | null;
  errorFor: string | null;
}

export function selectPupilRowView(s: SnapshotFrom<typeof pupilRowMachine>): PupilRowView {
  const busy = s.matches('renaming') ? 'renaming' : s.matches('settingPassword') ? 'settingPassword' : s.matches('removing') ? 'removing' : null;
  return { busy, pupilId: s.context.pupilId, confirming: s.matches('confirmingRemoval') || s.matches('removing'), result: s.context.result, errorKey: s.context.errorKey, errorFor: s.context.errorFor };
}

export const sameView = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

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
