import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { classProgressMachine } from '../../../machines/classProgressMachine';
import { classProgressActors } from '../../services/adminActors';
import { useMachineOnce } from '../../components/useMachineOnce';

const pageVisible = () => document.visibilityState !== 'hidden';

/**
 * The class's figures for the class view and the session page: counted when the page opens a class, and
 * again by the machine's own timer while the page is in view (paused while the browser shows another tab).
 */
export function useLiveClassProgress(apiToken: () => string | null, report: (error: unknown) => void, classCode: string | null) {
  // Built once (useMachineOnce): the token and the report read the auth actor, whatever render made them.
  const logic = useMachineOnce(() => classProgressMachine.provide({ actors: classProgressActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } }));
  const progress = useActorRef(logic);
  useEffect(() => {
    if (!classCode) return;
    progress.send({ type: 'page.visibility', visible: pageVisible() });
    progress.send({ type: 'progress.open', classCode });
    const visibility = () => progress.send({ type: 'page.visibility', visible: pageVisible() });
    document.addEventListener('visibilitychange', visibility);
    return () => document.removeEventListener('visibilitychange', visibility);
  }, [progress, classCode]);
  return progress;
}
