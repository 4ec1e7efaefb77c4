import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { teacherStatusMachine } from '../../../machines/teacherStatusMachine';
import { useAuthActor } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import type { TeacherStanding } from '../../contracts/teacherStanding';
import { portApi } from '../../services/loadPorts';
import { sameView } from './authView';
import { TeacherStatusNotice } from './TeacherStatusNotice';
import { selectTeacherStatusView } from './teacherStatusView';

const verification = portApi('teacherVerification');
const teacherStatusActors = {
  confirmLink: fromPromise<{ status: TeacherStanding }, { token: string }>(({ input }) => verification.confirm(input.token)),
  readStatus: fromPromise<{ status: TeacherStanding }, { apiToken: string }>(({ input }) => verification.status(input.apiToken)),
  resendLink: fromPromise<{ status: TeacherStanding }, { apiToken: string; lang: Lang }>(({ input }) => verification.resend(input.apiToken, input.lang)),
};
const statusMachine = teacherStatusMachine.provide({ actors: teacherStatusActors });

/**
 * The teacher page's verification notice: confirms the link from the e-mail (?bekreft=…) once on arrival, and
 * reads the signed-in teacher's standing whenever their API token changes.
 */
export function TeacherStatusContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const status = useActorRef(statusMachine);
  const confirmToken = new URLSearchParams(useSearch()).get('bekreft');
  const apiToken = useSelector(auth, (s) => (s.matches('signedIn') && s.context.canAdmin ? s.context.apiToken : null));
  const teacherEmail = useSelector(auth, (s) => s.context.email);
  const view = useSelector(status, selectTeacherStatusView, sameView);
  useEffect(() => {
    if (confirmToken) status.send({ type: 'link.confirm', token: confirmToken });
  }, [status, confirmToken]);
  useEffect(() => {
    if (apiToken) status.send({ type: 'status.load', apiToken });
  }, [status, apiToken]);
  return (
    <TeacherStatusNotice
      lang={lang}
      view={{ ...view, email: apiToken ? teacherEmail : null, signedIn: apiToken !== null, status: apiToken ? view.status : null }}
      onResend={() => apiToken && status.send({ type: 'link.resend', apiToken, lang })}
    />
  );
}
