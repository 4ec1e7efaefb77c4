import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type accountMachine, selectAccountView } from '../../../machines/accountMachine';
import { type PageActors, useChildActor } from '../../context/SystemContext';
import { AccountPart } from './AccountPart';

type AccountActor = ActorRefFrom<typeof accountMachine>;

/** «Kontoen din»: the admin machine runs its machine on the admin front page (machines/adminMachine.ts); this draws it. */
export function AccountContainer({ admin, feide }: { admin: PageActors['admin']; feide?: boolean }) {
  const account = useChildActor<AccountActor>(admin, 'account');
  return account ? <Account account={account} feide={feide} /> : null;
}

function Account({ account, feide }: { account: AccountActor; feide?: boolean }) {
  const view = useSelector(account, selectAccountView, shallowEqual);
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
