import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountMachine, type AccountView, type PasswordChange, selectAccountView } from '../../../machines/accountMachine';
import { portApi } from '../../services/loadPorts';
import { AccountPart } from './AccountPart';

const api = portApi('accountApi');

const sameView = (a: AccountView, b: AccountView) => JSON.stringify(a) === JSON.stringify(b);

/** Binds «Kontoen din» to the account routes with the teacher's token, as it is at each call. */
export function AccountContainer({ token, reportAuthError, feide }: { token: () => string | null; reportAuthError: (error: unknown) => void; feide?: boolean }) {
  const withToken = <T,>(run: (token: string) => Promise<T>) => {
    const current = token();
    if (!current) return Promise.reject(Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' }));
    return run(current);
  };
  const account = useActorRef(
    accountMachine.provide({
      actors: {
        listSessions: fromPromise(() => withToken((t) => api.listSessions(t))),
        endSession: fromPromise(({ input }: { input: { id: string } }) => withToken((t) => api.endSession(t, input.id))),
        changePassword: fromPromise(({ input }: { input: PasswordChange }) => withToken((t) => api.changePassword(t, input))),
      },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  );
  const view = useSelector(account, selectAccountView, sameView);
  return (
    <AccountPart
      view={view}
      feide={feide}
      onChangePassword={(change) => account.send({ type: 'password.submit', change })}
      onEdit={() => account.send({ type: 'password.edit' })}
      onEndSession={(id) => account.send({ type: 'session.end', id })}
      onRetry={() => account.send({ type: 'sessions.retry' })}
    />
  );
}
