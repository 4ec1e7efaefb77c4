import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { displayNameMachine } from '../../../machines/displayNameMachine';
import { displayNameId, type myDataMachine } from '../../../machines/myDataMachine';
import { type PageActors, usePageActor } from '../../context/SystemContext';
import { LoadingPanel } from '../../design/LoadingPanel';
import type { Lang } from '../../contracts/lang';
import { TeacherTexts } from '../../i18n/TeacherTexts';
import { MyDataScreen, type MyDataView } from '../../screens/MyDataScreen';
import { DisplayNameForm, type DisplayNameView } from './DisplayNameForm';

const selectView = (s: SnapshotFrom<typeof myDataMachine>): MyDataView => ({
  status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('deleting') ? 'deleting' : 'ready',
  data: s.context.data,
  errorKey: s.context.errorKey,
  deleteErrorKey: s.context.deleteErrorKey,
});

/** «Mine data»: the app machine runs its machine while the page is shown (machines/appMachine.ts); this draws it. */
export function MyDataContainer({ lang }: { lang: Lang }) {
  const actor = usePageActor('myData');
  return actor ? <MyDataPage lang={lang} actor={actor} /> : <LoadingPanel id="my-data-loading" />;
}

function MyDataPage({ lang, actor }: { lang: Lang; actor: PageActors['myData'] }) {
  const view = useSelector(actor, selectView, shallowEqual);
  const displayNames = useSelector(actor, (s) => s.children as Record<string, ActorRefFrom<typeof displayNameMachine> | undefined>);
  // Its texts ship with the account part of the catalogue, so no other pupil page carries them.
  return (
    <TeacherTexts lang={lang}>
      <MyDataScreen
        lang={lang}
        view={view}
        onRetry={() => actor.send({ type: 'data.retry' })}
        onDownload={() => actor.send({ type: 'data.download' })}
        onDelete={(password) => actor.send({ type: 'account.delete', password })}
        displayNames={
          // A pupil chooses a name per class; a teacher is listed in no class, so has none to choose.
          view.data?.account.role === 'pupil' && view.data.classes.length > 0
            ? view.data.classes.map((c) => {
                const name = displayNames[displayNameId(c.classCode)];
                return name && <DisplayNameContainer key={c.classCode} classCode={c.classCode} showClass={view.data!.classes.length > 1} actor={name} />;
              })
            : undefined
        }
      />
    </TeacherTexts>
  );
}

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
