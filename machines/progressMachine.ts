import { and, assign, emit, fromPromise, not, raise, setup } from 'xstate';
import type { AnswerChanges, AnswerConflict, RecordVersions, VersionedClassRecord } from '../src/contracts/answers';
import {
  adoptRecord,
  type AnswerSync,
  changesToSend,
  EMPTY_SYNC,
  editAnswer,
  hasPending,
  resolveConflicts,
  restoreUnsent,
  settleSaved,
  type UnsentAnswers,
} from '../src/domain/answerSync';
import type { Responses } from '../src/domain/okt';
import { providedAtRoot } from './providedAtRoot';

/** An answer another device changed: under the pupil's eyes (`changed`), or over their own older edit (`replaced`). */
export interface AnswerNotice {
  code: string;
  kind: 'changed' | 'replaced';
}

export interface ProgressContext {
  userId: string | null;
  idToken: string | null;
  classCode: string | null;
  responses: Responses;
  /** The server version each shown answer is based on. */
  versions: AnswerSync['versions'];
  /** Activities changed here and not yet confirmed, with when (server clock). */
  pending: AnswerSync['pending'];
  /** Each pending activity's answer at the version it is based on, sent with it so another device's fields merge in. */
  bases: AnswerSync['bases'];
  /** Spec §3: set by every change, cleared only when the server has confirmed every change. */
  needsSave: boolean;
  /** The changes of the save in flight, and the idempotency key its retries reuse so the server applies it once. */
  inFlight: AnswerChanges | null;
  pendingKey: string | null;
  /** Server clock minus this device's, learnt from each reply, so edits on two devices compare fairly. */
  clockOffset: number;
  /** The session started without the server's copy (a reload): fetch it before anything else. */
  needsRecord: boolean;
  leaving: boolean;
  notices: AnswerNotice[];
  attempt: number;
  lastResult: { success: true; message?: 'Saved' } | null;
  /** When (this device's clock) the server last confirmed a save in this session: «Lagret kl. 10:42» only after that. */
  savedAt: number | null;
  /** The last save failed without an answer from the server: the answers wait for the network. */
  offline: boolean;
  errorKey: string | null;
}

export type ProgressEvent =
  /** The auth machine has a signed-in pupil: a new session, or only a renewed token. */
  | { type: 'signedIn'; userId: string; idToken: string; classCode: string | null; record: VersionedClassRecord | null; unsent: UnsentAnswers | null }
  | { type: 'session.end' }
  | { type: 'answer.change'; code: string; value: unknown }
  | { type: 'budget.reset' }
  | { type: 'progress.save' }
  | { type: 'activity.leave' }
  /** An activity is on screen, with its starting answer derived from earlier ones (src/domain/startingAnswers.ts). */
  | { type: 'page.activityShown'; code: string; starting: unknown }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'network.online' }
  | { type: 'record.remote'; userId: string; classCode: string; record: VersionedClassRecord }
  /** The page polled the class's state: time to see whether another device saved. */
  | { type: 'record.check' }
  | { type: 'notices.dismiss' }
  | { type: 'logout.request' }
  | { type: 'logout.retry' }
  | { type: 'logout.cancel' }
  | { type: 'logout.anyway' }
  | { type: 'startOver.confirm' }

export interface ProgressInput {
  /** What this device kept (spec §3 user state), possibly with answers the server has not seen; their bases are not kept. */
  restored: { userId: string | null; classCode: string | null } & Omit<AnswerSync, 'bases'>;
}

export interface SaveInput {
  userId: string;
  idToken: string;
  classCode: string;
  changes: AnswerChanges;
  idempotencyKey: string;
}

type RecordInput = { userId: string; idToken: string; classCode: string };

/** Wait after the last keystroke before saving, so typing a sentence is one save, not thirty. */
export const SAVE_DEBOUNCE_MS = 1200;
const RETRY_MAX_MS = 30_000;

/** Exponential backoff with full jitter, so thirty pupils who lost the network do not return in step. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Random, URL-safe, and available outside secure contexts (a school may serve the app over plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Failure = { status?: number | null; code?: string; messageKey?: string; conflicts?: Record<string, AnswerConflict>; record?: VersionedClassRecord };
const failureOf = (event: { error?: unknown }) => (event.error ?? {}) as Failure;
const isExpired = (e: Failure) => e.status === 401 || e.code === 'auth/id-token-expired';
/** Refusals that a retry cannot change (an archived class, an answer the content does not allow): held until the pupil acts. */
const isRefused = (e: Failure) => typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

const syncOf = (c: ProgressContext): AnswerSync => ({ responses: c.responses, versions: c.versions, pending: c.pending, bases: c.bases });
const withSync = (sync: AnswerSync) => ({ ...sync, needsSave: hasPending(sync) });
const addNotices = (notices: AnswerNotice[], codes: string[], kind: AnswerNotice['kind']) => [
  ...notices.filter((n) => !codes.includes(n.code)),
  ...codes.map((code) => ({ code, kind })),
];
const serverNow = (c: ProgressContext) => Date.now() + c.clockOffset;
/** A conflict's reply showing the server already has every waiting change (a lost reply) confirms them too. */
const confirmedIn = (c: ProgressContext, sync: AnswerSync) => (c.needsSave && !hasPending(sync) ? { savedAt: Date.now(), offline: false } : {});

const keepUnsentAnswers = {
  type: 'keepUnsent',
  params: ({ context }: { context: ProgressContext }) => ({
    userId: context.userId!,
    unsent: { classCode: context.classCode!, changes: changesToSend(syncOf(context)) },
  }),
} as const;

const dropTakenUnsent = { type: 'dropUnsent', params: ({ event }: { event: ProgressEvent }) => ({ userId: (event as Extract<ProgressEvent, { type: 'signedIn' }>).userId }) } as const;

const keepEditing = { 'answer.change': { actions: 'recordAnswer' }, 'budget.reset': { actions: 'resetBudget' } } as const;

const startOverFailed = [
  { guard: 'isSessionExpired', target: 'saved', actions: ['noteStartOverFailure', 'announceExpired'] },
  { target: 'saved', actions: 'noteStartOverFailure' },
] as const;

const emptySession = { userId: null, idToken: null, classCode: null, ...withSync(EMPTY_SYNC), inFlight: null, pendingKey: null, notices: [], leaving: false, needsRecord: false };

/**
 * A pupil's answers (spec §3–§4): every change is kept on the device at once and saved a moment later, per activity,
 * with the answer it was based on. Another device's fields merge in; a clash goes to the newer edit, and the pupil is
 * told (docs/decisions/saves-and-conflicts.md). A failed save is retried until the server confirms it, so a reload, a
 * lost network or an expired login loses nothing; at logout unsent answers are sent first or kept for that account
 * only. Also Start over and the PDF gate.
 */
export const progressMachine = setup({
  types: {
    context: {} as ProgressContext,
    events: {} as ProgressEvent,
    input: {} as ProgressInput,
    emitted: {} as
      | { type: 'session.expired' }
      | { type: 'startOver.done' }
      | { type: 'logout.ready' }
      | { type: 'record.saved'; userId: string; classCode: string; record: VersionedClassRecord },
  },
  actors: {
    saveAnswers: fromPromise<VersionedClassRecord, SaveInput>(providedAtRoot),
    loadRecord: fromPromise<VersionedClassRecord | null, RecordInput>(providedAtRoot),
    /** Each activity's version on the server, without the answers (null: no record). */
    loadVersions: fromPromise<RecordVersions | null, RecordInput>(providedAtRoot),
    clearClassRecord: fromPromise<VersionedClassRecord, RecordInput>(providedAtRoot),
    backendStartOver: fromPromise<void, { idToken: string; classCode: string }>(providedAtRoot),
  },
  actions: {
    /** Keeps answers that could not be sent for this account on this device, for its next sign-in here. */
    keepUnsent: (_, _params: { userId: string; unsent: UnsentAnswers }) => {},
    dropUnsent: (_, _params: { userId: string }) => {},
    startSession: assign(({ context, event }) => {
      const { userId, idToken, classCode, record, unsent } = event as Extract<ProgressEvent, { type: 'signedIn' }>;
      const sameClass = context.userId === userId && context.classCode === classCode;
      let sync = sameClass ? syncOf(context) : EMPTY_SYNC;
      if (record) sync = adoptRecord(sync, record).sync;
      if (unsent && unsent.classCode === classCode) sync = restoreUnsent(sync, unsent);
      return {
        userId,
        idToken,
        classCode,
        ...withSync(sync),
        needsRecord: record === null && classCode !== null,
        clockOffset: record ? record.serverTime - Date.now() : context.clockOffset,
        inFlight: null,
        pendingKey: null,
        attempt: 0,
        leaving: false,
        notices: [],
        errorKey: null,
        // The server's record holding this device's waiting changes confirms them; otherwise nothing is saved yet.
        savedAt: sameClass && context.needsSave && !hasPending(sync) ? Date.now() : null,
        offline: false,
      };
    }),
    recordAnswer: assign(({ context, event }) => {
      const { code, value } = event as Extract<ProgressEvent, { type: 'answer.change' }>;
      return withSync(editAnswer(syncOf(context), code, value, serverNow(context)));
    }),
    // Spec §4: a modified budget can be reset to null.
    resetBudget: assign(({ context }) => withSync(editAnswer(syncOf(context), 'O2E', null, serverNow(context)))),
    prepareSave: assign(({ context }) => {
      const changes = changesToSend(syncOf(context));
      // A retry of the very same changes keeps its key, so a save whose reply was lost is applied once.
      const sameAsBefore = context.pendingKey !== null && JSON.stringify(changes) === JSON.stringify(context.inFlight);
      return { inFlight: changes, pendingKey: sameAsBefore ? context.pendingKey : newIdempotencyKey() };
    }),
    takeSaved: assign(({ context, event }) => {
      const record = (event as unknown as { output: VersionedClassRecord }).output;
      const { sync, changed } = settleSaved(syncOf(context), context.inFlight ?? {}, record);
      return {
        ...withSync(sync),
        clockOffset: record.serverTime - Date.now(),
        notices: addNotices(context.notices, changed, 'changed'),
        inFlight: null,
        pendingKey: null,
        attempt: 0,
        errorKey: null,
        lastResult: { success: true, message: 'Saved' } as const,
        savedAt: Date.now(),
        offline: false,
      };
    }),
    announceSaved: emit(({ context, event }) => ({
      type: 'record.saved' as const,
      userId: context.userId!,
      classCode: context.classCode!,
      record: (event as unknown as { output: VersionedClassRecord }).output,
    })),
    takeConflicts: assign(({ context, event }) => {
      const failure = failureOf(event as { error?: unknown });
      const resolved = resolveConflicts(syncOf(context), failure.conflicts ?? {});
      let { sync } = resolved;
      let changed: string[] = [];
      if (failure.record) ({ sync, changed } = adoptRecord(sync, failure.record));
      return {
        ...withSync(sync),
        ...confirmedIn(context, sync),
        clockOffset: failure.record ? failure.record.serverTime - Date.now() : context.clockOffset,
        notices: addNotices(addNotices(context.notices, [...resolved.changed, ...changed], 'changed'), resolved.replaced, 'replaced'),
        inFlight: null,
        pendingKey: null,
        attempt: 0,
      };
    }),
    takeRecord: assign(({ context, event }) => {
      const record = (event as unknown as { output: VersionedClassRecord | null }).output;
      if (!record) return { needsRecord: false };
      const { sync, changed } = adoptRecord(syncOf(context), record);
      return { ...withSync(sync), needsRecord: false, clockOffset: record.serverTime - Date.now(), notices: addNotices(context.notices, changed, 'changed') };
    }),
    takeRemote: assign(({ context, event }) => {
      const { record } = event as Extract<ProgressEvent, { type: 'record.remote' }>;
      const { sync, changed } = adoptRecord(syncOf(context), record);
      return { ...withSync(sync), notices: addNotices(context.notices, changed, 'changed') };
    }),
    noteFailure: assign({
      attempt: ({ context }) => context.attempt + 1,
      errorKey: ({ event }) => failureOf(event as { error?: unknown }).messageKey ?? 'txt_error_default',
      // No HTTP status: the request never reached the server (no network).
      offline: ({ event }) => typeof failureOf(event as { error?: unknown }).status !== 'number',
    }),
    reportNothingToSave: assign({ lastResult: { success: true } }),
    takeToken: assign({ idToken: ({ event }) => (event as Extract<ProgressEvent, { type: 'signedIn' }>).idToken }),
    announceExpired: emit({ type: 'session.expired' as const }),
    noteStartOverFailure: assign({ errorKey: ({ event }) => failureOf(event as { error?: unknown }).messageKey ?? 'txt_error_default' }),
  },
  guards: {
    hasUnsavedChanges: ({ context }) => context.needsSave,
    isLeaving: ({ context }) => context.leaving,
    needsRecord: ({ context }) => context.needsRecord,
    isConflict: ({ event }) => failureOf(event as { error?: unknown }).status === 409 && failureOf(event as { error?: unknown }).conflicts !== undefined,
    isSessionExpired: ({ event }) => isExpired(failureOf(event as { error?: unknown })),
    isRefused: ({ event }) => isRefused(failureOf(event as { error?: unknown })),
    hasClass: ({ context }) => context.classCode !== null,
    isServerNewer: ({ context, event }) =>
      Object.entries((event as unknown as { output: RecordVersions | null }).output ?? {}).some(([code, version]) => version > (context.versions[code] ?? 0)),
    /** Another tab of this browser saved: only this pupil's record in this class is taken. */
    isOwnRecord: ({ context, event }) => {
      const e = event as Extract<ProgressEvent, { type: 'record.remote' }>;
      return e.userId === context.userId && e.classCode === context.classCode;
    },
    /** The same pupil in the same class: a sign-in event only renews the token. */
    isSameSession: ({ context, event }) => {
      const e = event as Extract<ProgressEvent, { type: 'signedIn' }>;
      return context.userId === e.userId && context.classCode === e.classCode;
    },
    /** A starting answer is stored only where the pupil has none yet: never over what they typed, on any device. */
    hasStartingAnswer: ({ context, event }) => {
      const { code, starting } = event as Extract<ProgressEvent, { type: 'page.activityShown' }>;
      return starting !== undefined && context.responses[code] === undefined;
    },
    hasNewToken: ({ context, event }) => context.idToken !== (event as Extract<ProgressEvent, { type: 'signedIn' }>).idToken,
    leavesUnsentBehind: ({ context, event }) => {
      const e = event as Extract<ProgressEvent, { type: 'signedIn' }>;
      return context.userId !== null && context.classCode !== null && context.userId !== e.userId && context.needsSave;
    },
  },
  delays: {
    saveDebounce: SAVE_DEBOUNCE_MS,
    retryBackoff: ({ context }) => retryDelay(context.attempt),
  },
}).createMachine({
  id: 'progress',
  context: ({ input }) => ({
    ...emptySession,
    userId: input.restored.userId,
    classCode: input.restored.classCode,
    ...withSync({ responses: input.restored.responses, versions: input.restored.versions, pending: input.restored.pending, bases: {} }),
    clockOffset: 0,
    attempt: 0,
    lastResult: null,
    errorKey: null,
    savedAt: null,
    offline: false,
  }),
  initial: 'inactive',
  on: {
    // A new session, unless an active one of the same pupil and class takes it as a renewed token (below).
    signedIn: [
      { guard: 'leavesUnsentBehind', target: '.active', actions: [keepUnsentAnswers, 'startSession', dropTakenUnsent] },
      { target: '.active', actions: ['startSession', dropTakenUnsent] },
    ],
  },
  states: {
    inactive: {
      on: {
        // Nothing of anyone's is here to send.
        'logout.request': { actions: emit({ type: 'logout.ready' as const }) },
      },
    },

    active: {
      initial: 'starting',
      on: {
        'session.end': { target: 'inactive', actions: assign({ ...emptySession, lastResult: null, errorKey: null, attempt: 0, savedAt: null, offline: false }) },
        signedIn: [
          { guard: and(['isSameSession', 'hasNewToken']), actions: 'takeToken' },
          { guard: 'isSameSession' },
        ],
        'startOver.confirm': { guard: 'hasClass', target: '.clearingRecord' },
        'record.remote': { guard: 'isOwnRecord', actions: 'takeRemote' },
        'notices.dismiss': { actions: assign({ notices: [] }) },
        'activity.leave': { actions: assign({ notices: [] }) },
        'page.activityShown': {
          guard: 'hasStartingAnswer',
          actions: raise(({ event }) => {
            const { code, starting } = event as Extract<ProgressEvent, { type: 'page.activityShown' }>;
            return { type: 'answer.change' as const, code, value: starting };
          }),
        },
        'logout.request': [
          { guard: and(['hasUnsavedChanges', 'hasClass']), target: '.saving', actions: assign({ leaving: true }) },
          { actions: emit({ type: 'logout.ready' as const }) },
        ],
      },
      states: {
        starting: {
          always: [{ guard: 'needsRecord', target: 'refreshing' }, { target: 'settling' }],
        },
        // After a reload, or when the pupil comes back to the page: another device may have saved since.
        refreshing: {
          invoke: {
            src: 'loadRecord',
            input: ({ context }) => ({ userId: context.userId!, idToken: context.idToken!, classCode: context.classCode! }),
            onDone: { target: 'settling', actions: 'takeRecord' },
            // Offline: this device's copy is the last one it knew, and its unsent answers wait for the network.
            onError: { target: 'settling', actions: assign({ needsRecord: false }) },
          },
          on: {
            ...keepEditing,
          },
        },
        settling: {
          always: [
            { guard: and(['isLeaving', not('hasUnsavedChanges')]), target: 'saved', actions: [assign({ leaving: false }), emit({ type: 'logout.ready' as const })] },
            { guard: and(['isLeaving', 'hasUnsavedChanges']), target: 'saving' },
            { guard: 'hasUnsavedChanges', target: 'dirty' },
            { target: 'saved' },
          ],
        },
        saved: {
          on: {
            'answer.change': { target: 'dirty', actions: 'recordAnswer' },
            'budget.reset': { target: 'dirty', actions: 'resetBudget' },
            // Spec §4: with nothing to save, saving reports success without writing.
            'progress.save': { actions: 'reportNothingToSave' },
            'page.visible': { guard: 'hasClass', target: 'refreshing' },
            'record.check': { guard: 'hasClass', target: 'checking' },
          },
        },
        // Nothing waits to be sent: the versions alone say whether another device saved, and only then is the record fetched.
        checking: {
          invoke: {
            src: 'loadVersions',
            input: ({ context }) => ({ userId: context.userId!, idToken: context.idToken!, classCode: context.classCode! }),
            onDone: [{ guard: 'isServerNewer', target: 'refreshing' }, { target: 'settling' }],
            onError: { target: 'settling' },
          },
          on: {
            ...keepEditing,
            // An edit made meanwhile is sent when it would have been from `dirty`; its save's reply brings the record.
            'progress.save': [{ guard: 'hasUnsavedChanges', target: 'saving' }, { actions: 'reportNothingToSave' }],
            'activity.leave': { guard: 'hasUnsavedChanges', target: 'saving', actions: assign({ notices: [] }) },
            'page.hidden': { guard: 'hasUnsavedChanges', target: 'saving' },
          },
        },
        dirty: {
          after: { saveDebounce: 'saving' },
          on: {
            'answer.change': { target: 'dirty', reenter: true, actions: 'recordAnswer' },
            'budget.reset': { target: 'dirty', reenter: true, actions: 'resetBudget' },
            'progress.save': 'saving',
            'activity.leave': { target: 'saving', actions: assign({ notices: [] }) },
            'page.hidden': 'saving',
          },
        },
        saving: {
          entry: 'prepareSave',
          invoke: {
            src: 'saveAnswers',
            input: ({ context }) => ({
              userId: context.userId!,
              idToken: context.idToken!,
              classCode: context.classCode!,
              changes: context.inFlight!,
              idempotencyKey: context.pendingKey!,
            }),
            onDone: { target: 'settling', actions: ['takeSaved', 'announceSaved'] },
            onError: [
              // Another device got there first: the newer edit of each activity wins, and the rest is sent again.
              { guard: 'isConflict', target: 'settling', actions: 'takeConflicts' },
              { guard: 'isLeaving', target: 'unsent', actions: 'noteFailure' },
              { guard: 'isSessionExpired', target: 'awaitingLogin', actions: 'announceExpired' },
              { guard: 'isRefused', target: 'held', actions: 'noteFailure' },
              { target: 'retrying', actions: 'noteFailure' },
            ],
          },
          on: {
            ...keepEditing,
          },
        },
        retrying: {
          after: { retryBackoff: 'saving' },
          on: {
            ...keepEditing,
            'network.online': 'saving',
            'progress.save': 'saving',
            'activity.leave': { target: 'saving', actions: assign({ notices: [] }) },
            'page.hidden': 'saving',
            'page.visible': 'saving',
          },
        },
        // Refused for good (an archived class, say): the answers stay here until the next change or a return to the page.
        held: {
          on: {
            'answer.change': { target: 'dirty', actions: 'recordAnswer' },
            'budget.reset': { target: 'dirty', actions: 'resetBudget' },
            'progress.save': 'saving',
            'page.visible': 'saving',
          },
        },
        awaitingLogin: {
          on: {
            ...keepEditing,
            signedIn: { guard: and(['isSameSession', 'hasNewToken']), target: 'saving', actions: 'takeToken' },
          },
        },
        // Logout asked for, and the answers could not be sent: the pupil waits for the network or leaves them on this device.
        unsent: {
          on: {
            'logout.retry': 'saving',
            'network.online': 'saving',
            'logout.cancel': { target: 'retrying', actions: assign({ leaving: false }) },
            'logout.anyway': { actions: [keepUnsentAnswers, assign({ leaving: false }), emit({ type: 'logout.ready' as const })] },
          },
        },
        clearingRecord: {
          invoke: {
            src: 'clearClassRecord',
            input: ({ context }) => ({ userId: context.userId!, idToken: context.idToken!, classCode: context.classCode! }),
            onDone: {
              target: 'callingBackend',
              // Spec §4 Start over: stored responses become an empty object; every device that still holds an older answer gives way.
              actions: assign(({ event }) => ({
                ...withSync({ responses: {}, versions: Object.fromEntries(Object.entries(event.output.versions).map(([c, s]) => [c, s.version])), pending: {}, bases: {} }),
                inFlight: null,
                pendingKey: null,
              })),
            },
            onError: startOverFailed,
          },
        },
        callingBackend: {
          invoke: {
            src: 'backendStartOver',
            input: ({ context }) => ({ idToken: context.idToken!, classCode: context.classCode! }),
            onDone: { target: 'startedOver' },
            // The teacher sees no start-over until the backend has it; «Start på nytt» again finishes it (idempotent).
            onError: startOverFailed,
          },
        },
        startedOver: {
          // Spec §4 Start over: session 1 is then incomplete and 2–5 locked.
          always: {
            target: 'saved',
            actions: [
              assign({ attempt: 0, errorKey: null, notices: [] }),
              emit({ type: 'startOver.done' as const }),
            ],
          },
        },
      },
    },
  },
});
