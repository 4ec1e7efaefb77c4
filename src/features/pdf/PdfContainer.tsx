import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pdfMachine } from '../../../machines/pdfMachine';
import { INTEREST_TEXT } from '../../activities/interests/interests';
import { INTEREST_IDS } from '../../contracts/interests';
import { type SessionActors, useOptionalSessionActors, useSelectorOf, useShownPageChild } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { allActivities } from '../../domain/okt';
import { pdfReadiness } from '../../domain/pdfGate';
import { sameObjects, selectObjects } from '../okt/sessionView';
import { PdfPanel, type PdfPanelState } from './PdfPanel';

type PdfActor = ActorRefFrom<typeof pdfMachine>;

function panelStateOf(s: SnapshotFrom<PdfActor>): PdfPanelState {
  if (s.matches('available')) return 'available';
  if (s.matches('fetchingContent') || s.matches('building')) return 'building';
  if (s.matches('done')) return 'done';
  if (s.matches('failed')) return 'failed';
  if (s.matches('hidden')) return 'hidden';
  return 'checking';
}

function PdfWithSession({ lang, session, showNext }: { lang: Lang; session: SessionActors; showNext?: boolean }) {
  const { okt, progress, story } = session;
  const sections = useSelector(okt, (s) => (s.matches('ready') ? s.context.sections : null));
  const responses = useSelector(progress, (s) => s.context.responses);
  const objects = useSelector(story, selectObjects, sameObjects);
  // The page's machine runs the PDF machine (machines/pdfMachine.ts) while the page shows, and asks the server as it starts.
  const pdf = useShownPageChild<PdfActor>('pdf');
  const state = useSelectorOf(pdf, panelStateOf, 'checking');
  const errorKey = useSelectorOf(pdf, (s) => s.context.errorKey, null);
  const intl = useIntl();
  // The PDF prints the interests in the words of the O1A options: the catalogue's, in the pupil's language.
  const interestLabels = useMemo(() => Object.fromEntries(INTEREST_IDS.map((id) => [id, intl.formatMessage({ id: INTEREST_TEXT[id] })])), [intl]);
  const readiness = sections ? pdfReadiness(sections, responses) : null;
  return (
    <PdfPanel
      lang={lang}
      readiness={readiness}
      state={state}
      errorKey={errorKey}
      onDownload={() => {
        const activities = allActivities(sections ?? []);
        // The PDF machine's guard decides (spec §4, src/domain/pdfGate.ts).
        pdf?.send({ type: 'pdf.download', lang, activities, responses, objects, date: new Date(), interestLabels });
      }}
      onRetry={() => pdf?.send({ type: 'pdf.retry' })}
      showNext={showNext}
    />
  );
}

/** The PDF button where the session actors are (start page, summary, the course's last completion page); nothing outside a pupil's session. */
export function PdfContainer({ lang, showNext }: { lang: Lang; showNext?: boolean }) {
  const session = useOptionalSessionActors();
  return session ? <PdfWithSession lang={lang} session={session} showNext={showNext} /> : null;
}
