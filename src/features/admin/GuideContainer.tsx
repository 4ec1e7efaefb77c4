import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type guideMachine, selectGuideView } from '../../../machines/guideMachine';
import { type PageActors, useChildActor, useSessionActors } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { GuidePart } from './GuidePart';

type GuideActor = ActorRefFrom<typeof guideMachine>;

/** /{lang}/admin/veiledning: the teacher's guide (machines/guideMachine.ts), titled from the content the teacher has loaded. */
export function GuideContainer({ lang, admin }: { lang: Lang; admin: PageActors['admin'] }) {
  const guide = useChildActor<GuideActor>(admin, 'guide');
  return guide ? <Guide lang={lang} guide={guide} /> : null;
}

function Guide({ lang, guide }: { lang: Lang; guide: GuideActor }) {
  const { okt } = useSessionActors();
  const view = useSelector(guide, selectGuideView, shallowEqual);
  const titles = useSelector(okt, (s) => Object.fromEntries(s.context.content.map((c) => [c.id, c.title])) as Record<string, string>, shallowEqual);
  const activityTitles = useSelector(
    okt,
    (s) => Object.fromEntries(s.context.content.flatMap((c) => c.activities.map((a) => [a.activity_code, a.title]))) as Record<string, string>,
    shallowEqual,
  );
  return (
    <GuidePart
      lang={lang}
      view={view}
      titles={titles}
      activityTitles={activityTitles}
      send={guide.send}
    />
  );
}
