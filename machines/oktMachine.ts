import { type ActorSystem, and, assign, emit, enqueueActions, type EventObject, fromCallback, fromPromise, or, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import type { OktContent } from '../src/contracts/okt';
import { type ClassAccess, checkOktAccess, deriveSections, furthestOpenOkt, type OktSection, type Responses, resumeActivity } from '../src/domain/okt';
import type { ClassPace, PaceSpot } from '../src/contracts/pace';
import { isBeyondHold, NO_PACE, pacePath, sendToDue } from '../src/domain/pace';
import { providedAtRoot } from './providedAtRoot';
import { messageKeyOf } from './requestFailure';

export interface OktContext {
  lang: Lang | null;
  classCode: string | null;
  canAdmin: boolean;
  content: OktContent[];
  classAccess: ClassAccess;
  responses: Responses;
  sections: OktSection[];
  /** Why the pupil was turned away from a session (spec §5 message), shown where they landed. */
  refusal: { okt: number; message: string; landedOn: number } | null;
  /** The session page the pupil is on, so a session the teacher closes sends them on at once. */
  current: { okt: number; part: string } | null;
  errorKey: string | null;
  /** The class access is this device's copy from last time: asked again at once; trusted to open a page, never to close one. */
  accessFromDevice: boolean;
  /** The class's pace (docs/decisions/pace.md): where the teacher holds it, and the last «send alle hit». */
  pace: ClassPace;
  /** The page past the hold the pupil asked for: they wait at the held one until the class is let go. */
  paceWait: PaceSpot | null;
  /** The page the pupil opened before the class's pace was known from the server: checked against the hold once it is. */
  arrival: PaceSpot | null;
  /** The last «send alle hit» this device followed (its server time), so a reload does not send the pupil again. */
  followedSendTo: number | null;
}

export type OktEvent =
  | { type: 'content.load'; lang: Lang; classCode: string | null; canAdmin: boolean; responses: Responses }
  | { type: 'responses.update'; responses: Responses }
  | { type: 'route.okt'; okt: number; part: string }
  | { type: 'route.leave' }
  | { type: 'page.visible' }
  | { type: 'page.hidden' }
  /** Logout or session expiry: nothing of this pupil's class stays for the next one (shared Chromebooks). */
  | { type: 'session.end' }
  | { type: 'refusal.dismiss' }
  | { type: 'content.retry' }
  /** The class's state changed where the profile can tell at once (Firebase's classState document). */
  | { type: 'class.changed' };

/** Spec §3's class data, with the class's pace and the last «send alle hit» this device followed. */
export type ClassAccessResult = { success?: boolean; data?: ClassAccess; message?: string; fromDevice?: true; pace?: ClassPace; followedSendTo?: number | null };

/** A teacher's unlock reaches every pupil within 10 s (docs/decisions/live-class-state.md). */
export const CLASS_POLL_MS = 5_000;

const EMPTY: OktContext = {
  lang: null,
  classCode: null,
  canAdmin: false,
  content: [],
  classAccess: {},
  responses: {},
  sections: [],
  refusal: null,
  current: null,
  errorKey: null,
  accessFromDevice: false,
  pace: NO_PACE,
  paceWait: null,
  arrival: null,
  followedSendTo: null,
};

/** Where a pupil turned away from `okt` lands: the furthest open session, where they left off. */
const refusalFor = (context: OktContext, okt: number) => ({ okt, message: 'Previous okt is not complete.', landedOn: furthestOpenOkt(context.sections) });
const furthestPath = (context: OktContext) => {
  const furthest = context.sections.find((s) => s.id === furthestOpenOkt(context.sections))!;
  return { to: `/okt/${furthest.id}/${resumeActivity(furthest, context.responses)}` };
};

/** The pace an answer brings (none when the class is gone), and the newest «send alle hit» this device followed. */
const withPace = (context: OktContext, output: ClassAccessResult): Partial<OktContext> => {
  const pace = output.success === true ? (output.pace ?? NO_PACE) : NO_PACE;
  const followed = Math.max(context.followedSendTo ?? 0, output.followedSendTo ?? 0);
  // The same pace keeps its object, so a poll that brings nothing new draws nothing again.
  return { pace: JSON.stringify(pace) === JSON.stringify(context.pace) ? context.pace : pace, followedSendTo: followed || null };
};
const withAccess = (context: OktContext, output: ClassAccessResult): Partial<OktContext> => ({
  ...withSections(context, { classAccess: output.success === true ? (output.data ?? {}) : {} }),
  ...withPace(context, output),
});
/** The held activity is what a pupil of the class may not pass; a teacher trying the class is never held. */
const heldFor = (context: OktContext) => (context.canAdmin ? null : context.pace.hold);

const withSections = (context: OktContext, patch: Partial<OktContext>): Partial<OktContext> => {
  const next = { ...context, ...patch };
  return { ...patch, sections: deriveSections(next.content, next.responses, next.classAccess, next.canAdmin, context.sections) };
};

/** The five sessions (spec §3–§5): which are open and complete; a teacher's unlock reaches pupils only through the class's access. */
export const oktMachine = setup({
  types: {
    context: {} as OktContext,
    events: {} as OktEvent,
    /** `class.polled`: the timed look at the class's state; the pupil's answers are checked with it (progressMachine's record.check). */
    emitted: {} as { type: 'class.polled' },
  },
  actors: {
    fetchOktContent: fromPromise<OktContent[], { lang: Lang }>(providedAtRoot),
    /** `fresh`: the class changed, no cached answer will do; `deviceCopy`: last time's copy will do for now (`fromDevice`). */
    fetchClassAccess: fromPromise<ClassAccessResult, { lang: Lang; classCode: string | null; fresh?: boolean; deviceCopy?: boolean }>(providedAtRoot),
    /** Sends `class.changed` whenever the class's state changes, where the profile can push it; by default nothing (polling finds it). */
    watchClass: fromCallback<EventObject, { classCode: string }>(() => () => {}),
  },
  actions: {
    /** Sends the pupil to a URL below /{lang} (replace: a refused URL should not stay in history). */
    navigate: (_, _params: { to: string }) => {},
    /** Keeps on the device that this «send alle hit» was followed, so a reload does not follow it again. */
    rememberSendTo: (_, _params: { classCode: string; at: number }) => {},
    /** The class was let go: answers held back past the hold are sent now (the progress machine, systemId `progress`). */
    sendHeldAnswers: enqueueActions(({ system, enqueue }) => {
      const progress = (system as ActorSystem<any>).get('progress');
      if (progress) enqueue.sendTo(progress, { type: 'progress.save' });
    }),
    takeLoad: assign(({ event }) => {
      const { lang, classCode, canAdmin, responses } = event as Extract<OktEvent, { type: 'content.load' }>;
      return { lang, classCode, canAdmin, responses };
    }),
  },
  guards: {
    isPastHold: ({ context, event }) => event.type === 'route.okt' && isBeyondHold(context.content, heldFor(context), event.okt, event.part),
    /** A «send alle hit» this device has not followed, known from the server (never from the device's copy). */
    isSendToDue: ({ context }) => context.classCode !== null && !context.canAdmin && !context.accessFromDevice && sendToDue(context.pace.sendTo, context.followedSendTo),
    isArrivalPastHold: ({ context }) =>
      context.arrival !== null && !context.accessFromDevice && isBeyondHold(context.content, heldFor(context), context.arrival.okt, context.arrival.activity),
    isWaitOver: ({ context }) => context.paceWait !== null && !isBeyondHold(context.content, heldFor(context), context.paceWait.okt, context.paceWait.activity),
    needsContent: ({ context, event }) => event.type === 'content.load' && (context.content.length === 0 || context.lang !== event.lang),
    isSessionOpen: ({ context, event }) => event.type === 'route.okt' && checkOktAccess(context.sections, event.okt).success,
    hasClassCode: ({ context }) => context.classCode !== null,
    accessFromDevice: ({ context }) => context.accessFromDevice,
    isCurrentClosed: ({ context }) => context.current !== null && !checkOktAccess(context.sections, context.current.okt).success,
  },
  delays: { classPoll: CLASS_POLL_MS },
}).createMachine({
  id: 'okt',
  context: EMPTY,
  initial: 'idle',
  on: {
    'responses.update': { actions: assign(({ context, event }) => withSections(context, { responses: event.responses })) },
    'refusal.dismiss': { actions: assign({ refusal: null }) },
    'route.leave': { actions: assign({ current: null, paceWait: null, arrival: null }) },
    // A session page shown before the sessions are known is checked once they are (ready.checkingCurrent).
    'route.okt': { actions: assign({ current: ({ event }) => ({ okt: event.okt, part: event.part }), arrival: ({ event }) => ({ okt: event.okt, activity: event.part }) }) },
    'session.end': { target: '.idle', actions: assign(EMPTY) },
  },
  states: {
    idle: {
      on: {
        'content.load': { guard: 'needsContent', target: 'loading', actions: 'takeLoad' },
      },
    },
    // Spec §4 "App content load": content and class access side by side; completion is worked out from what has arrived.
    loading: {
      type: 'parallel',
      onDone: { target: 'ready.checkingCurrent', actions: assign({ errorKey: null }) },
      states: {
        content: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                src: 'fetchOktContent',
                input: ({ context }) => ({ lang: context.lang! }),
                onDone: { target: 'done', actions: assign(({ context, event }) => withSections(context, { content: event.output })) },
                onError: { target: '#okt.failed', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
              },
            },
            done: { type: 'final' },
          },
        },
        access: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                src: 'fetchClassAccess',
                input: ({ context }) => ({ lang: context.lang!, classCode: context.classCode, deviceCopy: true }),
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => ({ ...withAccess(context, event.output), accessFromDevice: event.output.fromDevice === true })),
                },
                // Without the class data the sessions still open by completion; the teacher's unlocks come next time.
                onError: { target: 'done', actions: assign(({ context }) => withSections(context, { classAccess: {} })) },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    failed: {
      on: { 'content.retry': 'loading' },
    },
    ready: {
      initial: 'watching',
      // Where the profile pushes the class's state (Firebase), a teacher's change is asked about at once, not at the next poll.
      invoke: { src: 'watchClass', input: ({ context }) => ({ classCode: context.classCode ?? '' }) },
      states: {
        watching: {
          // The page opened while loading has had its check against the server's pace.
          entry: assign({ arrival: ({ context }) => (context.accessFromDevice ? context.arrival : null) }),
          always: { guard: 'accessFromDevice', target: 'refreshingAccess' },
          // Another device's saves reach the page on the same beat as the teacher's changes (a page shown again fetches them anyway).
          after: { classPoll: { guard: 'hasClassCode', target: 'refreshingAccess', actions: emit({ type: 'class.polled' as const }) } },
          on: {
            'page.visible': { guard: 'hasClassCode', target: 'refreshingAccess' },
            'class.changed': { guard: 'hasClassCode', target: 'refreshingAccess' },
            'page.hidden': 'paused',
          },
        },
        // A hidden tab costs the server nothing; coming back asks at once.
        paused: {
          on: { 'page.visible': [{ guard: 'hasClassCode', target: 'refreshingAccess' }, { target: 'watching' }] },
        },
        refreshingAccess: {
          // Answered or not (offline, the device's copy is the last one known), the copy has had its check.
          exit: assign({ accessFromDevice: false }),
          // A teacher's change told while a look is on its way may be newer than what that look brings: ask again.
          on: { 'class.changed': { target: 'refreshingAccess', reenter: true } },
          invoke: {
            src: 'fetchClassAccess',
            input: ({ context, event }) => ({ lang: context.lang!, classCode: context.classCode, fresh: event.type === 'class.changed' }),
            onDone: [
              {
                guard: ({ event }) => event.output.success === true || event.output.success === false,
                target: 'checkingCurrent',
                actions: [
                  // Let go (or held further on): what was held back past the old hold is sent.
                  enqueueActions(({ context, event, enqueue }) => {
                    const hold = withPace(context, event.output).pace?.hold ?? null;
                    if (context.pace.hold && (hold?.okt !== context.pace.hold.okt || hold?.activity !== context.pace.hold.activity)) enqueue('sendHeldAnswers');
                  }),
                  assign(({ context, event }) => withAccess(context, event.output)),
                ],
              },
              { target: 'watching' },
            ],
            // A failed look (no network) changes nothing: what the pupil has open stays open.
            onError: { target: 'watching' },
          },
        },
        checkingCurrent: {
          always: [
            // «Send alle hit»: once per press on this device, wherever the pupil is.
            {
              guard: 'isSendToDue',
              target: 'watching',
              actions: [
                assign(({ context }) => ({ followedSendTo: context.pace.sendTo!.at, paceWait: null, refusal: null })),
                { type: 'rememberSendTo', params: ({ context }) => ({ classCode: context.classCode!, at: context.pace.sendTo!.at }) },
                { type: 'navigate', params: ({ context }) => ({ to: pacePath(context.pace.sendTo!) }) },
              ],
            },
            // Opened past the held activity (a link, a reload): the pupil waits at the held one.
            {
              guard: 'isArrivalPastHold',
              target: 'watching',
              actions: [
                assign(({ context }) => ({ paceWait: context.arrival, current: { okt: context.pace.hold!.okt, part: context.pace.hold!.activity } })),
                { type: 'navigate', params: ({ context }) => ({ to: pacePath(context.pace.hold!) }) },
              ],
            },
            {
              guard: 'isWaitOver',
              target: 'watching',
              actions: [{ type: 'navigate', params: ({ context }) => ({ to: pacePath(context.paceWait!) }) }, assign({ paceWait: null })],
            },
            // The device's copy may be older than the teacher's unlock: only the server's answer closes a page.
            { guard: and(['isCurrentClosed', 'accessFromDevice']), target: 'refreshingAccess' },
            {
              guard: 'isCurrentClosed',
              target: 'watching',
              actions: [assign(({ context }) => ({ refusal: refusalFor(context, context.current!.okt) })), { type: 'navigate', params: ({ context }) => furthestPath(context) }],
            },
            { target: 'watching' },
          ],
        },
      },
      on: {
        'content.load': [
          { guard: 'needsContent', target: 'loading', actions: 'takeLoad' },
          { actions: assign(({ context, event }) => withSections(context, { classCode: event.classCode, canAdmin: event.canAdmin, responses: event.responses })) },
        ],
        'route.okt': [
          // Past the activity the teacher holds the class at («Neste», a link, a typed address): the pupil waits there.
          {
            guard: 'isPastHold',
            actions: [
              assign(({ context, event }) => ({ paceWait: { okt: event.okt, activity: event.part }, refusal: null, current: { okt: context.pace.hold!.okt, part: context.pace.hold!.activity } })),
              { type: 'navigate', params: ({ context }) => ({ to: pacePath(context.pace.hold!) }) },
            ],
          },
          {
            guard: or(['isSessionOpen', 'accessFromDevice']),
            // The reason stays while the pupil is in the session they were sent to; the wait while they are at the held activity.
            actions: assign({
              refusal: ({ context, event }) => (context.refusal?.landedOn === event.okt ? context.refusal : null),
              current: ({ event }) => ({ okt: event.okt, part: event.part }),
              paceWait: ({ context, event }) => (context.pace.hold?.okt === event.okt && context.pace.hold.activity === event.part ? context.paceWait : null),
              arrival: null,
            }),
          },
          {
            actions: [assign(({ context, event }) => ({ refusal: refusalFor(context, event.okt), current: null })), { type: 'navigate', params: ({ context }) => furthestPath(context) }],
          },
        ],
      },
    },
  },
});
