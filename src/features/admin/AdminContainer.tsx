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

// The class list and its forms load with their part too: the class view stays within the first-load budget.
// The server preloads the part a page shows (server/build/routeModules.ts), so it arrives beside the area's chunk.
const ClassesPart = preloadableLazy(() => import('./ClassesPart').then((m) => ({ default: m.ClassesPart })));
// The progress part, with its machines, loads only when opened: the class list stays within the first-load budget.
const ProgressContainer = preloadableLazy(() => import('./ProgressContainer').then((m) => ({ default: m.ProgressContainer })));

// The session switches count who may open each session with the same machine, so they load lazily too.
const SessionsContainer = lazyWithReload(() => import('./SessionsContainer').then((m) => ({ default: m.SessionsContainer })));
// «Kontoen din» sits below the class list: loaded after it, so the class list stays within the first-load budget.
const AccountContainer = lazyWithReload(() => import('../account/AccountContainer').then((m) => ({ default: m.AccountContainer })));
// The teacher's guide, with its tables and print stylesheet, loads only when its part opens.
const GuideContainer = preloadableLazy(() => import('./GuideContainer').then((m) => ({ default: m.GuideContainer })));
// The board, with its charts, loads only when it opens.
const BoardContainer = preloadableLazy(() => import('./BoardContainer').then((m) => ({ default: m.BoardContainer })));

/**
 * /{lang}/admin/{part}?klasse={code}: draws the part the address names from the admin machine, which the app machine
 * runs while the teacher is in the admin area (machines/adminMachine.ts) and which chooses the class the parts are about.
 */
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
  // What the parts about one class (its sessions, its progress) are given.
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
