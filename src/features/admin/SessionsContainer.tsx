import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { classPaceMachine } from '../../../machines/classPaceMachine';
import type { classProgressMachine } from '../../../machines/classProgressMachine';
import { type PageActors, useChildActor, useSelectorOf, useSessionActors } from '../../context/SystemContext';
import { PacePanel, type PaceView } from './PacePanel';
import { SessionsPart, type SessionsPartProps } from './SessionsPart';

/** /{lang}/admin/okter: the switches with how many pupils may open each session, and the class's pace; the admin machine runs both. */
export function SessionsContainer({ admin, ...props }: Omit<SessionsPartProps, 'progress'> & { admin: PageActors['admin'] }) {
  const progress = useChildActor<ActorRefFrom<typeof classProgressMachine>>(admin, 'classProgress');
  const figures = useSelectorOf(progress, (s) => s.context.progress, null);
  const paceActor = useChildActor<ActorRefFrom<typeof classPaceMachine>>(admin, 'classPace');
  // One value a selector, each kept as the machine holds it, so an unchanged snapshot draws nothing again.
  const pace: PaceView = {
    pace: useSelectorOf(paceActor, (s) => s.context.pace, null),
    last: useSelectorOf(paceActor, (s) => s.context.last, null),
    saving: useSelectorOf(paceActor, (s) => s.matches('saving'), false),
    failed: useSelectorOf(paceActor, (s) => s.matches('failed'), false),
    errorKey: useSelectorOf(paceActor, (s) => s.context.errorKey, null),
  };
  // The teacher's canAdmin loads every session's content: the activities to hold the class at.
  const content = useSelector(useSessionActors().okt, (s) => s.context.content, shallowEqual);
  const { chosen } = props;
  if (!progress) return null;
  return (
    <>
      <SessionsPart {...props} progress={figures} />
      {chosen && paceActor && content.length > 0 && (
        <PacePanel chosen={chosen} content={content} view={pace} send={paceActor.send} />
      )}
    </>
  );
}
