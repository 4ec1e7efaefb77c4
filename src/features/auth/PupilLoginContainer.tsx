import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/AuthContext';
import type { Lang } from '../../contracts/lang';
import { MustChangePassword } from './MustChangePassword';
import { PupilLoginForm } from './PupilLoginForm';
import { sameView, selectLoginView } from './authView';

export function PupilLoginContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const view = useSelector(auth, selectLoginView, sameView);
  // Issue 16: signed in with a teacher's temporary password, the pupil first chooses one only they know.
  const replacing = useSelector(auth, (s) => (s.matches({ pupilSignIn: 'choosingPassword' }) ? 'choosing' : s.matches({ pupilSignIn: 'replacingPassword' }) ? 'saving' : null));
  if (replacing) {
    return <MustChangePassword error={view.error} busy={replacing === 'saving'} onSubmit={(password) => auth.send({ type: 'password.replace', password })} />;
  }
  return <PupilLoginForm lang={lang} view={view} onSubmit={(values) => auth.send({ type: 'login.submit', page: 'pupil', lang, ...values })} />;
}
