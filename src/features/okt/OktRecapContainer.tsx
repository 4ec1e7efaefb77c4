import { useSelector } from '@xstate/react';
import type { SummaryContent } from '../../../machines/contentPageMachine';
import { readStory } from '../../activities/summary/story';
import { usePageContent, useSelectorOf, useSessionActors } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { PdfContainer } from '../pdf/PdfContainer';
import { courseRecap, completionRecap } from './completionView';
import { pupilKnowledge } from '../../domain/knowledgeTest';
import { OktRecap, type RecapState } from './OktRecap';
import { sameObjects, selectObjects } from './sessionView';

/** The recap reads the story as the O5D summary does (readStory), so it needs the summary's content; a lazy chunk (containers.tsx). */
export function OktRecapContainer({ lang, okt: oktNumber, course }: { lang: Lang; okt: number; course: boolean }) {
  const { okt, progress, story } = useSessionActors();
  const responses = useSelector(progress, (s) => s.context.responses);
  const objects = useSelector(story, selectObjects, sameObjects);
  const sections = useSelector(okt, (s) => s.context.sections);
  // The summary's content, which the app machine loads on the completion page (src/app/pages/pageContent.ts).
  const loader = usePageContent();
  const content = useSelectorOf(loader, (s) => (s.context.document?.kind === 'summary' ? (s.context.document as SummaryContent & { kind: 'summary' }) : null), null);
  const failed = useSelectorOf(loader, (s) => s.matches('failed') || s.matches('notFound'), false);
  let recap: RecapState | null = failed ? null : { kind: 'loading' };
  if (content) {
    const told = readStory(responses, objects, content);
    const knowledge = content.knowledgeTest ? pupilKnowledge(content.knowledgeTest, responses) : null;
    recap = course ? { kind: 'course', parts: courseRecap(sections, told, knowledge) } : { kind: 'session', items: completionRecap(oktNumber, told, knowledge) };
  }
  return (
    <>
      {/* The recap is an extra: without its content (offline) the page still says what comes next. */}
      {recap && <OktRecap recap={recap} />}
      {course && <PdfContainer lang={lang} />}
    </>
  );
}
