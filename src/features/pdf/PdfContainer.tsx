import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { pdfMachine } from '../../../machines/pdfMachine';
import { INTEREST_IDS, INTEREST_TEXT } from '../../activities/interests/interests';
import { pdfActors, savePdf } from '../../services/pdfActors';
import { type SessionActors, useOptionalSessionActors } from '../../context/SystemContext';
import type { Lang } from '../../contracts/lang';
import { allActivities } from '../../domain/okt';
import { pdfReadiness } from '../../pdf/pdfReadiness';
import { sameObjects, selectObjects } from '../okt/sessionView';
import { PdfPanel, type PdfPanelState } from './PdfPanel';

const machine = pdfMachine.provide({ actors: pdfActors, actions: { savePdf: (_, built) => savePdf(built) } });

function PdfWithSession({ lang, session, showNext }: { lang: Lang; session: SessionActors; showNext?: boolean }) {
  const { okt, progress, story } = session;
  const sections = useSelector(okt, (s) => (s.matches('ready') ? s.context.sections : null));
  const responses = useSelector(progress, (s) => s.context.responses);
  const objects = useSelector(story, selectObjects, sameObjects);
  const pdf = useActorRef(machine, { input: { lang } });
  const intl = useIntl();
  // The PDF prints the interests in the words of the O1A options: the catalogue's, in the pupil's language.
  const interestLabels = useMemo(() => Object.fromEntries(INTEREST_IDS.map((id) => [id, intl.formatMessage({ id: INTEREST_TEXT[id] })])), [intl]);
  useEffect(() => {
    pdf.send({ type: 'pdf.check' });
  }, [pdf]);
  const state = useSelector(pdf, (s): PdfPanelState => {
    if (s.matches('available')) return 'available';
    if (s.matches('fetchingContent') || s.matches('building')) return 'building';
    if (s.matches('done')) return 'done';
    if (s.matches('failed')) return 'failed';
    if (s.matches('hidden')) return 'hidden';
    return 'checking';
  });
  const errorKey = useSelector(pdf, (s) => s.context.errorKey);
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
        pdf.send({ type: 'pdf.download', activities, responses, objects, date: new Date(), interestLabels });
      }}
      onRetry={() => pdf.send({ type: 'pdf.retry' })}
      showNext={showNext}
    />
  );
}

/** The PDF button where the session actors are (start page, summary); nothing outside a pupil's session. */
export function PdfContainer({ lang, showNext }: { lang: Lang; showNext?: boolean }) {
  const session = useOptionalSessionActors();
  // A new language is a new machine: the texts are fetched in that language.
  return session ? <PdfWithSession key={lang} lang={lang} session={session} showNext={showNext} /> : null;
}
