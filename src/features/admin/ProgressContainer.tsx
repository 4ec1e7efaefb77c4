import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { classViewMachine } from '../../../machines/classViewMachine';
import { type PageActors, useChildActor, useSessionActors } from '../../context/SystemContext';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type ClassesView, selectExportView, selectProgressView, selectPupilRowView, selectRemovePupilView, selectTemporaryView } from './adminView';
import type { PupilRowActions } from './PupilTable';
import { ProgressPart } from './ProgressPart';

type ClassView = ActorRefFrom<typeof classViewMachine>;

export interface ProgressContainerProps {
  lang: Lang;
  view: ClassesView;
  chosen: ClassSummary | null;
  titles: Record<number, string>;
  admin: PageActors['admin'];
  onRetry: () => void;
}

/**
 * /{lang}/admin/fremdrift: the class's figures and the help a teacher gives pupils during a lesson (letting one in,
 * a temporary password, taking one out of the class). A chunk of its own, loaded only on this part, so the class
 * list stays within the first-load budget.
 */
export function ProgressContainer(props: ProgressContainerProps) {
  // The admin machine runs the class view while this part is shown, and opens the chosen class in it.
  const classView = useChildActor<ClassView>(props.admin, 'classView');
  return classView ? <ClassViewPart {...props} classView={classView} /> : null;
}

function ClassViewPart({ lang, view, chosen, titles, onRetry, classView }: ProgressContainerProps & { classView: ClassView }) {
  const { progress, help, removal, rows: rowHelp, export: csvExport } = classView.getSnapshot().context;
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
  const progressView = useSelector(progress, selectProgressView, shallowEqual);
  const helpView = useSelector(help, selectTemporaryView, shallowEqual);
  const removalView = useSelector(removal, selectRemovePupilView, shallowEqual);
  const rowsView = useSelector(rowHelp, selectPupilRowView, shallowEqual);
  const exportView = useSelector(csvExport, selectExportView, shallowEqual);
  // The sessions' activities name the class view's columns; the teacher's okt machine has loaded them all.
  const { okt } = useSessionActors();
  const content = useSelector(okt, (s) => s.context.content);

  return (
    <ProgressPart
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
      csvExport={exportView}
      onExport={() => csvExport.send({ type: 'export.download', lang })}
    />
  );
}
