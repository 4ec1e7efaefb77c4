import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useRef } from 'react';
import { adminClassesMachine } from '../../../machines/adminClassesMachine';
import { adminAuthErrorHandler, adminClassesActors } from '../../services/adminActors';
import { lazyWithReload } from '../../services/chunkReload';
import { preloadableLazy } from '../../services/preloadableLazy';
import { useAuthActor, useSessionActors } from '../../context/SystemContext';
import { useNavigate } from '../../context/NavigateContext';
import type { Lang } from '../../contracts/lang';
import { AdminScreen } from '../../screens/AdminScreen';
import { type AdminPart, chooseClass, currentSchoolYear, sameView, selectClassesView } from './adminView';
import { useMachineOnce } from '../../components/useMachineOnce';

// The class list and its forms load with their part too: the class view stays within the first-load budget.
// The server preloads the part a page shows (server/build/routeModules.ts), so it arrives beside the area's chunk.
const ClassesPart = preloadableLazy(() => import('./ClassesPart').then((m) => ({ default: m.ClassesPart })));
// The progress part, with its machines, loads only when opened: the class list stays within the first-load budget.
const ProgressContainer = preloadableLazy(() => import('./ProgressContainer').then((m) => ({ default: m.ProgressContainer })));

// The session switches count who may open each session with the same machine, so they load lazily too.
const SessionsContainer = lazyWithReload(() => import('./SessionsContainer').then((m) => ({ default: m.SessionsContainer })));
// «Kontoen din» sits below the class list: loaded after it, so the class list stays within the first-load budget.
const AccountContainer = lazyWithReload(() => import('../account/AccountContainer').then((m) => ({ default: m.AccountContainer })));

const sameTitles = (a: Record<number, string>, b: Record<number, string>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /{lang}/admin/{part}?klasse={code}: binds the admin machines to the backend with the teacher's token,
 * and shows the part the address names. The machines live as long as the teacher stays in the admin area.
 */
export function AdminContainer({ lang, part, classCode }: { lang: Lang; part: AdminPart; classCode: string | null }) {
  const auth = useAuthActor();
  const { okt } = useSessionActors();
  const navigate = useNavigate();
  const langRef = useRef(lang);
  langRef.current = lang;
  const apiToken = () => auth.getSnapshot().context.apiToken;
  const report = adminAuthErrorHandler(
    () => auth.send({ type: 'session.expire' }),
    navigate,
    () => langRef.current,
  );
  // Built once (useMachineOnce), not at every snapshot's render: the token and the report read the auth actor.
  const classes = useActorRef(
    useMachineOnce(() => adminClassesMachine.provide({ actors: adminClassesActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } })),
  );
  const view = useSelector(classes, selectClassesView, sameView);
  // The teacher's canAdmin loads every session's content; its titles name the switches and bars.
  const titles = useSelector(okt, (s) => Object.fromEntries(s.context.content.map((c) => [c.id, c.title])) as Record<number, string>, sameTitles);
  const feideGroups = useSelector(auth, (s) => s.context.feideGroups ?? undefined);
  const chosen = chooseClass(view.classes, classCode);
  const chosenCode = chosen?.classCode ?? null;

  const retry = () => classes.send({ type: 'classes.retry' });
  // What the parts about one class (its sessions, its progress) are given.
  const classPart = { lang, view, chosen, titles, apiToken, report, onRetry: retry };
  return (
    <AdminScreen lang={lang} part={part} classCode={chosenCode}>
      {part === 'klasser' && (
        <Suspense fallback={<div className="panel skeleton" aria-hidden="true" />}>
          <ClassesPart
            lang={lang}
            view={view}
            schoolYear={currentSchoolYear(new Date())}
            onRetry={retry}
            onRetrySchools={() => classes.send({ type: 'schools.retry' })}
            onAddSchool={(name, form) => classes.send({ type: 'school.add', name, form })}
            onCreate={(values) => classes.send({ type: 'class.create', values })}
            feideGroups={feideGroups}
            onEdit={(code) => classes.send({ type: 'class.edit', classCode: code })}
            onEditCancel={() => classes.send({ type: 'class.editCancel' })}
            onUpdate={(code, values) => classes.send({ type: 'class.update', classCode: code, values })}
            onArchive={(code, archived) => classes.send({ type: 'class.archive', classCode: code, archived })}
            onDelete={(code, confirmCode) => classes.send({ type: 'class.delete', classCode: code, confirmCode })}
          />
        </Suspense>
      )}
      {/* «Kontoen din» sits on the admin front page: the spec has no route of its own for it. */}
      {part === 'klasser' && (
        // Its own boundary: the class list above shows at once while this part loads.
        <Suspense fallback={null}>
          <AccountContainer token={apiToken} reportAuthError={report} feide={feideGroups !== undefined} />
        </Suspense>
      )}
      {part === 'okter' && <SessionsContainer {...classPart} onToggle={(toggle) => classes.send({ type: 'section.toggle', ...toggle })} />}
      {part === 'fremdrift' && <ProgressContainer {...classPart} />}
    </AdminScreen>
  );
}
