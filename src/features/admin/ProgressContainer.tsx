import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { removePupilMachine } from '../../../machines/removePupilMachine';
import { temporaryPasswordMachine } from '../../../machines/temporaryPasswordMachine';
import { pupilRowMachine } from '../../../machines/pupilRowMachine';
import { pupilRowActors, removePupilActors, temporaryPasswordActors } from '../../services/adminActors';
import { useSessionActors } from '../../context/SessionContext';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type ClassesView, sameView, selectProgressView, selectPupilRowView, selectRemovePupilView, selectTemporaryView } from './adminView';
import type { PupilRowActions } from './PupilTable';
import { ProgressPart } from './ProgressPart';
import { useLiveClassProgress } from './useLiveClassProgress';
import { usePageCopy } from '../../context/PageCopyContext';
import { useMachineOnce } from '../../components/useMachineOnce';

export interface ProgressContainerProps {
  lang: Lang;
  /** The page's address with its query, which this device's copy of it is kept under. */
  address: string;
  view: ClassesView;
  chosen: ClassSummary | null;
  titles: Record<number, string>;
  apiToken: () => string | null;
  report: (error: unknown) => void;
  onRetry: () => void;
}

/**
 * /{lang}/admin/fremdrift: the class's figures and the help a teacher gives pupils during a lesson (letting one in,
 * a temporary password, taking one out of the class). A chunk of its own, loaded only on this part, so the class
 * list stays within the first-load budget.
 */
export function ProgressContainer({ lang, address, view, chosen, titles, apiToken, report, onRetry }: ProgressContainerProps) {
  const chosenCode = chosen?.classCode ?? null;
  // The figures are counted each time the progress screen opens, for another class, or comes back into view; in
  // view they follow the lesson by themselves (issue 18).
  const progress = useLiveClassProgress(apiToken, report, chosenCode);
  // Built once (useMachineOnce), not at every snapshot's render: the token and the report read the auth actor.
  const help = useActorRef(
    useMachineOnce(() => temporaryPasswordMachine.provide({ actors: temporaryPasswordActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } })),
  );
  const removal = useActorRef(
    useMachineOnce(() =>
      removePupilMachine.provide({
        actors: removePupilActors(apiToken),
        actions: { reportAuthError: (_, { error }) => report(error), removedOne: () => progress.send({ type: 'progress.refresh' }) },
      }),
    ),
  );
  const rowHelp = useActorRef(
    useMachineOnce(() =>
      pupilRowMachine.provide({
        actors: pupilRowActors(apiToken),
        actions: { reportAuthError: (_, { error }) => report(error), changed: () => progress.send({ type: 'progress.refresh' }) },
      }),
    ),
  );
  const rowActions = useMemo<PupilRowActions>(
    () => ({
      onRename: (pupilId, displayName) => rowHelp.send({ type: 'row.rename', pupilId, displayName }),
      onTemporaryPassword: (pupilId) => rowHelp.send({ type: 'row.temporaryPassword', pupilId }),
      onRemove: (pupilId, name) => rowHelp.send({ type: 'row.remove', pupilId, name }),
      onConfirmRemove: () => rowHelp.send({ type: 'row.remove.confirm' }),
      onCancelRemove: () => rowHelp.send({ type: 'row.remove.cancel' }),
      onDismiss: () => rowHelp.send({ type: 'row.dismiss' }),
      onLetIn: (userId) => progress.send({ type: 'pupil.unthrottle', userId }),
    }),
    [rowHelp, progress],
  );
  const progressView = useSelector(progress, selectProgressView, sameView);
  const helpView = useSelector(help, selectTemporaryView, sameView);
  const removalView = useSelector(removal, selectRemovePupilView, sameView);
  const rowsView = useSelector(rowHelp, selectPupilRowView, sameView);
  // Issue 18: the sessions' activities name the class view's columns; the teacher's okt machine has loaded them all.
  const { okt } = useSessionActors();
  const content = useSelector(okt, (s) => s.context.content);

  useEffect(() => {
    if (!chosenCode) return;
    help.send({ type: 'class.open', classCode: chosenCode });
    removal.send({ type: 'class.open', classCode: chosenCode });
    rowHelp.send({ type: 'class.open', classCode: chosenCode });
  }, [help, removal, rowHelp, chosenCode]);

  // Issue 20: the heading of the class view (not its pupils' figures) as this device shows it, for its next load.
  const copy = usePageCopy(address, view.status === 'ready' && chosen !== null);
  return (
    <ProgressPart
      copyRef={copy}
      lang={lang}
      view={view}
      chosen={chosen}
      progress={progressView}
      titles={titles}
      content={content}
      onRetry={onRetry}
      onRefresh={() => progress.send({ type: 'progress.refresh' })}
      onLetIn={(userId) => progress.send({ type: 'pupil.unthrottle', userId })}
      onLiftAddress={() => progress.send({ type: 'address.unblock' })}
      help={helpView}
      removal={removalView}
      rows={rowsView}
      rowActions={rowActions}
      onRemovePupil={(email) => removal.send({ type: 'pupil.remove', email })}
      onSetTemporary={(email) => help.send({ type: 'pupil.temporaryPassword', email })}
      onDismissTemporary={() => help.send({ type: 'temporary.dismiss' })}
      onRetryProgress={() => progress.send({ type: 'progress.retry' })}
    />
  );
}
