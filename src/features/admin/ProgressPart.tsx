import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RetryAlert } from '../../design/RetryAlert';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { OktContent } from '../../contracts/okt';
import '../../styles/classView.css';
import type { ClassProgressEvent } from '../../../machines/classProgressMachine';
import type { PupilByEmailEvent } from '../../../machines/pupilByEmailMachine';
import type { ClassesView, ClassExportView, ProgressView, PupilByEmailView, PupilRowView } from './adminView';
import { ClassesState } from './ClassesState';
import { ClassPicker } from './ClassPicker';
import { preloadableLazy } from '../../services/preloadableLazy';
import type { PupilRowActions } from './PupilTable';
import { QuestionResults } from './QuestionResults';
import { KnowledgeGain } from './KnowledgeGain';
import { RemovePupil, TemporaryPassword } from './PupilHelp';
import { ThrottledPupils } from './ThrottledPupils';
import { Button, ButtonLink } from '../../design/Button';
import { boardPath } from '../../../machines/boardMachine';
import { StatusMessage } from '../../design/StatusMessage';

/** The pupil table, a chunk fetched alongside the class's figures, before which it cannot show anyway. */
const PupilTable = preloadableLazy(() => import('./PupilTable').then((m) => ({ default: m.PupilTable })));
export const preloadPupilTable = () => PupilTable.preload();
if (typeof window !== 'undefined') void preloadPupilTable().catch(() => {});

export interface ProgressPartProps {
  lang: Lang;
  view: ClassesView;
  chosen: ClassSummary | null;
  progress: ProgressView;
  titles: Record<number, string>;
  /** The sessions with their activities (in the page's language), for the per-activity table; empty until loaded. */
  content: readonly OktContent[];
  onRetry: () => void;
  /** Counting again, trying again, letting a throttled pupil in, opening the class's network again (ThrottledPupils.tsx). */
  sendProgress: (event: ClassProgressEvent) => void;
  /** A temporary password for the class's pupil with an e-mail address, and taking a pupil out of the class. */
  byEmail: PupilByEmailView;
  sendByEmail: (event: PupilByEmailEvent) => void;
  /** The actions on each pupil's row (name, temporary password, letting in, taking out), and what they are doing. */
  rows: PupilRowView;
  rowActions: PupilRowActions;
  /** The class's progress as a CSV file for the school's learning platform, and asking for it. */
  csvExport: ClassExportView;
  onExport: () => void;
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/** Per session, how many pupils started it and how many completed it. */
const BARS = [
  ['started', 'admin.progress.started'],
  ['completed', 'admin.progress.completed'],
] as const;

/** /{lang}/admin/fremdrift: the class's progress; a count the page makes on its own is quiet, so a screen reader is not interrupted. */
export function ProgressPart(props: ProgressPartProps) {
  const { lang, view, chosen, progress, byEmail, titles, content, rows, rowActions, csvExport, onRetry, sendProgress, sendByEmail, onExport } = props;
  const intl = useIntl();
  const figures = progress.progress?.classCode === chosen?.classCode ? progress.progress : null;
  const counting = progress.status === 'loading';
  // «Teller opp …» only when the teacher asked; a count by itself keeps the time until the new one arrives.
  const countingAsked = counting && progress.manual !== false;
  return (
    <>
      <div>
        <ClassesState lang={lang} view={view} onRetry={onRetry} linkToCreate />
        {chosen && (
          <>
            <ClassPicker lang={lang} part="fremdrift" classes={view.classes} chosen={chosen} />
            <FormattedMessage id="admin.progress.title" values={{ name: chosen.name }} tagName="h2" />
            <div className="admin-refresh">
              <Button variant="secondary" onClick={() => sendProgress({ type: 'progress.refresh' })} aria-busy={counting || undefined}>
                <FormattedMessage id="admin.progress.refresh" />
              </Button>
              <Button variant="secondary" onClick={onExport} aria-busy={csvExport.downloading || undefined}>
                <FormattedMessage id="admin.progress.exportCsv" />
              </Button>
              <ButtonLink variant="secondary" href={boardPath(lang, chosen.classCode)}>
                <FormattedMessage id="admin.board.open" />
              </ButtonLink>
              <p className="cv-updated" data-transient="">
                {figures && <FormattedMessage id="admin.progress.countedAt" values={{ time: intl.formatTime(figures.countedAt, TIME) }} />}
              </p>
              <p role="status" className="cv-status" data-transient="">
                {countingAsked && <FormattedMessage id="admin.progress.counting" />}
                {progress.status === 'failed' && figures && <FormattedMessage id="admin.progress.refreshFailed" />}
                {csvExport.errorKey && <FormattedMessage id="admin.progress.exportFailed" />}
              </p>
            </div>
            <p className="hint cv-live">
              <FormattedMessage id="admin.progress.live" />
            </p>
          </>
        )}
      </div>
      {chosen && (
        <>
          {progress.status === 'failed' && !figures && <RetryAlert messageId="admin.progress.loadFailed" onRetry={() => sendProgress({ type: 'progress.retry' })} />}
          <ThrottledPupils progress={progress} settingPassword={byEmail.setting} send={sendProgress} onNewPassword={(email) => sendByEmail({ type: 'pupil.temporaryPassword', email })} />
          {!figures && counting && <div className="skeleton" aria-hidden="true" />}
          {figures && figures.pupils === 0 && (
            <StatusMessage>
              <FormattedMessage id="admin.progress.noPupils" values={{ code: chosen.classCode }} />
            </StatusMessage>
          )}
          {figures && figures.pupils > 0 && (
            <>
              <ul className="admin-bars">
                {figures.sessions.map((s) => (
                  <li key={s.okt}>
                    <h3>{titles[s.okt] ? intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt: s.okt, title: titles[s.okt] }) : intl.formatMessage({ id: 'admin.sessions.okt' }, { okt: s.okt })}</h3>
                    {BARS.map(([kind, id]) => (
                      <div key={kind} className="admin-bar">
                        <label htmlFor={`okt-${s.okt}-${kind}`}>
                          <FormattedMessage id={id} values={{ count: s[kind], pupils: figures.pupils }} />
                        </label>
                        <progress id={`okt-${s.okt}-${kind}`} className={kind} max={figures.pupils} value={s[kind]} />
                      </div>
                    ))}
                  </li>
                ))}
              </ul>
              {content.length > 0 && (
                <Suspense fallback={<div className="skeleton cv-table-loading" aria-hidden="true" />}>
                  <PupilTable
                    pupils={figures.perPupil}
                    content={content}
                    countedAt={figures.countedAt}
                    throttled={progress.throttled}
                    lettingIn={progress.lettingIn}
                    rows={rows}
                    actions={rowActions}
                  />
                </Suspense>
              )}
              {content.length > 0 && figures.questions.length > 0 && <QuestionResults lang={lang} results={figures.questions} content={content} />}
              {figures.knowledge && <KnowledgeGain lang={lang} gain={figures.knowledge} />}
            </>
          )}
          {/* Below the figures only once they are in (or failed): shown while counting, they jumped down when the table came (CLS 0.12). */}
          {(figures || progress.status === 'failed') && (
            <>
              <TemporaryPassword view={byEmail} send={sendByEmail} />
              <RemovePupil view={byEmail} send={sendByEmail} />
              <p className="hint">
                <FormattedMessage id="admin.progress.privacy" />
              </p>
            </>
          )}
        </>
      )}
    </>
  );
}
