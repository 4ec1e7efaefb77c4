import { FormattedMessage, useIntl } from 'react-intl';
import { RetryAlert } from '../../components/RetryAlert';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { ClassesView, ProgressView, RemovePupilView, TemporaryPasswordView } from './adminView';
import { ClassesState } from './ClassesState';
import { ClassPicker } from './ClassPicker';
import { RemovePupil } from './RemovePupil';
import { TemporaryPassword } from './TemporaryPassword';
import { ThrottledPupils } from './ThrottledPupils';

export interface ProgressPartProps {
  lang: Lang;
  view: ClassesView;
  chosen: ClassSummary | null;
  progress: ProgressView;
  /** Session titles by number, when the content has arrived. */
  titles: Record<number, string>;
  onRetry: () => void;
  onRefresh: () => void;
  onRetryProgress: () => void;
  /** Issue 16: lets a throttled pupil of the class sign in again at once. */
  onLetIn: (userId: string) => void;
  /** Issue 16: a temporary password for the class's pupil with this e-mail address, and putting it away. */
  help: TemporaryPasswordView;
  /** Issue 17: taking a pupil out of the class, and their answers in it. */
  removal: RemovePupilView;
  onRemovePupil: (email: string) => void;
  onSetTemporary: (email: string) => void;
  onDismissTemporary: () => void;
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const DAY_AND_TIME = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** /{lang}/admin/fremdrift: per session how many pupils started and completed it, and per pupil what is complete. */
export function ProgressPart(props: ProgressPartProps) {
  const { lang, view, chosen, progress, help, removal, titles, onRetry, onRefresh, onRetryProgress, onLetIn, onSetTemporary, onDismissTemporary, onRemovePupil } = props;
  const intl = useIntl();
  const figures = progress.progress?.classCode === chosen?.classCode ? progress.progress : null;
  const counting = progress.status === 'loading';
  return (
    <>
      <ClassesState lang={lang} view={view} onRetry={onRetry} linkToCreate />
      {chosen && (
        <>
          <ClassPicker lang={lang} part="fremdrift" classes={view.classes} chosen={chosen} />
          <h2>
            <FormattedMessage id="admin.progress.title" values={{ name: chosen.name }} />
          </h2>
          <div className="admin-refresh">
            <button type="button" className="button secondary" onClick={onRefresh} aria-busy={counting || undefined}>
              <FormattedMessage id="admin.progress.refresh" />
            </button>
            <p role="status">
              {counting ? (
                <FormattedMessage id="admin.progress.counting" />
              ) : (
                figures && <FormattedMessage id="admin.progress.countedAt" values={{ time: intl.formatTime(figures.countedAt, TIME) }} />
              )}
            </p>
          </div>
          {progress.status === 'failed' && <RetryAlert messageId="admin.progress.loadFailed" onRetry={onRetryProgress} />}
          <ThrottledPupils progress={progress} settingPassword={help.setting} onLetIn={onLetIn} onNewPassword={onSetTemporary} />
          {!figures && counting && <div className="skeleton" aria-hidden="true" />}
          {figures && figures.pupils === 0 && (
            <p className="notice">
              <FormattedMessage id="admin.progress.noPupils" values={{ code: chosen.classCode }} />
            </p>
          )}
          {figures && figures.pupils > 0 && (
            <>
              <ul className="admin-bars">
                {figures.sessions.map((s) => (
                  <li key={s.okt}>
                    <h3>{titles[s.okt] ? intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt: s.okt, title: titles[s.okt] }) : intl.formatMessage({ id: 'admin.sessions.okt' }, { okt: s.okt })}</h3>
                    <div className="admin-bar">
                      <label htmlFor={`okt-${s.okt}-started`}>
                        <FormattedMessage id="admin.progress.started" values={{ count: s.started, pupils: figures.pupils }} />
                      </label>
                      <progress id={`okt-${s.okt}-started`} className="started" max={figures.pupils} value={s.started} />
                    </div>
                    <div className="admin-bar">
                      <label htmlFor={`okt-${s.okt}-completed`}>
                        <FormattedMessage id="admin.progress.completed" values={{ count: s.completed, pupils: figures.pupils }} />
                      </label>
                      <progress id={`okt-${s.okt}-completed`} className="completed" max={figures.pupils} value={s.completed} />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'admin.pupils.caption' })}>
                <table className="figures admin-pupils">
                  <caption>
                    <FormattedMessage id="admin.pupils.caption" />
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <FormattedMessage id="admin.pupils.pupil" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.pupils.completed" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.pupils.lastActive" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.perPupil.map((p, i) => (
                      <tr key={`${p.pseudonym}-${i}`}>
                        <th scope="row">{p.pseudonym}</th>
                        <td>
                          {p.completed.length === 0 ? (
                            <FormattedMessage id="admin.pupils.none" />
                          ) : (
                            <FormattedMessage id="admin.pupils.completedList" values={{ list: intl.formatList([...p.completed].sort((a, b) => a - b).map(String), { type: 'conjunction' }) }} />
                          )}
                        </td>
                        <td>{intl.formatDate(p.lastUpdated, DAY_AND_TIME)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <TemporaryPassword view={help} onSet={onSetTemporary} onDismiss={onDismissTemporary} />
          <RemovePupil view={removal} onRemove={onRemovePupil} />
          <p className="hint">
            <FormattedMessage id="admin.progress.privacy" />
          </p>
        </>
      )}
    </>
  );
}
