import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { displayNameMachine } from '../../../machines/displayNameMachine';
import { DisplayNameForm, type DisplayNameView } from './DisplayNameForm';
import type { createMyDataApi } from '../../services/myDataApi';

type DisplayNameApi = Pick<ReturnType<typeof createMyDataApi>, 'getDisplayName' | 'saveDisplayName'>;

const sameView = (a: DisplayNameView, b: DisplayNameView) =>
  a.status === b.status && a.stored === b.stored && a.draft === b.draft && a.errorKey === b.errorKey && a.saved === b.saved;

/** Binds one class's display name to its routes, with the token and auth handling «Mine data» uses. */
export function DisplayNameContainer({
  classCode,
  showClass,
  api,
  token,
  onAuthError,
}: {
  classCode: string;
  showClass: boolean;
  api: DisplayNameApi;
  token: () => string;
  onAuthError: () => void;
}) {
  const actor = useActorRef(
    displayNameMachine.provide({
      actors: {
        fetchName: fromPromise(async ({ input }) => api.getDisplayName(token(), input.classCode)),
        saveName: fromPromise(async ({ input }) => api.saveDisplayName(token(), input.classCode, input.displayName)),
      },
      actions: { reportAuthError: () => onAuthError() },
    }),
    { input: { classCode } },
  );
  const view = useSelector(
    actor,
    (s): DisplayNameView => ({
      status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : 'ready',
      stored: s.context.stored,
      draft: s.context.draft,
      errorKey: s.context.errorKey,
      saved: s.context.saved,
    }),
    sameView,
  );
  return (
    <DisplayNameForm
      classCode={classCode}
      showClass={showClass}
      view={view}
      onChange={(value) => actor.send({ type: 'name.change', value })}
      onSave={() => actor.send({ type: 'name.save' })}
      onRetry={() => actor.send({ type: 'name.retry' })}
    />
  );
}
