import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import type { Responses } from '../src/domain/okt';
import { missingContent, NO_OBJECTS, NO_STORY_CONTENT, type StoryContent, type StoryNeeds, type StoryObjects, storyNeeds, storyObjectsFrom } from '../src/domain/story';
import { providedAtRoot } from './providedAtRoot';

export interface StoryContext {
  lang: Lang | null;
  responses: Responses;
  content: StoryContent;
  objects: StoryObjects;
  fetching: StoryNeeds | null;
  /** The story has been told once since sign-in: later fetches happen behind the pupil's back. */
  settled: boolean;
}

export type StoryEvent = { type: 'story.update'; lang: Lang; responses: Responses } | { type: 'session.end' };

export interface StoryInput {
  /** The objects this device kept (spec §3 user state): shown until the content is here, e.g. offline. */
  held: StoryObjects;
}

export const STORY_RETRY_MS = 15_000;

const derive = (context: StoryContext, patch: Partial<StoryContext>) => {
  const next = { ...context, ...patch };
  return { ...patch, objects: storyObjectsFrom(next.responses, next.content, context.objects) };
};

/** The pupil's story (job, purchase, drawn expense, insurance total), rebuilt from answers and content; kept while offline. */
export const storyMachine = setup({
  types: {
    context: {} as StoryContext,
    events: {} as StoryEvent,
    input: {} as StoryInput,
  },
  actors: {
    fetchStoryContent: fromPromise<Partial<StoryContent>, { lang: Lang; needs: StoryNeeds }>(providedAtRoot),
  },
  guards: {
    lacksContent: ({ context }) => context.lang !== null && missingContent(storyNeeds(context.responses), context.content) !== null,
  },
  delays: { retry: STORY_RETRY_MS },
}).createMachine({
  id: 'story',
  context: ({ input }) => ({ lang: null, responses: {}, content: NO_STORY_CONTENT, objects: input.held, fetching: null, settled: false }),
  initial: 'idle',
  on: {
    'story.update': {
      target: '.checking',
      // Content in another language is of no use: the story is told again in the new one.
      actions: assign(({ context, event }) =>
        derive(context, { lang: event.lang, responses: event.responses, ...(context.lang !== event.lang ? { content: NO_STORY_CONTENT } : {}) }),
      ),
    },
    'session.end': { target: '.idle', actions: assign({ lang: null, responses: {}, content: NO_STORY_CONTENT, objects: NO_OBJECTS, fetching: null, settled: false }) },
  },
  states: {
    idle: {},
    checking: {
      always: [{ guard: 'lacksContent', target: 'fetching' }, { target: 'ready' }],
    },
    fetching: {
      entry: assign(({ context }) => ({ fetching: missingContent(storyNeeds(context.responses), context.content) })),
      invoke: {
        src: 'fetchStoryContent',
        input: ({ context }) => ({ lang: context.lang!, needs: context.fetching! }),
        onDone: { target: 'checking', actions: assign(({ context, event }) => derive(context, { content: { ...context.content, ...event.output }, fetching: null })) },
        onError: { target: 'offline', actions: assign({ fetching: null }) },
      },
      on: {
        // The answers moved on meanwhile: the objects follow at once; what is still missing is fetched after this.
        'story.update': {
          guard: ({ context, event }) => context.lang === event.lang,
          actions: assign(({ context, event }) => derive(context, { responses: event.responses })),
        },
      },
    },
    ready: { entry: assign({ settled: true }) },
    // Without the network the held objects stand, and the pupil goes on with them.
    offline: {
      entry: assign({ settled: true }),
      after: { retry: 'checking' },
    },
  },
});
