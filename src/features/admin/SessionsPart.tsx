import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SectionToggle } from '../../../machines/adminClassesMachine';
import type { ClassProgress, ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type ClassesView, isSectionOpen, SWITCHABLE_OKTER } from './adminView';
import { ClassesState } from './ClassesState';
import { ClassPicker } from './ClassPicker';
import { NoticeText } from './NoticeText';
import { StatusMessage } from '../../design/StatusMessage';
import '../../styles/sessions.css';

export interface SessionsPartProps {
  lang: Lang;
  view: ClassesView;
  /** The class whose sessions are shown; null when the teacher has none. */
  chosen: ClassSummary | null;
  titles: Record<number, string>;
  onRetry: () => void;
  onToggle: (toggle: SectionToggle) => void;
  /** The class's figures, for how many pupils may open each session now; null until counted. */
  progress?: ClassProgress | null;
}

/** /{lang}/admin/okter: sessions 2–5 as switches; switched off, a session still opens to a pupil who finished the one before (spec §4). */
export function SessionsPart({ lang, view, chosen, titles, onRetry, onToggle, progress = null }: SessionsPartProps) {
  const intl = useIntl();
  const figures = progress && progress.classCode === chosen?.classCode && progress.pupils > 0 ? progress : null;
  const openCount = (okt: number, id?: string) => {
    const session = figures?.sessions.find((s) => s.okt === okt);
    return session && figures ? (
      <span id={id} className="admin-switch-count">
        <FormattedMessage id="admin.sessions.openCount" values={{ count: session.open, pupils: figures.pupils }} />
      </span>
    ) : null;
  };
  const oktName = (okt: number) => (titles[okt] ? intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt, title: titles[okt] }) : intl.formatMessage({ id: 'admin.sessions.okt' }, { okt }));
  const error = view.sectionError && view.sectionError.classCode === chosen?.classCode ? view.sectionError : null;
  return (
    <>
      <ClassesState lang={lang} view={view} onRetry={onRetry} linkToCreate />
      {chosen && (
        <>
          <ClassPicker lang={lang} part="okter" classes={view.classes} chosen={chosen} />
          <fieldset className="admin-switches" aria-describedby="sessions-when">
            <FormattedMessage id="admin.sessions.legend" values={{ name: chosen.name }} tagName="legend" />
            <p id="sessions-when" className="hint">
              <FormattedMessage id="admin.sessions.when" />
            </p>
            {chosen.archived && (
              <StatusMessage>
                <FormattedMessage id="admin.sessions.archived" />
              </StatusMessage>
            )}
            <ul>
              <li className="admin-switch">
                <span className="admin-switch-name">{oktName(1)}</span>
                <span className="admin-switch-state open">
                  <FormattedMessage id="admin.sessions.alwaysOpen" />
                </span>
                {openCount(1)}
              </li>
              {SWITCHABLE_OKTER.map((okt) => {
                const open = isSectionOpen(chosen, okt);
                const saving = view.pending.some((p) => p.classCode === chosen.classCode && p.oktNumber === okt);
                const id = `okt-switch-${okt}`;
                return (
                  <li key={okt} className="admin-switch">
                    <input
                      id={id}
                      type="checkbox"
                      role="switch"
                      checked={open}
                      disabled={chosen.archived}
                      aria-describedby={`${id}-state${figures ? ` ${id}-count` : ''}`}
                      onChange={() => onToggle({ classCode: chosen.classCode, oktNumber: okt, enabled: !open })}
                    />
                    <label htmlFor={id} className="admin-switch-name">
                      {oktName(okt)}
                    </label>
                    <span id={`${id}-state`} className={open ? 'admin-switch-state open' : 'admin-switch-state'}>
                      {saving ? (
                        <FormattedMessage id="admin.saving" />
                      ) : open ? (
                        <FormattedMessage id="admin.sessions.openForAll" />
                      ) : (
                        <FormattedMessage id="admin.sessions.opensAfter" values={{ previous: okt - 1 }} />
                      )}
                    </span>
                    {openCount(okt, `${id}-count`)}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <p role="status" className="admin-notice">
            {view.notice && view.notice.classCode === chosen.classCode && <NoticeText notice={view.notice} />}
          </p>
          {error && (
            <StatusMessage variant="error" live="alert">
              <FormattedMessage id={error.enabled ? 'admin.sessions.openFailed' : 'admin.sessions.closeFailed'} values={{ okt: error.oktNumber }} />{' '}
              <FormattedMessage id={`error.${error.messageKey}`} />
            </StatusMessage>
          )}
          <p>
            <Link href={`/${lang}/start`}>
              <FormattedMessage id="admin.sessions.preview" />
            </Link>
          </p>
          <p className="hint">
            <FormattedMessage id="admin.sessions.previewHint" />
          </p>
        </>
      )}
    </>
  );
}
