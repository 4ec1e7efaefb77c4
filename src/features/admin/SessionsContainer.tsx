import type { ActorRefFrom } from 'xstate';
import type { classProgressMachine } from '../../../machines/classProgressMachine';
import { type PageActors, useChildActor, useSelectorOf } from '../../context/SystemContext';
import { SessionsPart, type SessionsPartProps } from './SessionsPart';

/**
 * /{lang}/admin/okter: the switches, with how many pupils may open each session now, counted by the class progress
 * machine (live while the page is in view), which the admin machine runs on this part, opens the chosen class in and
 * counts again after a switch. A chunk of its own, like the progress part, so the class list stays within the
 * first-load budget.
 */
export function SessionsContainer({ admin, ...props }: Omit<SessionsPartProps, 'progress'> & { admin: PageActors['admin'] }) {
  const progress = useChildActor<ActorRefFrom<typeof classProgressMachine>>(admin, 'classProgress');
  const figures = useSelectorOf(progress, (s) => s.context.progress, null);
  return progress ? <SessionsPart {...props} progress={figures} /> : null;
}
