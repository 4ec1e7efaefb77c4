import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ContentRequest, contentPageMachine } from '../../../machines/contentPageMachine';
import { ACTIVITY_COMPONENTS, preloadActivities } from '../../activities/registry';
import { nextIdle, whenIdle } from '../../services/idle';
import { lazyWithReload } from '../../services/chunkReload';
import { usePageActor, useSelectorOf, useSessionActors } from '../../context/SystemContext';
import { LoadingPanel } from '../../design/LoadingPanel';
import type { Lang } from '../../contracts/lang';
import { OktScreen } from '../../screens/OktScreen';
import { sameObjects, selectHeldReason, selectNoticeFor, selectObjects, selectSavedAt, selectSaveStatus, selectStoryLoading } from './sessionView';

// A chunk of its own, with its texts (src/i18n/LaterTexts.tsx): the activity pages share this chunk and never show it.
const OktCompleteScreen = lazyWithReload(() =>
  Promise.all([import('../../screens/OktCompleteScreen'), import('../../i18n/LaterTexts')]).then(([m, texts]) => ({ default: texts.withLaterTexts(m.OktCompleteScreen, 'page') })),
);

type RecapProps = {
  lang: Lang;
  okt: number;
  /** The last page: the whole course and the PDF button. */
  course: boolean;
};

// Fetched once the page has shown; a failed fetch leaves out the recap, never the page around it.
const OktRecapContainer = lazy<(props: RecapProps) => ReactNode>(() =>
  import('./OktRecapContainer').then(
    (m) => ({ default: m.OktRecapContainer }),
    () => ({ default: () => null }),
  ),
);

/** The content an activity builds on (machines/activityPageMachine.ts): null until its own request is answered. */
function useActivityContent(request: ContentRequest | null) {
  const activity = usePageActor('activity');
  const content = useSelectorOf(activity, (s) => (s.children.content as ActorRefFrom<typeof contentPageMachine> | undefined) ?? null, null);
  const requestKey = JSON.stringify(request);
  const data = useSelectorOf(content, (s) => (JSON.stringify(s.context.request) === requestKey ? s.context.document : null), null);
  const dataFailed = useSelectorOf(content, (s) => s.matches('failed') || s.matches('notFound'), false);
  return { data, dataFailed, onRetry: () => content?.send({ type: 'content.retry' }) };
}

/** A session page: the route machine has told the okt machine which one (a locked one redirects there). */
export function OktContainer({ lang, okt: oktNumber, part }: { lang: Lang; okt: number; part: string }) {
  const { okt, progress, story } = useSessionActors();
  const ready = useSelector(okt, (s) => s.matches('ready'));
  const section = useSelector(okt, (s) => s.context.sections.find((x) => x.id === oktNumber));
  const responses = useSelector(progress, (s) => s.context.responses);
  const seed = useSelector(progress, (s) => s.context.userId ?? '');
  const objects = useSelector(story, selectObjects, sameObjects);
  const storyLoading = useSelector(story, selectStoryLoading);
  const saveStatus = useSelector(progress, selectSaveStatus);
  const savedAt = useSelector(progress, selectSavedAt);
  const heldReason = useSelector(progress, selectHeldReason);
  const otherDevice = useSelector(progress, selectNoticeFor(part));
  const refusal = useSelector(okt, (s) => (s.context.refusal?.landedOn === oktNumber ? s.context.refusal : null));
  // The pupil asked to go past the activity the teacher holds the class at, and waits here (docs/decisions/pace.md).
  const waiting = useSelector(okt, (s) => s.context.paceWait !== null && s.context.pace.hold?.okt === oktNumber && s.context.pace.hold.activity === part);
  // Each activity is a chunk of its own: fetch the others once this one shows, so Next works offline too.
  useEffect(() => {
    whenIdle(() => {
      void preloadActivities(nextIdle);
      // The other activities', the charts' and the completion page's texts, so they show at once, offline too (src/i18n/LaterTexts.tsx).
      void import('../../i18n/LaterTexts').then((texts) => Promise.all([texts.loadLaterTexts(lang, 'activities'), texts.loadLaterTexts(lang, 'okt3'), texts.loadLaterTexts(lang, 'later')]));
    });
  }, [lang]);

  const component = section?.activities.find((a) => a.activity_code === part)?.component;
  // No component yet (the section has not arrived) names no activity: `undefined` is not a key of the registry.
  const definition = ACTIVITY_COMPONENTS[component as string];
  // What the activity builds on (its choices, the tax rules), which the activity page machine loads (ActivityContent).
  const { data, dataFailed, onRetry } = useActivityContent(definition?.needs?.(lang, responses) || null);

  // The activity's chunk first, so it renders without suspending (src/activities/lazyActivity.ts); a failed fetch shows anyway.
  const [, settle] = useState<unknown>();
  const chunkWaits = definition?.settled() === false;
  useEffect(() => {
    if (definition?.settled() === false) definition.preload().then(settle, settle);
  }, [definition]);

  // A closed session shows nothing while the okt machine sends the pupil on; activityWaits spares a false "choose first".
  if (!section || (ready && !section.hasAccess)) return <LoadingPanel id="okt-loading" />;
  return (
    <OktScreen
      activityWaits={!ready || storyLoading || chunkWaits}
      lang={lang}
      section={section}
      part={part}
      value={responses[part]}
      responses={responses}
      seed={seed}
      objects={objects}
      saveStatus={saveStatus}
      savedAt={savedAt}
      heldReason={heldReason}
      otherDevice={otherDevice}
      onNoticeDismiss={() => progress.send({ type: 'notices.dismiss' })}
      refusal={refusal}
      waiting={waiting}
      data={data}
      dataFailed={dataFailed}
      onRetry={onRetry}
      onChange={(v) => progress.send({ type: 'answer.change', code: part, value: v })}
    />
  );
}

/** /{lang}/okt/{okt}/Fullfort; the recap and the last page's PDF button come in a lazy chunk once the page shows. */
export function OktCompleteContainer({ lang, okt: oktNumber }: { lang: Lang; okt: number }) {
  const { okt } = useSessionActors();
  const ready = useSelector(okt, (s) => s.matches('ready'));
  const sections = useSelector(okt, (s) => s.context.sections);
  const section = sections.find((s) => s.id === oktNumber);
  if (!ready || !section?.hasAccess) return <LoadingPanel id="okt-loading" />;
  const next = sections.find((s) => s.id === oktNumber + 1) ?? null;
  return (
    <Suspense fallback={<LoadingPanel id="okt-loading" />}>
      <OktCompleteScreen
        lang={lang}
        section={section}
        next={next}
        missingAt={section.firstMissing}
        recap={
          <Suspense fallback={<div className="recap skeleton" aria-busy="true" />}>
            <OktRecapContainer lang={lang} okt={oktNumber} course={next === null} />
          </Suspense>
        }
      />
    </Suspense>
  );
}
