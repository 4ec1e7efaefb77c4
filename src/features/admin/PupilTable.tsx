import { memo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { PupilProgress } from '../../contracts/admin';
import type { OktContent } from '../../contracts/okt';
import { type ShownState, summarisePupil, pupilName } from './classView';
import { FigureTable } from '../../design/FigureTable';

const DAY_AND_TIME = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
const DAY = { day: 'numeric', month: 'short' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;
/** «Økt 2»: a column's heading, and the label each of its cells carries on a narrow screen. */
const oktLabel = (intl: IntlShape, okt: number) => intl.formatMessage({ id: 'admin.sessions.okt' }, { okt });
const STATE_TEXT: Record<ShownState, string> = { done: 'admin.activity.done', started: 'admin.activity.started', none: 'admin.activity.none' };

/** A dot per activity: filled when done, half when begun, empty when not started. The words are beside it for screen readers. */
function Dot({ state }: { state: ShownState }) {
  return <span className={`cv-dot ${state}`} aria-hidden="true" />;
}

/**
 * One pupil's row. Drawn again only when that pupil's figures changed: the class view counts every 15 s, and keeps the
 * rows of the pupils who did nothing since as the same objects (src/domain/progressSharing.ts).
 */
const PupilRow = memo(function PupilRow({ pupil, content }: { pupil: PupilProgress; content: readonly OktContent[] }) {
  const intl = useIntl();
  const sessions = summarisePupil(content, pupil);
  const name = pupilName(pupil, (displayName, pseudonym) => intl.formatMessage({ id: 'admin.pupils.named' }, { name: displayName, pseudonym }));
  return (
    <tr>
      <th scope="row">
        <span className="cv-name">{name}</span>
        {pupil.startedOverAt !== null && (
          <span className="cv-restart">
            <FormattedMessage id="admin.pupils.startedOver" values={{ date: intl.formatDate(pupil.startedOverAt, DAY), time: intl.formatTime(pupil.startedOverAt, TIME) }} />
          </span>
        )}
        <details className="cv-details">
          <summary>
            <FormattedMessage id="admin.pupils.details" />
          </summary>
          {sessions.map((s) => (
            <div key={s.okt} className="cv-details-okt">
              <p className="cv-details-title">{oktLabel(intl, s.okt)}</p>
              <ul>
                {s.activities.map((a) => (
                  <li key={a.code}>
                    <Dot state={a.state} /> {intl.formatMessage({ id: 'admin.activity.state' }, { title: a.title, state: intl.formatMessage({ id: STATE_TEXT[a.state] }) })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </th>
      {sessions.map((s) => (
        <td key={s.okt} data-label={oktLabel(intl, s.okt)} className={s.done === s.total ? 'cv-session done' : 'cv-session'}>
          <span className="cv-session-figures">
            <span className="cv-dots" aria-hidden="true">
              {s.activities.map((a) => (
                <Dot key={a.code} state={a.state} />
              ))}
            </span>
            <span aria-hidden="true" className="cv-count">
              {s.done === s.total ? <FormattedMessage id="admin.pupils.sessionDone" /> : <FormattedMessage id="admin.pupils.sessionCount" values={{ done: s.done, total: s.total }} />}
            </span>
            <span className="cv-sr">
              <FormattedMessage id="admin.pupils.sessionSummary" values={{ done: s.done, total: s.total, started: s.started }} />
            </span>
          </span>
        </td>
      ))}
      <td data-label={intl.formatMessage({ id: 'admin.pupils.lastActive' })}>{intl.formatDate(pupil.lastUpdated, DAY_AND_TIME)}</td>
    </tr>
  );
});

export interface PupilTableProps {
  pupils: PupilProgress[];
  content: readonly OktContent[];
}

/**
 * Issue 18: each pupil with each session's activities (done / begun / not started). A real table on a wide screen,
 * a card per pupil on a narrow one (src/styles/classView.css), and every activity by name behind «Vis
 * aktivitetene». Rows are keyed by pseudonym, so new figures replace the text in place without moving anything.
 */
export function PupilTable({ pupils, content }: PupilTableProps) {
  const intl = useIntl();
  return (
    <>
      <p className="hint cv-key">
        <FormattedMessage id="admin.pupils.key" />{' '}
        {(['done', 'started', 'none'] as const).map((state) => (
          <span key={state} className="cv-key-item">
            <Dot state={state} /> <FormattedMessage id={STATE_TEXT[state]} />
          </span>
        ))}
      </p>
      <FigureTable className="admin-pupils cv-pupils">
        <caption>
          <FormattedMessage id="admin.pupils.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.pupils.pupil" />
            </th>
            {content.map((okt) => (
              <th scope="col" key={okt.id}>
                {oktLabel(intl, okt.id)}
              </th>
            ))}
            <th scope="col">
              <FormattedMessage id="admin.pupils.lastActive" />
            </th>
          </tr>
        </thead>
        <tbody>
          {pupils.map((pupil) => (
            <PupilRow key={pupil.pseudonym} pupil={pupil} content={content} />
          ))}
        </tbody>
      </FigureTable>
    </>
  );
}
