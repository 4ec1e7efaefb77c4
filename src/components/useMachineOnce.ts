import { useState } from 'react';
import type { AnyActorLogic } from 'xstate';

/**
 * A machine with its implementations (`machine.provide(…)`), built on the first render only. `provide` builds every
 * state node of the machine anew, and useActorRef starts its actor from the first render's machine: written inline,
 * each render would build it again for nothing, five machines at every render of App. Only for implementations
 * that do not change between renders (module functions, refs, a stable navigate): the actor keeps the first ones.
 */
export function useMachineOnce<T extends AnyActorLogic>(build: () => T): T {
  return useState(build)[0];
}
