import { useEffect, useState } from 'react';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, createActor } from 'xstate';
import { inTurn } from '../services/inTurn';

/**
 * @xstate/react's useActorRef, except that the actor starts in a task of its own after the commit (services/inTurn.ts),
 * not in React's passive effects. useActorRef starts every actor of a page in one flush of effects, each start's first
 * snapshots then redraw their readers in the same task: App's five actors made one task of 40–55 ms on a session
 * page's load (issue 20). Events sent before the start wait in the actor's mailbox, as XState keeps them. The logic
 * must not change between renders (useMachineOnce). StrictMode's trial unmount comes before the turn, so it only drops
 * the start; a real unmount stops the actor.
 */
export function useActorInTurn<T extends AnyActorLogic>(logic: T, options?: ActorOptions<T>): ActorRefFrom<T> {
  const [actor] = useState(() => createActor(logic, options));
  useEffect(() => {
    let started = false;
    const drop = inTurn(() => {
      started = true;
      actor.start();
    });
    return () => {
      drop();
      if (started) actor.stop();
    };
  }, [actor]);
  return actor as ActorRefFrom<T>;
}
