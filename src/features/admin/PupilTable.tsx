import { shallowEqual } from '@xstate/react';
import { type FormEvent, memo, useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { PupilProgress } from '../../contracts/admin';
import type { ThrottledPupil } from '../../contracts/classHelp';
import type { OktContent } from '../../contracts/okt';
import { type HelpMark, needsHelp } from '../../domain/needsHelp';
import { type ShownState, summarisePupil, pupilName } from './classView';
import { FigureTable } from '../../design/FigureTable';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';
import type { PupilRowEvent } from '../../../machines/pupilRowMachine';
import type { PupilRowView } from './adminView';
import { ShownPassword } from './PupilHelp';

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

/** A «needs help» mark in words (never colour alone): held back at sign-in, idle, or long on one activity. */
function Mark({ mark, titles }: { mark: HelpMark; titles: ReadonlyMap<string, string> }) {
  switch (mark.kind) {
    case 'locked':
      return <FormattedMessage id="admin.help.mark.locked" />;
    case 'idle':
      return <FormattedMessage id="admin.help.mark.idle" values={{ minutes: mark.minutes }} />;
    default:
      return <FormattedMessage id="admin.help.mark.stuck" values={{ activity: titles.get(mark.activity) ?? mark.activity, minutes: mark.minutes, median: mark.medianMinutes }} />;
  }
}

type RowState = ReturnType<typeof rowStateOf>;

/** What a row sends: its actions, and letting the pupil, held back at sign-in, in again (by the throttled list's id). */
export interface PupilRowActions {
  send: (event: PupilRowEvent) => void;
  onLetIn: (userId: string) => void;
}

/** The teacher's help for one pupil, behind «Hjelp …» on the row: the name, a temporary password, letting in, taking out. */
function RowHelp({ pupil, name, row, lockedUserId, lettingIn, actions: { send, onLetIn } }: { pupil: PupilProgress; name: string; row: RowState; lockedUserId: string | null; lettingIn: boolean; actions: PupilRowActions }) {
  const intl = useIntl();
  const id = pupil.pupilId;
  const disabled = row.busy !== null || row.waiting;
  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'row.rename', pupilId: id, displayName: String(new FormData(event.currentTarget).get('displayName') ?? '') });
  }
  return (
    // Open while the row has something to say (`undefined` removes `open`), so a saved name's message stays in view.
    <details className="cv-details cv-help" open={row.busy !== null || row.confirming || row.password !== null || row.renamed || row.errorKey !== null || undefined}>
      <FormattedMessage id="admin.help.open" values={{ name }} tagName="summary" />
      <form className="cv-help-name" noValidate onSubmit={rename}>
        <label htmlFor={`name-${id}`}>
          <FormattedMessage id="admin.help.name" />
        </label>
        <input
          id={`name-${id}`}
          name="displayName"
          autoComplete="off"
          maxLength={60}
          defaultValue={pupil.displayName ?? ''}
          aria-invalid={row.errorKey !== null || undefined}
          aria-describedby={`name-${id}-hint${row.errorKey ? ` help-${id}-error` : ''}`}
        />
        <span id={`name-${id}-hint`} className="hint">
          <FormattedMessage id="admin.help.nameHint" values={{ pseudonym: pupil.pseudonym }} />
        </span>
        <Button type="submit" variant="secondary" disabled={disabled} aria-busy={row.busy === 'renaming' || undefined}>
          <FormattedMessage id={row.busy === 'renaming' ? 'admin.help.saving' : 'admin.help.saveName'} />
        </Button>
      </form>
      <div aria-live="polite">
        {row.renamed && (
          <FormattedMessage id="admin.help.renamed" tagName="p" />
        )}
        {row.password && (
          <ShownPassword intro={<FormattedMessage id="admin.help.passwordFor" values={{ name: <strong>{name}</strong> }} />} password={row.password}>
            <Button variant="secondary" onClick={() => send({ type: 'row.dismiss' })}>
              <FormattedMessage id="admin.temporary.dismiss" />
            </Button>
          </ShownPassword>
        )}
      </div>
      <ErrorAlert id={`help-${id}-error`} messageKey={row.errorKey} />
      <p className="cv-help-actions">
        {lockedUserId && (
          <Button onClick={() => onLetIn(lockedUserId)} disabled={lettingIn} aria-busy={lettingIn || undefined}>
            <FormattedMessage id="admin.help.letIn" />
          </Button>
        )}
        {!row.password && (
          <Button variant="secondary" onClick={() => send({ type: 'row.temporaryPassword', pupilId: id })} disabled={disabled} aria-busy={row.busy === 'settingPassword' || undefined}>
            <FormattedMessage id={row.busy === 'settingPassword' ? 'admin.temporary.setting' : 'admin.help.password'} />
          </Button>
        )}
        {!row.confirming && (
          <Button variant="secondary" className="danger-text" onClick={() => send({ type: 'row.remove', pupilId: id, name })} disabled={disabled}>
            <FormattedMessage id="admin.help.remove" />
          </Button>
        )}
      </p>
      {row.confirming && (
        <div className="cv-help-confirm" role="group" aria-label={intl.formatMessage({ id: 'admin.help.removeQuestion' }, { name })}>
          <FormattedMessage id="admin.help.removeQuestion" values={{ name }} tagName="p" />
          <p className="cv-help-actions">
            <Button className="danger" onClick={() => send({ type: 'row.remove.confirm' })} disabled={row.busy !== null} aria-busy={row.busy === 'removing' || undefined}>
              <FormattedMessage id={row.busy === 'removing' ? 'admin.remove.busy' : 'admin.help.removeConfirm'} />
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'row.remove.cancel' })} disabled={row.busy !== null}>
              <FormattedMessage id="admin.help.removeCancel" />
            </Button>
          </p>
        </div>
      )}
    </details>
  );
}

interface PupilRowProps {
  pupil: PupilProgress;
  content: readonly OktContent[];
  marks: readonly HelpMark[] | undefined;
  titles: ReadonlyMap<string, string>;
  row: RowState;
  lockedUserId: string | null;
  lettingIn: boolean;
  actions: PupilRowActions;
}

const sameMarks = (a: readonly HelpMark[] | undefined, b: readonly HelpMark[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** One pupil's row, redrawn only when its own figures change: unchanged rows stay the same objects (src/domain/progressSharing.ts). */
const PupilRow = memo(
  function PupilRow({ pupil, content, marks, titles, row, lockedUserId, lettingIn, actions }: PupilRowProps) {
    const intl = useIntl();
    const sessions = summarisePupil(content, pupil);
    const name = pupilName(pupil, (displayName, pseudonym) => intl.formatMessage({ id: 'admin.pupils.named' }, { name: displayName, pseudonym }));
    return (
      <tr className={marks ? 'cv-needs-help' : undefined}>
        <th scope="row">
          <span className="cv-name">{name}</span>
          {marks && (
            <ul className="cv-marks" aria-label={intl.formatMessage({ id: 'admin.help.marks' })}>
              {marks.map((mark) => (
                <li key={mark.kind} className={`cv-mark ${mark.kind}`}>
                  <Mark mark={mark} titles={titles} />
                </li>
              ))}
            </ul>
          )}
          {pupil.startedOverAt !== null && (
            <span className="cv-restart">
              <FormattedMessage id="admin.pupils.startedOver" values={{ date: intl.formatDate(pupil.startedOverAt, DAY), time: intl.formatTime(pupil.startedOverAt, TIME) }} />
            </span>
          )}
          <details className="cv-details">
            <FormattedMessage id="admin.pupils.details" tagName="summary" />
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
          <RowHelp pupil={pupil} name={name} row={row} lockedUserId={lockedUserId} lettingIn={lettingIn} actions={actions} />
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
  },
  (a, b) =>
    a.pupil === b.pupil &&
    a.content === b.content &&
    a.titles === b.titles &&
    a.actions === b.actions &&
    a.lockedUserId === b.lockedUserId &&
    a.lettingIn === b.lettingIn &&
    shallowEqual(a.row, b.row) &&
    sameMarks(a.marks, b.marks),
);

export interface PupilTableProps {
  pupils: PupilProgress[];
  content: readonly OktContent[];
  /** When the figures were counted: the «needs help» marks are reckoned at that moment. */
  countedAt: number;
  /** The class's pupils held back at sign-in, with the row each belongs to. */
  throttled: readonly ThrottledPupil[] | null;
  lettingIn: boolean;
  rows: PupilRowView;
  actions: PupilRowActions;
}

/** The row actions that belong to this row, so other rows stay as they are; `waiting` while another row's action runs. */
function rowStateOf(rows: PupilRowView, pupilId: string) {
  const mine = rows.pupilId === pupilId;
  return {
    busy: mine ? rows.busy : null,
    confirming: mine && rows.confirming,
    password: rows.result?.pupilId === pupilId && rows.result.kind === 'password' ? rows.result.password : null,
    renamed: rows.result?.pupilId === pupilId && rows.result.kind === 'renamed',
    errorKey: rows.errorFor === pupilId ? rows.errorKey : null,
    waiting: !mine && rows.busy !== null,
  };
}

/** Each pupil's activities, help marks (src/domain/needsHelp.ts) and help; a card per pupil when narrow (src/styles/classView.css). */
export function PupilTable({ pupils, content, countedAt, throttled, lettingIn, rows, actions }: PupilTableProps) {
  const intl = useIntl();
  const order = useMemo(() => content.flatMap((okt) => okt.activities.map((a) => a.activity_code)), [content]);
  const titles = useMemo(() => new Map(content.flatMap((okt) => okt.activities.map((a) => [a.activity_code, a.title] as const))), [content]);
  const lockedBy = useMemo(() => new Map((throttled ?? []).filter((t) => t.pupilId).map((t) => [t.pupilId!, t.userId])), [throttled]);
  const marks = useMemo(() => needsHelp(pupils, new Set(lockedBy.keys()), order, countedAt), [pupils, lockedBy, order, countedAt]);
  const needing = pupils.filter((p) => marks.has(p.pupilId));
  const nameOf = (pupil: PupilProgress) => pupilName(pupil, (displayName) => displayName);
  const removed = rows.result?.kind === 'removed' ? rows.result.name : null;
  return (
    <>
      <p className="cv-help-summary">
        {needing.length === 0 ? (
          <FormattedMessage id="admin.help.nobody" />
        ) : (
          <FormattedMessage id="admin.help.summary" values={{ count: needing.length, names: intl.formatList(needing.map(nameOf)) }} />
        )}
      </p>
      <p aria-live="polite">{removed && <FormattedMessage id="admin.help.removed" values={{ name: removed }} />}</p>
      <p className="hint cv-key">
        <FormattedMessage id="admin.pupils.key" />{' '}
        {(['done', 'started', 'none'] as const).map((state) => (
          <span key={state} className="cv-key-item">
            <Dot state={state} /> <FormattedMessage id={STATE_TEXT[state]} />
          </span>
        ))}
      </p>
      <FigureTable className="admin-pupils cv-pupils">
        <FormattedMessage id="admin.pupils.caption" tagName="caption" />
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
            <PupilRow
              key={pupil.pupilId || pupil.pseudonym}
              pupil={pupil}
              content={content}
              marks={marks.get(pupil.pupilId)}
              titles={titles}
              row={rowStateOf(rows, pupil.pupilId)}
              lockedUserId={lockedBy.get(pupil.pupilId) ?? null}
              lettingIn={lettingIn}
              actions={actions}
            />
          ))}
        </tbody>
      </FigureTable>
    </>
  );
}
