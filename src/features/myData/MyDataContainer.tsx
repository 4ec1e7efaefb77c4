import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { myDataMachine } from '../../../machines/myDataMachine';
import { useAuthActor } from '../../context/AuthContext';
import type { Lang } from '../../contracts/lang';
import { TeacherTexts } from '../../i18n/TeacherTexts';
import { MyDataScreen, type MyDataView } from '../../screens/MyDataScreen';
import { portApi } from '../../services/loadPorts';
import { DisplayNameContainer } from './DisplayNameContainer';
import { saveJsonFile } from './saveJsonFile';

/** The account routes through the adapters, which load after the page shows. */
const api = portApi('myDataApi');

const sameView = (a: MyDataView, b: MyDataView) => a.status === b.status && a.data === b.data && a.errorKey === b.errorKey && a.deleteErrorKey === b.deleteErrorKey;

/** Binds «Mine data» to the account routes with the signed-in person's token, and the auth machine to its end. */
export function MyDataContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const token = () => {
    const current = auth.getSnapshot().context.idToken;
    if (!current) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
    return current;
  };
  const actor = useActorRef(
    myDataMachine.provide({
      actors: {
        fetchData: fromPromise(async () => api.getData(token())),
        deleteAccount: fromPromise(async ({ input }: { input: { password: string } }) => api.deleteAccount(token(), input.password)),
      },
      actions: {
        saveFile: (_, { data }) => saveJsonFile(`mine-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json`, data),
        reportAuthError: () => auth.send({ type: 'session.expire' }),
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('account.deleted', () => auth.send({ type: 'account.deleted' }));
    return () => subscription.unsubscribe();
  }, [actor, auth]);
  const view = useSelector(
    actor,
    (s): MyDataView => ({
      status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('deleting') ? 'deleting' : 'ready',
      data: s.context.data,
      errorKey: s.context.errorKey,
      deleteErrorKey: s.context.deleteErrorKey,
    }),
    sameView,
  );
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
            ? view.data.classes.map((c) => (
                <DisplayNameContainer
                  key={c.classCode}
                  classCode={c.classCode}
                  showClass={view.data!.classes.length > 1}
                  api={api}
                  token={token}
                  onAuthError={() => auth.send({ type: 'session.expire' })}
                />
              ))
            : undefined
        }
      />
    </TeacherTexts>
  );
}
