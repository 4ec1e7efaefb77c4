import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SectionToggle } from '../../../machines/adminClassesMachine';
import type { classProgressMachine } from '../../../machines/classProgressMachine';
import { type PageActors, useChildActor } from '../../context/SystemContext';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { ClassesView } from './adminView';
import { SessionsPart } from './SessionsPart';

export interface SessionsContainerProps {
  lang: Lang;
  view: ClassesView;
  chosen: ClassSummary | null;
  titles: Record<number, string>;
  admin: PageActors['admin'];
  onRetry: () => void;
  onToggle: (toggle: SectionToggle) => void;
}

/**
 * /{lang}/admin/okter: the switches, with how many pupils may open each session now, counted by the class progress
 * machine (live while the page is in view), which the admin machine runs on this part. A chunk of its own, like the progress part, so the
 * class list stays within the first-load budget.
 */
export function SessionsContainer(props: SessionsContainerProps) {
  // The admin machine runs the figures while this part is shown, opens the chosen class in them and counts again after a switch.
  const progress = useChildActor<ActorRefFrom<typeof classProgressMachine>>(props.admin, 'classProgress');
  return progress ? <LiveSessions {...props} progress={progress} /> : null;
}

function LiveSessions({ lang, view, chosen, titles, onRetry, onToggle, progress }: SessionsContainerProps & { progress: ActorRefFrom<typeof classProgressMachine> }) {
  const figures = useSelector(progress, (s) => s.context.progress);
  return <SessionsPart lang={lang} view={view} chosen={chosen} titles={titles} onRetry={onRetry} onToggle={onToggle} progress={figures} />;
}
