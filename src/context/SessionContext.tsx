import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { oktMachine } from '../../machines/oktMachine';
import type { progressMachine } from '../../machines/progressMachine';
import type { storyMachine } from '../../machines/storyMachine';

export interface SessionActors {
  okt: ActorRefFrom<typeof oktMachine>;
  progress: ActorRefFrom<typeof progressMachine>;
  story: ActorRefFrom<typeof storyMachine>;
}

/** The composition root's session actors, for the session screens' containers. */
export const SessionActorsContext = createContext<SessionActors | null>(null);

export function useSessionActors(): SessionActors {
  const actors = useContext(SessionActorsContext);
  if (!actors) throw new Error('useSessionActors needs the SessionActorsContext provider (App.tsx)');
  return actors;
}
