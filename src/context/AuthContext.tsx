import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/authMachine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/** The composition root's auth actor, for the route containers that send it events. */
export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs the AuthActorContext provider (App.tsx)');
  return actor;
}
