import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/AuthContext';
import type { Lang } from '../../contracts/lang';
import { PupilLoginForm } from './PupilLoginForm';
import { sameView, selectLoginView } from './authView';

export function PupilLoginContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const view = useSelector(auth, selectLoginView, sameView);
  return <PupilLoginForm lang={lang} view={view} onSubmit={(values) => auth.send({ type: 'login.submit', page: 'pupil', lang, ...values })} />;
}
