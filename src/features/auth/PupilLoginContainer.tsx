import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useAuthActor } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { lazyWithReload } from '../../services/chunkReload';
import { PupilLoginForm } from './PupilLoginForm';
import { selectLoginView } from './authView';

// Few pupils ever see it (a teacher's temporary password), so it loads when needed, not with every first page.
const MustChangePassword = lazyWithReload(() => import('./MustChangePassword').then((m) => ({ default: m.MustChangePassword })));

export function PupilLoginContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const view = useSelector(auth, selectLoginView, shallowEqual);
  // Signed in with a teacher's temporary password, the pupil first chooses one only they know.
  const replacing = useSelector(auth, (s) => (s.matches({ signingIn: 'choosingPassword' }) ? 'choosing' : s.matches({ signingIn: 'replacingPassword' }) ? 'saving' : null));
  if (replacing) {
    return (
      <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
        <MustChangePassword error={view.error} busy={replacing === 'saving'} onSubmit={(password) => auth.send({ type: 'password.replace', password })} />
      </Suspense>
    );
  }
  return (
    <PupilLoginForm
      lang={lang}
      view={view}
      onSubmit={(values) => auth.send({ type: 'login.submit', page: 'pupil', lang, ...values })}
      onFeide={(classCode) => auth.send({ type: 'feide.start', page: 'pupil', classCode, lang })}
    />
  );
}
