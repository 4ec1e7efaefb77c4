import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SectionToggle } from '../../../machines/adminClassesMachine';
import { classProgressMachine } from '../../../machines/classProgressMachine';
import { classProgressActors } from '../../app/adminActors';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { ClassesView } from './adminView';
import { SessionsPart } from './SessionsPart';

export interface SessionsContainerProps {
  lang: Lang;
  view: ClassesView;
  chosen: ClassSummary | null;
  titles: Record<number, string>;
  apiToken: () => string | null;
  report: (error: unknown) => void;
  onRetry: () => void;
  onToggle: (toggle: SectionToggle) => void;
}

/**
 * /{lang}/admin/okter (issue 18): the switches, with how many pupils may open each session now, counted by the same
 * machine as the class view (live while the page is in view). A chunk of its own, like the progress part, so the
 * class list stays within the first-load budget.
 */
export function SessionsContainer({ lang, view, chosen, titles, apiToken, report, onRetry, onToggle }: SessionsContainerProps) {
  const progress = useActorRef(classProgressMachine.provide({ actors: classProgressActors(apiToken), actions: { reportAuthError: (_, { error }) => report(error) } }));
  const figures = useSelector(progress, (s) => s.context.progress);
  const chosenCode = chosen?.classCode ?? null;
  // A switch the teacher just turned changes who may open what: counted again once the change is saved.
  const sections = JSON.stringify(chosen?.sections ?? {});

  useEffect(() => {
    if (!chosenCode) return;
    progress.send({ type: 'page.visibility', visible: document.visibilityState !== 'hidden' });
    progress.send({ type: 'progress.open', classCode: chosenCode });
    const visibility = () => progress.send({ type: 'page.visibility', visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', visibility);
    return () => document.removeEventListener('visibilitychange', visibility);
  }, [progress, chosenCode]);
  useEffect(() => {
    if (chosenCode) progress.send({ type: 'progress.refresh' });
  }, [progress, chosenCode, sections]);

  return <SessionsPart lang={lang} view={view} chosen={chosen} titles={titles} onRetry={onRetry} onToggle={onToggle} progress={figures} />;
}
