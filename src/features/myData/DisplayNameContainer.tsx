import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { displayNameMachine } from '../../../machines/displayNameMachine';
import { DisplayNameForm, type DisplayNameView } from './DisplayNameForm';

/** One class's display name: the machine «Mine data» runs for the class (machines/myDataMachine.ts), drawn as its form. */
export function DisplayNameContainer({ classCode, showClass, actor }: { classCode: string; showClass: boolean; actor: ActorRefFrom<typeof displayNameMachine> }) {
  const view = useSelector(
    actor,
    (s): DisplayNameView => ({
      status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : 'ready',
      stored: s.context.stored,
      draft: s.context.draft,
      errorKey: s.context.errorKey,
      saved: s.context.saved,
    }),
    shallowEqual,
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
