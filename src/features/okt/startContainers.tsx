import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { StatusMessage } from '../../design/StatusMessage';
import { useAuthActor, useSessionActors } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { resumeActivity } from '../../domain/okt';
import { StartOverScreen } from '../../screens/StartOverScreen';
import { StartScreen } from '../../screens/StartScreen';
import { PdfContainer } from '../pdf/PdfContainer';
import { selectSaveStatus } from './sessionView';
import { startAction } from './startView';
import { Suspense } from 'react';
import { lazyWithReload } from '../../services/chunkReload';

// Its own chunk: the start page's first load stays within its budget, and the name follows the sessions.
const ClassIdentity = lazyWithReload(() => import('./ClassIdentity').then((m) => ({ default: m.ClassIdentity })));

// The overview's routes apart from the session's (containers.tsx), so neither loads what only the other shows.

export function StartContainer({ lang }: { lang: Lang }) {
  const { okt, progress } = useSessionActors();
  const classCode = useSelector(useAuthActor(), (s) => (s.matches('signedIn') ? s.context.classCode : null));
  const sections = useSelector(okt, (s) => (s.matches('ready') ? s.context.sections : null));
  const failed = useSelector(okt, (s) => s.matches('failed'));
  const refusal = useSelector(okt, (s) => s.context.refusal);
  // Where the teacher holds the class (docs/decisions/pace.md); a teacher trying the class is never held.
  const held = useSelector(okt, (s) => (s.context.canAdmin ? null : s.context.pace.hold));
  const heldTitle = sections?.find((s) => s.id === held?.okt)?.activities.find((a) => a.activity_code === held?.activity)?.title;
  const responses = useSelector(progress, (s) => s.context.responses);
  const saveStatus = useSelector(progress, selectSaveStatus);
  const resumeAt = Object.fromEntries((sections ?? []).map((s) => [s.id, resumeActivity(s, responses)]));
  return (
    <div>
      {held && heldTitle && (
        <StatusMessage live="status" className="pace-held">
          <FormattedMessage id="okt.pace.heldAt" values={{ code: held.activity.slice(1), title: heldTitle }} />
        </StatusMessage>
      )}
      <StartScreen
        lang={lang}
        sections={sections}
        resumeAt={resumeAt}
        action={sections ? startAction(lang, sections, responses) : null}
        refusal={refusal}
        failed={failed}
        saveStatus={saveStatus}
        onRetry={() => okt.send({ type: 'content.retry' })}
        pdf={<PdfContainer lang={lang} showNext={false} />}
        identity={
          classCode && sections ? (
            <Suspense fallback={null}>
              <ClassIdentity lang={lang} />
            </Suspense>
          ) : null
        }
      />
    </div>
  );
}

export function StartOverContainer({ lang }: { lang: Lang }) {
  const { progress } = useSessionActors();
  const busy = useSelector(progress, (s) => s.matches({ active: 'clearingRecord' }) || s.matches({ active: 'callingBackend' }));
  const errorKey = useSelector(progress, (s) => (s.matches({ active: 'saved' }) ? s.context.errorKey : null));
  return <StartOverScreen lang={lang} busy={busy} errorKey={errorKey} onConfirm={() => progress.send({ type: 'startOver.confirm' })} />;
}
