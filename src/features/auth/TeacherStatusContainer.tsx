import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { teacherStatusMachine } from '../../../machines/teacherStatusMachine';
import { useAuthActor, usePageActor, useSelectorOf } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { selectTeacherStatusView, TeacherStatusNotice } from './TeacherStatusNotice';

type TeacherStatusRef = ActorRefFrom<typeof teacherStatusMachine>;

/** The machine's first view: what the prerendered page shows, and what it hydrates with until the page's machine runs. */
const INITIAL_VIEW: ReturnType<typeof selectTeacherStatusView> = { status: null, link: null, resending: false, resent: false, errorKey: null };

/** The teacher page's verification notice, from the page machine's `teacherStatus` (machines/pageContentMachine.ts). */
export function TeacherStatusContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const status = useSelectorOf(usePageActor('pageContent'), (s) => (s.children.teacherStatus as TeacherStatusRef | undefined) ?? null, null);
  const apiToken = useSelector(auth, (s) => (s.matches('signedIn') && s.context.canAdmin ? s.context.apiToken : null));
  const teacherEmail = useSelector(auth, (s) => s.context.email);
  const view = useSelector(status ?? undefined, (s) => (s ? selectTeacherStatusView(s) : INITIAL_VIEW), shallowEqual);
  return (
    <TeacherStatusNotice
      lang={lang}
      view={{ ...view, email: apiToken ? teacherEmail : null, signedIn: apiToken !== null, status: apiToken ? view.status : null }}
      onResend={() => apiToken && status?.send({ type: 'link.resend', apiToken, lang })}
    />
  );
}
