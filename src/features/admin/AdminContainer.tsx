import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { adminClassesMachine } from '../../../machines/adminClassesMachine';
import { classProgressMachine } from '../../../machines/classProgressMachine';
import { removePupilMachine } from '../../../machines/removePupilMachine';
import { temporaryPasswordMachine } from '../../../machines/temporaryPasswordMachine';
import { adminAuthErrorHandler, adminClassesActors, classProgressActors, removePupilActors, temporaryPasswordActors } from '../../app/adminActors';
import { useAuthActor } from '../../app/AuthContext';
import { useSessionActors } from '../../app/SessionContext';
import type { Lang } from '../../contracts/lang';
import { AdminScreen } from '../../screens/AdminScreen';
import { type AdminPart, chooseClass, currentSchoolYear, sameView, selectClassesView, selectProgressView, selectRemovePupilView, selectTemporaryView } from './adminView';
import { ClassesPart } from './ClassesPart';
import { ProgressPart } from './ProgressPart';
import { SessionsPart } from './SessionsPart';
import { AccountContainer } from '../account/AccountContainer';

const sameTitles = (a: Record<number, string>, b: Record<number, string>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /{lang}/admin/{part}?klasse={code}: binds the admin machines to the backend with the teacher's token,
 * and shows the part the address names. The machines live as long as the teacher stays in the admin area.
 */
export function AdminContainer({ lang, part, classCode }: { lang: Lang; part: AdminPart; classCode: string | null }) {
  const auth = useAuthActor();
  const { okt } = useSessionActors();
  const [, navigate] = useLocation();
  const langRef = useRef(lang);
  langRef.current = lang;
  const apiToken = () => auth.getSnapshot().context.apiToken;
  const report = adminAuthErrorHandler(
    () => auth.send({ type: 'session.expire' }),
    (path) => navigate(path),
    () => langRef.current,
  );
  const classes = useActorRef(adminClassesMachine.provide({ actors: adminClassesActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } }));
  const progress = useActorRef(classProgressMachine.provide({ actors: classProgressActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } }));
  const removal = useActorRef(
    removePupilMachine.provide({
      actors: removePupilActors(apiToken),
      actions: { reportAuthError: (_, { error }) => report(error), removedOne: () => progress.send({ type: 'progress.refresh' }) },
    }),
  );
  const help = useActorRef(temporaryPasswordMachine.provide({ actors: temporaryPasswordActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } }));

  const view = useSelector(classes, selectClassesView, sameView);
  const progressView = useSelector(progress, selectProgressView, sameView);
  const helpView = useSelector(help, selectTemporaryView, sameView);
  const removalView = useSelector(removal, selectRemovePupilView, sameView);
  // The teacher's canAdmin loads every session's content; its titles name the switches and bars.
  const titles = useSelector(okt, (s) => Object.fromEntries(s.context.content.map((c) => [c.id, c.title])) as Record<number, string>, sameTitles);
  const chosen = chooseClass(view.classes, classCode);
  const chosenCode = chosen?.classCode ?? null;

  // The figures are counted again each time the progress screen opens, for another class, or comes back into view.
  useEffect(() => {
    if (part !== 'fremdrift' || !chosenCode) return;
    progress.send({ type: 'progress.open', classCode: chosenCode });
    help.send({ type: 'class.open', classCode: chosenCode });
    removal.send({ type: 'class.open', classCode: chosenCode });
    const visible = () => {
      if (document.visibilityState === 'visible') progress.send({ type: 'progress.refresh' });
    };
    document.addEventListener('visibilitychange', visible);
    return () => document.removeEventListener('visibilitychange', visible);
  }, [progress, help, removal, part, chosenCode]);

  const retry = () => classes.send({ type: 'classes.retry' });
  return (
    <AdminScreen lang={lang} part={part} classCode={chosenCode}>
      {part === 'klasser' && (
        <ClassesPart
          lang={lang}
          view={view}
          schoolYear={currentSchoolYear(new Date())}
          onRetry={retry}
          onRetrySchools={() => classes.send({ type: 'schools.retry' })}
          onAddSchool={(name, form) => classes.send({ type: 'school.add', name, form })}
          onCreate={(values) => classes.send({ type: 'class.create', values })}
          onEdit={(code) => classes.send({ type: 'class.edit', classCode: code })}
          onEditCancel={() => classes.send({ type: 'class.editCancel' })}
          onUpdate={(code, values) => classes.send({ type: 'class.update', classCode: code, values })}
          onArchive={(code, archived) => classes.send({ type: 'class.archive', classCode: code, archived })}
          onDelete={(code, confirmCode) => classes.send({ type: 'class.delete', classCode: code, confirmCode })}
        />
      )}
      {/* «Kontoen din» (issue 16) sits on the admin front page: the spec has no route of its own for it. */}
      {part === 'klasser' && <AccountContainer token={apiToken} reportAuthError={report} />}
      {part === 'okter' && (
        <SessionsPart lang={lang} view={view} chosen={chosen} titles={titles} onRetry={retry} onToggle={(toggle) => classes.send({ type: 'section.toggle', ...toggle })} />
      )}
      {part === 'fremdrift' && (
        <ProgressPart
          lang={lang}
          view={view}
          chosen={chosen}
          progress={progressView}
          titles={titles}
          onRetry={retry}
          onRefresh={() => progress.send({ type: 'progress.refresh' })}
          onLetIn={(userId) => progress.send({ type: 'pupil.unthrottle', userId })}
          help={helpView}
          removal={removalView}
          onRemovePupil={(email) => removal.send({ type: 'pupil.remove', email })}
          onSetTemporary={(email) => help.send({ type: 'pupil.temporaryPassword', email })}
          onDismissTemporary={() => help.send({ type: 'temporary.dismiss' })}
          onRetryProgress={() => progress.send({ type: 'progress.retry' })}
        />
      )}
    </AdminScreen>
  );
}
