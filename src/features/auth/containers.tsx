import { shallowEqual, useSelector } from '@xstate/react';
import { memo, Suspense } from 'react';
import { preloadableLazy } from '../../services/preloadableLazy';
import { useAuthActor, usePageContent, useSelectorOf } from '../../context/SystemContext';
import { isSignedIn } from '../../../machines/signedIn';
import type { Lang } from '../../contracts/lang';
import { AuthScreen } from '../../screens/AuthScreen';
import { TeacherAuthForm } from './TeacherAuthForm';
import { selectLoginView, selectResetView } from './authView';

// The teacher status notice loads with the teacher page only, not with every page that shares this chunk.
const TeacherStatusContainer = preloadableLazy(() => import('./TeacherStatusContainer').then((m) => ({ default: m.TeacherStatusContainer })));
/** Before the prerendered teachers' page hydrates (app/screens.tsx prepareScreen). */
export const preloadTeacherStatus = () => TeacherStatusContainer.preload();

/** Re-renders only on a new language: a new boundary inside one not yet hydrated makes React throw (its error 461). */
const TeacherStatus = memo(function TeacherStatus({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <TeacherStatusContainer lang={lang} />
    </Suspense>
  );
});

export function TeacherLoginContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const view = useSelector(auth, selectLoginView, shallowEqual);
  const reset = useSelector(auth, selectResetView, shallowEqual);
  const form = useSelector(auth, (s) => s.context.teacherForm);
  // The counties, which the app machine loads on the teachers' page (src/app/pages/pageContent.ts).
  const fylker = useSelectorOf(usePageContent(), (s) => (s.context.document?.kind === 'fylker' ? s.context.document.fylker : null), null);
  // A teacher signed in but not yet confirmed stays here: the notice says what to do, a sign-in form would not.
  const signedInTeacher = useSelector(auth, (s) => isSignedIn(s) && s.context.canAdmin);

  return (
    <>
      <TeacherStatus lang={lang} />
      {!signedInTeacher && <TeacherAuthForm
        lang={lang}
        form={form}
        view={view}
        reset={reset}
        fylker={fylker}
        onShow={(shown) => auth.send({ type: 'teacherForm.show', form: shown })}
        onLogin={(values) => auth.send({ type: 'login.submit', page: 'teacher', classCode: '', isNewUser: false, lang, ...values })}
        onRegister={(values) => auth.send({ type: 'teacher.register', lang, ...values })}
        onResetRequest={(email) => auth.send({ type: 'reset.request', email, lang })}
        onFeide={() => auth.send({ type: 'feide.start', page: 'teacher', classCode: '', lang })}
      />}
    </>
  );
}

/** /{lang}/auth: the route machine has the auth machine verify a code in the address (from the reset e-mail). */
export function ResetContainer({ lang }: { lang: Lang }) {
  const auth = useAuthActor();
  const view = useSelector(auth, selectResetView, shallowEqual);
  return (
    <AuthScreen
      lang={lang}
      view={view}
      onRequest={(email) => auth.send({ type: 'reset.request', email, lang })}
      onConfirm={(password) => auth.send({ type: 'reset.confirm', password })}
    />
  );
}
