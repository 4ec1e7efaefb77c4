import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { displayNameMachine } from '../../../machines/displayNameMachine';
import { useAuthActor } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { portApi } from '../../services/loadPorts';

const api = portApi('myDataApi');

/**
 * On the start page: the name the pupil goes by in their class and the code the teacher otherwise sees, so the pupil
 * can tell the teacher who they are, with the way to change it (on «Mine data»). Loaded after the sessions, and
 * shows nothing until the server has answered.
 */
export function ClassIdentity({ lang, classCode }: { lang: Lang; classCode: string }) {
  const auth = useAuthActor();
  const actor = useActorRef(
    displayNameMachine.provide({
      actors: {
        fetchName: fromPromise(async ({ input }) => {
          const token = auth.getSnapshot().context.idToken;
          if (!token) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
          return api.getDisplayName(token, input.classCode);
        }),
      },
      actions: { reportAuthError: () => auth.send({ type: 'session.expire' }) },
    }),
    { input: { classCode } },
  );
  const stored = useSelector(actor, (s) => (s.matches('ready') ? s.context.stored : null));
  if (!stored) return null;
  const link = (chunks: ReactNode) => <Link href={`/${lang}/mine-data`}>{chunks}</Link>;
  return (
    <p className="panel start-identity">
      {stored.displayName ? (
        <FormattedMessage id="classIdentity.named" values={{ name: <strong>{stored.displayName}</strong>, code: <strong>{stored.pseudonym}</strong>, link }} />
      ) : (
        <FormattedMessage id="classIdentity.unnamed" values={{ code: <strong>{stored.pseudonym}</strong>, link }} />
      )}
    </p>
  );
}
