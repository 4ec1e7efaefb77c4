import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { classViewMachine } from '../../../machines/classViewMachine';
import { type PageActors, useChildActor, useSessionActors } from '../../context/SystemContext';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type ClassesView, selectByEmailView, selectExportView, selectProgressView, selectPupilRowView } from './adminView';
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

/** /{lang}/admin/fremdrift: the class's figures and the help a teacher gives pupils during a lesson. */
export function ProgressContainer(props: ProgressContainerProps) {
  // The admin machine runs the class view while this part is shown, and opens the chosen class in it.
  const classView = useChildActor<ClassView>(props.admin, 'classView');
  return classView ? <ClassViewPart {...props} classView={classView} /> : null;
}

function ClassViewPart({ lang, view, chosen, titles, onRetry, classView }: ProgressContainerProps & { classView: ClassView }) {
  const { progress, byEmail, rows, export: csvExport } = classView.getSnapshot().context;
  // An actor's `send` is bound to it: the rows, drawn again only when their own props change, keep the same actions.
  const rowActions = useMemo<PupilRowActions>(() => ({ send: rows.send, onLetIn: (userId) => progress.send({ type: 'pupil.unthrottle', userId }) }), [rows, progress]);
  const progressView = useSelector(progress, selectProgressView, shallowEqual);
  const byEmailView = useSelector(byEmail, selectByEmailView, shallowEqual);
  const rowsView = useSelector(rows, selectPupilRowView, shallowEqual);
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
      sendProgress={progress.send}
      byEmail={byEmailView}
      sendByEmail={byEmail.send}
      rows={rowsView}
      rowActions={rowActions}
      csvExport={exportView}
      onExport={() => csvExport.send({ type: 'export.download', lang })}
    />
  );
}
