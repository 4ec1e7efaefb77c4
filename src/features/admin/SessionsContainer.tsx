import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SectionToggle } from '../../../machines/adminClassesMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { ClassesView } from './adminView';
import { SessionsPart } from './SessionsPart';
import { useLiveClassProgress } from './useLiveClassProgress';

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
 * /{lang}/admin/okter: the switches, with how many pupils may open each session now, counted by the same
 * machine as the class view (live while the page is in view). A chunk of its own, like the progress part, so the
 * class list stays within the first-load budget.
 */
export function SessionsContainer({ lang, view, chosen, titles, apiToken, report, onRetry, onToggle }: SessionsContainerProps) {
  const chosenCode = chosen?.classCode ?? null;
  const progress = useLiveClassProgress(apiToken, report, chosenCode);
  const figures = useSelector(progress, (s) => s.context.progress);
  // A switch the teacher just turned changes who may open what: counted again once the change is saved.
  const sections = JSON.stringify(chosen?.sections ?? {});

  useEffect(() => {
    if (chosenCode) progress.send({ type: 'progress.refresh' });
  }, [progress, chosenCode, sections]);

  return <SessionsPart lang={lang} view={view} chosen={chosen} titles={titles} onRetry={onRetry} onToggle={onToggle} progress={figures} />;
}
