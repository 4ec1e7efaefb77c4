import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { adminClassesMachine } from '../../../machines/adminClassesMachine';
import { lazyWithReload } from '../../services/chunkReload';
import { preloadableLazy } from '../../services/preloadableLazy';
import { type PageActors, useAuthActor, usePageActor, useSelectorOf, useSessionActors } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { LoadingPanel } from '../../design/LoadingPanel';
import { AdminScreen } from '../../screens/AdminScreen';
import { type AdminPart, currentSchoolYear, selectClassesView } from './adminView';

// Each part loads lazily, so the class list stays within the first-load budget (preloaded: server/build/routeModules.ts).
const ClassesPart = preloadableLazy(() => import('./ClassesPart').then((m) => ({ default: m.ClassesPart })));
const ProgressContainer = preloadableLazy(() => import('./ProgressContainer').then((m) => ({ default: m.ProgressContainer })));

const SessionsContainer = lazyWithReload(() => import('./SessionsContainer').then((m) => ({ default: m.SessionsContainer })));
const AccountContainer = lazyWithReload(() => import('../account/AccountContainer').then((m) => ({ default: m.AccountContainer })));
const GuideContainer = preloadableLazy(() => import('./GuideContainer').then((m) => ({ default: m.GuideContainer })));
const BoardContainer = preloadableLazy(() => import('./BoardContainer').then((m) => ({ default: m.BoardContainer })));

/** /{lang}/admin/{part}?klasse={code}: the part the address names, drawn from the admin machine (machines/adminMachine.ts). */
export function AdminContainer({ lang, part }: { lang: Lang; part: AdminPart; classCode: string | null }) {
  const admin = usePageActor('admin');
  const classes = useSelectorOf(admin, (s) => (s.children.classes as ActorRefFrom<typeof adminClassesMachine> | undefined) ?? null, null);
  return admin && classes ? <AdminPage lang={lang} part={part} admin={admin} classes={classes} /> : <LoadingPanel id="admin-loading" />;
}

function AdminPage({ lang, part, admin, classes }: { lang: Lang; part: AdminPart; admin: PageActors['admin']; classes: ActorRefFrom<typeof adminClassesMachine> }) {
  const auth = useAuthActor();
  const { okt } = useSessionActors();
  const view = useSelector(classes, selectClassesView, shallowEqual);
  // The teacher's canAdmin loads every session's content; its titles name the switches and bars.
  const titles = useSelector(okt, (s) => Object.fromEntries(s.context.content.map((c) => [c.id, c.title])) as Record<number, string>, shallowEqual);
  const feideGroups = useSelector(auth, (s) => s.context.feideGroups ?? undefined);
  const chosen = useSelector(admin, (s) => s.context.chosen);
  const chosenCode = chosen?.classCode ?? null;

  const retry = () => classes.send({ type: 'classes.retry' });
  const classPart = { lang, admin, view, chosen, titles, onRetry: retry };
  // The board fills the screen for a projector: none of the admin area's frame around it.
  if (part === 'tavle') {
    return (
      <Suspense fallback={<LoadingPanel id="admin-loading" />}>
        <BoardContainer lang={lang} admin={admin} chosen={chosen} listing={view.status === 'loading'} />
      </Suspense>
    );
  }
  return (
    <AdminScreen lang={lang} part={part} classCode={chosenCode}>
      {part === 'klasser' && (
        <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>
          <ClassesPart lang={lang} view={view} schoolYear={currentSchoolYear(new Date())} feideGroups={feideGroups} send={(event) => classes.send(event)} />
        </Suspense>
      )}
      {/* «Kontoen din» sits on the admin front page: the spec has no route of its own for it. */}
      {part === 'klasser' && (
        // Its own boundary: the class list above shows at once while this part loads.
        <Suspense fallback={null}>
          <AccountContainer admin={admin} feide={feideGroups !== undefined} />
        </Suspense>
      )}
      {part === 'okter' && <SessionsContainer {...classPart} onToggle={(toggle) => classes.send({ type: 'section.toggle', ...toggle })} />}
      {part === 'fremdrift' && <ProgressContainer {...classPart} />}
      {part === 'veiledning' && (
        <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>
          <GuideContainer lang={lang} admin={admin} />
        </Suspense>
      )}
    </AdminScreen>
  );
}
