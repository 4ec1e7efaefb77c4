import { assign, emit, fromPromise, setup } from 'xstate';
import { isActivityComplete, type Responses } from '../src/domain/okt';
import type { Activity } from '../src/contracts/okt';

/** Spec §3: the objects the sessions fill, cleared by Start over. */
export interface ProgressObjects {
  job: unknown | null;
  creditPurchase: unknown | null;
  unexpectedExpense: unknown | null;
  insuranceTotal: number | null;
}

export interface ProgressContext extends ProgressObjects {
  userId: string | null;
  idToken: string | null;
  classCode: string | null;
  responses: Responses;
  /** Spec §3: set by every change, cleared only when the server has confirmed the newest one. */
  needsSave: boolean;
  /** Bumped on every change; the server has confirmed `savedRevision`. */
  revision: number;
  savedRevision: number;
  /** The idempotency key of the save in flight, reused by its retries so the server applies it once. */
  pendingKey: string | null;
  pendingRevision: number | null;
  attempt: number;
  lastResult: { success: true; message?: 'Saved' } | null;
  pdfResult: { success: true } | { success: false; message: 'Incomplete' } | null;
  errorKey: string | null;
}

export type ProgressEvent =
  | { type: 'session.start'; userId: string; idToken: string; classCode: string | null; serverResponses: Responses | unknown[] | null }
  | { type: 'token.update'; idToken: string }
  | { type: 'session.end' }
  | { type: 'answer.change'; code: string; value: unknown }
  | { type: 'object.set'; key: 'job' | 'creditPurchase' | 'unexpectedExpense'; value: unknown }
  | { type: 'insurance.set'; total: number | null }
  | { type: 'budget.reset' }
  | { type: 'progress.save' }
  | { type: 'activity.leave' }
  | { type: 'page.hidden' }
  | { type: 'network.online' }
  | { type: 'startOver.confirm' }
  | { type: 'pdf.request'; activities: Pick<Activity, 'activity_code' | 'component'>[] };

export interface ProgressInput {
  /** What this device kept (spec §3 user state), possibly with answers the server has not seen. */
  restored: ProgressObjects & { userId: string | null; classCode: string | null; responses: Responses; needsSave: boolean };
}

export interface SaveInput {
  userId: string;
  idToken: string;
  classCode: string;
  responses: Responses;
  idempotencyKey: string;
}

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

/** A class record is created with a list (spec §3); as answers it is the empty start, O1A empty. */
function responsesFrom(server: Responses | unknown[] | null): Responses {
  return server === null || Array.isArray(server) ? { O1A: '' } : server;
}

const OBJECT_OF: Record<string, keyof ProgressObjects> = { O1D: 'job', O3A: 'creditPurchase' };

const cleared: ProgressObjects = { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null };

const isExpired = (error: unknown) => {
  const e = (error ?? {}) as { status?: number | null; code?: string };
  return e.status === 401 || e.code === 'auth/id-token-expired';
};

/**
 * A pupil's answers (spec §3–§4): every change is kept on the device at once and saved a moment
 * later; a failed save is retried with backoff until the server confirms it, so a reload, a lost
 * network or an expired login loses nothing. Also Start over and the PDF gate.
 */
export const progressMachine = setup({
  types: {
    context: {} as ProgressContext,
    events: {} as ProgressEvent,
    input: {} as ProgressInput,
    emitted: {} as { type: 'session.expired' } | { type: 'startOver.done' },
  },
  actors: {
    saveResponses: fromPromise<{ lastUpdated: number }, SaveInput>(async () => {
      throw new Error('saveResponses is provided at the composition root');
    }),
    clearClassRecord: fromPromise<void, { userId: string; idToken: string; classCode: string }>(async () => {
      throw new Error('clearClassRecord is provided at the composition root');
    }),
    backendStartOver: fromPromise<void, { idToken: string; classCode: string }>(async () => {
      throw new Error('backendStartOver is provided at the composition root');
    }),
  },
  actions: {
    recordAnswer: assign(({ context, event }) => {
      const { code, value } = event as Extract<ProgressEvent, { type: 'answer.change' }>;
      const objectKey = OBJECT_OF[code];
      // Spec §4: changing the job (or credit purchase) answer clears its stored object if the id differs.
      const clearObject = objectKey && context.responses[code] !== value ? { [objectKey]: null } : {};
      return { ...clearObject, responses: { ...context.responses, [code]: value }, needsSave: true, revision: context.revision + 1 };
    }),
    resetBudget: assign(({ context }) => ({ responses: { ...context.responses, O2E: null }, needsSave: true, revision: context.revision + 1 })),
    setObject: assign(({ event }) => {
      const { key, value } = event as Extract<ProgressEvent, { type: 'object.set' }>;
      return { [key]: value };
    }),
    setInsurance: assign({ insuranceTotal: ({ event }) => (event as Extract<ProgressEvent, { type: 'insurance.set' }>).total }),
    reportNothingToSave: assign({ lastResult: { success: true } }),
    checkPdf: assign({
      pdfResult: ({ context, event }) => {
        const { activities } = event as Extract<ProgressEvent, { type: 'pdf.request' }>;
        // Spec §4: PDF data only when every activity is complete.
        return activities.length > 0 && activities.every((activity) => isActivityComplete(activity, context.responses))
          ? ({ success: true } as const)
          : ({ success: false, message: 'Incomplete' } as const);
      },
    }),
  },
  guards: {
    hasUnsavedChanges: ({ context }) => context.needsSave,
    isSessionExpired: ({ event }) => isExpired((event as { error?: unknown }).error),
    hasClass: ({ context }) => context.classCode !== null,
  },
  delays: {
    saveDebounce: SAVE_DEBOUNCE_MS,
    retryBackoff: ({ context }) => retryDelay(context.attempt),
  },
}).createMachine({
  id: 'progress',
  context: ({ input }) => ({
    userId: input.restored.userId,
    idToken: null,
    classCode: input.restored.classCode,
    responses: input.restored.responses,
    needsSave: input.restored.needsSave,
    revision: input.restored.needsSave ? 1 : 0,
    savedRevision: 0,
    pendingKey: null,
    pendingRevision: null,
    attempt: 0,
    job: input.restored.job,
    creditPurchase: input.restored.creditPurchase,
    unexpectedExpense: input.restored.unexpectedExpense,
    insuranceTotal: input.restored.insuranceTotal,
    lastResult: null,
    pdfResult: null,
    errorKey: null,
  }),
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'session.start': {
          target: 'active',
          actions: assign(({ context, event }) => {
            const sameClass = context.userId === event.userId && context.classCode === event.classCode;
            // Answers this device has not saved yet win over the server's copy: they are newer. After a
            // reload there is no server copy in hand, and this device's copy is the last one it knew.
            const keepLocal = sameClass && (context.needsSave || event.serverResponses === null);
            return {
              userId: event.userId,
              idToken: event.idToken,
              classCode: event.classCode,
              ...(keepLocal
                ? {}
                : { responses: responsesFrom(event.serverResponses), needsSave: false, revision: 0, ...(sameClass ? {} : cleared) }),
              savedRevision: 0,
              pendingKey: null,
              pendingRevision: null,
              attempt: 0,
            };
          }),
        },
      },
    },

    active: {
      initial: 'settling',
      on: {
        'session.end': { target: 'inactive', actions: assign({ idToken: null, userId: null, classCode: null, responses: { O1A: '' }, needsSave: false, ...cleared }) },
        'token.update': { actions: assign({ idToken: ({ event }) => event.idToken }) },
        'object.set': { actions: 'setObject' },
        'insurance.set': { actions: 'setInsurance' },
        'pdf.request': { actions: 'checkPdf' },
        'startOver.confirm': { guard: 'hasClass', target: '.clearingRecord' },
      },
      states: {
        settling: {
          always: [{ guard: 'hasUnsavedChanges', target: 'dirty' }, { target: 'saved' }],
        },
        saved: {
          on: {
            'answer.change': { target: 'dirty', actions: 'recordAnswer' },
            'budget.reset': { target: 'dirty', actions: 'resetBudget' },
            // Spec §4: with nothing to save, saving reports success without writing.
            'progress.save': { actions: 'reportNothingToSave' },
          },
        },
        dirty: {
          after: { saveDebounce: 'saving' },
          on: {
            'answer.change': { target: 'dirty', reenter: true, actions: 'recordAnswer' },
            'budget.reset': { target: 'dirty', reenter: true, actions: 'resetBudget' },
            'progress.save': 'saving',
            'activity.leave': 'saving',
            'page.hidden': 'saving',
          },
        },
        saving: {
          entry: assign(({ context }) =>
            context.pendingRevision === context.revision && context.pendingKey
              ? {}
              : { pendingKey: newIdempotencyKey(), pendingRevision: context.revision },
          ),
          invoke: {
            src: 'saveResponses',
            input: ({ context }) => ({
              userId: context.userId!,
              idToken: context.idToken!,
              classCode: context.classCode!,
              responses: context.responses,
              idempotencyKey: context.pendingKey!,
            }),
            onDone: {
              target: 'settling',
              actions: assign(({ context }) => ({
                savedRevision: context.pendingRevision!,
                // A change made while the save was under way still needs saving.
                needsSave: context.revision !== context.pendingRevision,
                pendingKey: null,
                pendingRevision: null,
                attempt: 0,
                errorKey: null,
                lastResult: { success: true, message: 'Saved' } as const,
              })),
            },
            onError: [
              { guard: 'isSessionExpired', target: 'awaitingLogin', actions: emit({ type: 'session.expired' as const }) },
              {
                target: 'retrying',
                actions: assign({
                  attempt: ({ context }) => context.attempt + 1,
                  errorKey: ({ event }) => (event.error as { messageKey?: string }).messageKey ?? 'txt_error_default',
                }),
              },
            ],
          },
          on: {
            'answer.change': { actions: 'recordAnswer' },
            'budget.reset': { actions: 'resetBudget' },
          },
        },
        retrying: {
          after: { retryBackoff: 'saving' },
          on: {
            'answer.change': { actions: 'recordAnswer' },
            'budget.reset': { actions: 'resetBudget' },
            'network.online': 'saving',
            'progress.save': 'saving',
            'activity.leave': 'saving',
            'page.hidden': 'saving',
          },
        },
        awaitingLogin: {
          on: {
            'answer.change': { actions: 'recordAnswer' },
            'budget.reset': { actions: 'resetBudget' },
            'token.update': { target: 'saving', actions: assign({ idToken: ({ event }) => event.idToken }) },
          },
        },
        clearingRecord: {
          invoke: {
            src: 'clearClassRecord',
            input: ({ context }) => ({ userId: context.userId!, idToken: context.idToken!, classCode: context.classCode! }),
            onDone: 'callingBackend',
            onError: { target: 'saved', actions: assign({ errorKey: ({ event }) => (event.error as { messageKey?: string }).messageKey ?? 'txt_error_default' }) },
          },
        },
        callingBackend: {
          invoke: {
            src: 'backendStartOver',
            input: ({ context }) => ({ idToken: context.idToken!, classCode: context.classCode! }),
            onDone: { target: 'startedOver' },
            onError: { target: 'startedOver' },
          },
        },
        startedOver: {
          // Spec §4 Start over: the objects and responses are cleared; session 1 is then incomplete and 2–5 locked.
          always: {
            target: 'saved',
            actions: [
              assign({ responses: {}, needsSave: false, pendingKey: null, pendingRevision: null, attempt: 0, errorKey: null, pdfResult: null, ...cleared }),
              emit({ type: 'startOver.done' as const }),
            ],
          },
        },
      },
    },
  },
});
