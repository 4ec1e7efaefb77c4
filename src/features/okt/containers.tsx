import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSessionActors } from '../../app/SessionContext';
import type { Lang } from '../../contracts/lang';
import { hasResponse, resumeActivity } from '../../domain/okt';
import { OktCompleteScreen } from '../../screens/OktCompleteScreen';
import { OktScreen } from '../../screens/OktScreen';
import { StartOverScreen } from '../../screens/StartOverScreen';
import { StartScreen } from '../../screens/StartScreen';
import { selectSaveStatus } from './sessionView';

function Loading() {
  return (
    <section className="panel" aria-busy="true" aria-labelledby="okt-loading">
      <h1 id="okt-loading" className="skeleton-heading">
        <FormattedMessage id="content.loading" />
      </h1>
      <div className="skeleton" aria-hidden="true" />
    </section>
  );
}

export function StartContainer({ lang }: { lang: Lang }) {
  const { okt, progress } = useSessionActors();
  const sections = useSelector(okt, (s) => (s.matches('ready') || s.matches('enablingSection') ? s.context.sections : null));
  const failed = useSelector(okt, (s) => s.matches('failed'));
  const refusal = useSelector(okt, (s) => s.context.refusal);
  const responses = useSelector(progress, (s) => s.context.responses);
  const saveStatus = useSelector(progress, selectSaveStatus);
  const resumeAt = Object.fromEntries((sections ?? []).map((s) => [s.id, resumeActivity(s, responses)]));
  return (
    <StartScreen lang={lang} sections={sections} resumeAt={resumeAt} refusal={refusal} failed={failed} saveStatus={saveStatus} onRetry={() => okt.send({ type: 'content.retry' })} />
  );
}

/** Sends the session route to the okt machine once it knows the sessions; a locked one redirects. */
export function OktContainer({ lang, okt: oktNumber, part }: { lang: Lang; okt: number; part: string }) {
  const { okt, progress } = useSessionActors();
  const ready = useSelector(okt, (s) => s.matches('ready'));
  const section = useSelector(okt, (s) => s.context.sections.find((x) => x.id === oktNumber));
  const value = useSelector(progress, (s) => s.context.responses[part]);
  const saveStatus = useSelector(progress, selectSaveStatus);
  const refusal = useSelector(okt, (s) => (s.context.refusal?.landedOn === oktNumber ? s.context.refusal : null));
  useEffect(() => {
    if (ready) okt.send({ type: 'route.okt', okt: oktNumber, part });
  }, [okt, ready, oktNumber, part]);
  if (!ready || !section?.hasAccess) return <Loading />;
  return (
    <OktScreen
      lang={lang}
      section={section}
      part={part}
      value={value}
      saveStatus={saveStatus}
      refusal={refusal}
      onChange={(v) => progress.send({ type: 'answer.change', code: part, value: v })}
    />
  );
}

export function OktCompleteContainer({ lang, okt: oktNumber }: { lang: Lang; okt: number }) {
  const { okt, progress } = useSessionActors();
  const ready = useSelector(okt, (s) => s.matches('ready'));
  const sections = useSelector(okt, (s) => s.context.sections);
  const responses = useSelector(progress, (s) => s.context.responses);
  useEffect(() => {
    if (ready) okt.send({ type: 'route.okt', okt: oktNumber, part: 'Fullfort' });
  }, [okt, ready, oktNumber]);
  const section = sections.find((s) => s.id === oktNumber);
  if (!ready || !section?.hasAccess) return <Loading />;
  const missing = section.activities.find((a) => !hasResponse(responses, a.activity_code));
  return <OktCompleteScreen lang={lang} section={section} next={sections.find((s) => s.id === oktNumber + 1) ?? null} missingAt={missing?.activity_code ?? null} />;
}

export function StartOverContainer({ lang }: { lang: Lang }) {
  const { progress } = useSessionActors();
  const busy = useSelector(progress, (s) => s.matches({ active: 'clearingRecord' }) || s.matches({ active: 'callingBackend' }));
  const errorKey = useSelector(progress, (s) => (s.matches({ active: 'saved' }) ? s.context.errorKey : null));
  return <StartOverScreen lang={lang} busy={busy} errorKey={errorKey} onConfirm={() => progress.send({ type: 'startOver.confirm' })} />;
}
