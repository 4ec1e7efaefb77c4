import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { activityPageMachine } from '../../machines/activityPageMachine';
import type { adminMachine } from '../../machines/adminMachine';
import type { appMachine } from '../../machines/appMachine';
import type { authMachine } from '../../machines/authMachine';
import type { contentPageMachine } from '../../machines/contentPageMachine';
import type { myDataMachine } from '../../machines/myDataMachine';
import type { oktMachine } from '../../machines/oktMachine';
import type { pageContentMachine } from '../../machines/pageContentMachine';
import type { progressMachine } from '../../machines/progressMachine';
import type { routeMachine } from '../../machines/routeMachine';
import type { startPageMachine } from '../../machines/startPageMachine';
import type { storyMachine } from '../../machines/storyMachine';

/** The concern machines of the app's actor system, by their systemId (machines/appMachine.ts). */
export interface SystemActors {
  auth: ActorRefFrom<typeof authMachine>;
  progress: ActorRefFrom<typeof progressMachine>;
  story: ActorRefFrom<typeof storyMachine>;
  okt: ActorRefFrom<typeof oktMachine>;
  route: ActorRefFrom<typeof routeMachine>;
}

export type SessionActors = Pick<SystemActors, 'okt' | 'progress' | 'story'>;

/** The machines the app machine runs while their page is shown, by their systemId. */
export interface PageActors {
  myData: ActorRefFrom<typeof myDataMachine>;
  admin: ActorRefFrom<typeof adminMachine>;
  activity: ActorRefFrom<typeof activityPageMachine>;
  pageContent: ActorRefFrom<typeof pageContentMachine>;
  startPage: ActorRefFrom<typeof startPageMachine>;
}

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** The app's one actor system (its app machine), created once outside React (src/app/system.ts). */
export const SystemContext = createContext<AppActorRef | null>(null);

export function useAuthActor(): SystemActors['auth'] {
  const auth = useContext(SystemContext)?.system.get('auth') as SystemActors['auth'] | undefined;
  if (!auth) throw new Error('useAuthActor needs the SystemContext provider (App.tsx)');
  return auth;
}

/** The session machines where there is a system (the app), or null (a view drawn on its own). */
export function useOptionalSessionActors(): SessionActors | null {
  const system = useContext(SystemContext)?.system;
  return system ? ({ okt: system.get('okt'), progress: system.get('progress'), story: system.get('story') } as SessionActors) : null;
}

export function useSessionActors(): SessionActors {
  const actors = useOptionalSessionActors();
  if (!actors) throw new Error('useSessionActors needs the SystemContext provider (App.tsx)');
  return actors;
}

/** The machine of the page shown, once the app machine has started it (null before). */
export function usePageActor<K extends keyof PageActors>(id: K): PageActors[K] | null {
  const app = useContext(SystemContext);
  if (!app) throw new Error('usePageActor needs the SystemContext provider (App.tsx)');
  return useSelector(app, (s) => (s.children as Record<string, unknown>)[id] as PageActors[K] | undefined) ?? null;
}

/** A page machine's child by its id, once the page machine has started it (null before and after). */
export function useChildActor<T extends AnyActorRef>(parent: AnyActorRef, id: string): T | null {
  return useSelector(parent, (s: { children: Record<string, T | undefined> }) => s.children[id]) ?? null;
}

/** What `select` reads from an actor that may not run yet (a page machine still loading): `fallback` until it does. */
export function useSelectorOf<A extends AnyActorRef, T>(actor: A | null, select: (snapshot: SnapshotFrom<A>) => T, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot() as SnapshotFrom<A>) : fallback);
  return useSyncExternalStore(subscribe, read, read);
}

/** A child of the shown page's machine, by its id (the PDF panel's `pdf`); null where none runs. */
export function useShownPageChild<T extends AnyActorRef>(id: string): T | null {
  const app = useContext(SystemContext);
  const page = useSelectorOf(app, (s) => (s.context.page ? ((s.children as Record<string, AnyActorRef | undefined>)[s.context.page] ?? null) : null), null);
  return useSelectorOf(page, (s: { children: Record<string, T | undefined> }) => s.children[id] ?? null, null);
}

/** The loader of the document the page shown asks for (the `content` child of `pageContent`, machines/pageContentMachine.ts); null until it runs. */
export function usePageContent(): ActorRefFrom<typeof contentPageMachine> | null {
  const page = usePageActor('pageContent');
  return useSelectorOf(page, (s) => (s.children.content as ActorRefFrom<typeof contentPageMachine> | undefined) ?? null, null);
}
