import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SectionToggle } from '../../../machines/adminClassesMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { type ClassesView, isSectionOpen, SWITCHABLE_OKTER } from './adminView';
import { ClassesState } from './ClassesState';
import { ClassPicker } from './ClassPicker';
import { NoticeText } from './NoticeText';

export interface SessionsPartProps {
  lang: Lang;
  view: ClassesView;
  /** The class whose sessions are shown; null when the teacher has none. */
  chosen: ClassSummary | null;
  /** Session titles by number, when the content has arrived. */
  titles: Record<number, string>;
  onRetry: () => void;
  onToggle: (toggle: SectionToggle) => void;
}

/** /{lang}/admin/okter: sessions 2–5 of one class as switches; session 1 is always open. */
export function SessionsPart({ lang, view, chosen, titles, onRetry, onToggle }: SessionsPartProps) {
  const intl = useIntl();
  const oktName = (okt: number) => (titles[okt] ? intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt, title: titles[okt] }) : intl.formatMessage({ id: 'admin.sessions.okt' }, { okt }));
  const error = view.sectionError && view.sectionError.classCode === chosen?.classCode ? view.sectionError : null;
  return (
    <>
      <ClassesState lang={lang} view={view} onRetry={onRetry} linkToCreate />
      {chosen && (
        <>
          <ClassPicker lang={lang} part="okter" classes={view.classes} chosen={chosen} />
          <fieldset className="admin-switches" aria-describedby="sessions-when">
            <legend>
              <FormattedMessage id="admin.sessions.legend" values={{ name: chosen.name }} />
            </legend>
            <p id="sessions-when" className="hint">
              <FormattedMessage id="admin.sessions.when" />
            </p>
            {chosen.archived && (
              <p className="notice">
                <FormattedMessage id="admin.sessions.archived" />
              </p>
            )}
            <ul>
              <li className="admin-switch">
                <span className="admin-switch-name">{oktName(1)}</span>
                <span className="admin-switch-state open">
                  <FormattedMessage id="admin.sessions.alwaysOpen" />
                </span>
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
                      aria-describedby={`${id}-state`}
                      onChange={() => onToggle({ classCode: chosen.classCode, oktNumber: okt, enabled: !open })}
                    />
                    <label htmlFor={id} className="admin-switch-name">
                      {oktName(okt)}
                    </label>
                    <span id={`${id}-state`} className={open ? 'admin-switch-state open' : 'admin-switch-state'}>
                      <FormattedMessage id={saving ? 'admin.saving' : open ? 'admin.sessions.open' : 'admin.sessions.closed'} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <p role="status" className="admin-notice">
            {view.notice && view.notice.classCode === chosen.classCode && <NoticeText notice={view.notice} />}
          </p>
          {error && (
            <p className="form-error" role="alert">
              <FormattedMessage id={error.enabled ? 'admin.sessions.openFailed' : 'admin.sessions.closeFailed'} values={{ okt: error.oktNumber }} />{' '}
              <FormattedMessage id={`error.${error.messageKey}`} />
            </p>
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
