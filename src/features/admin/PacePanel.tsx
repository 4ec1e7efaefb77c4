import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassPaceEvent } from '../../../machines/classPaceMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { OktContent } from '../../contracts/okt';
import type { ClassPace, PaceAction } from '../../contracts/pace';
import { Button } from '../../design/Button';
import { StatusMessage } from '../../design/StatusMessage';
import { isSectionOpen } from './adminView';
import '../../styles/pace.css';

export interface PaceView {
  /** The class's pace as the server last told it; null until read. */
  pace: ClassPace | null;
  /** The teacher's last change, and whether it is on its way. */
  last: PaceAction | null;
  saving: boolean;
  failed: boolean;
  errorKey: string | null;
}

export interface PacePanelProps {
  chosen: ClassSummary;
  /** The sessions' content: each open session's activities, in order. */
  content: readonly Pick<OktContent, 'id' | 'title' | 'activities'>[];
  view: PaceView;
  send: (event: ClassPaceEvent) => void;
}

/** «2B Budsjett»: the activity as the teacher's guide and the class name it. */
const nameOf = (content: PacePanelProps['content'], okt: number, code: string) => {
  const title = content.find((s) => s.id === okt)?.activities.find((a) => a.activity_code === code)?.title ?? '';
  return { code: code.slice(1), title };
};

/** Per open session and activity, «Hold klassen her» (or «Slipp klassen») and «Send alle hit» (docs/decisions/pace.md). */
export function PacePanel({ chosen, content, view, send }: PacePanelProps) {
  const set = (action: PaceAction) => send({ type: 'pace.set', action });
  const intl = useIntl();
  const { pace, last, saving } = view;
  const open = content.filter((s) => s.id === 1 || isSectionOpen(chosen, s.id));
  const hold = pace?.hold ?? null;
  const sent = !saving && last?.action === 'send' && pace?.sendTo ? pace.sendTo : null;
  return (
    <section className="pace-panel" aria-labelledby="pace-title">
      <h2 id="pace-title">
        <FormattedMessage id="admin.pace.title" />
      </h2>
      <p className="hint">
        <FormattedMessage id="admin.pace.hint" />
      </p>
      {view.failed ? (
        <StatusMessage as="div" variant="error" live="alert">
          <p>
            <FormattedMessage id="admin.pace.loadFailed" /> {view.errorKey && <FormattedMessage id={`error.${view.errorKey}`} />}
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'pace.retry' })}>
            <FormattedMessage id="admin.pace.retry" />
          </Button>
        </StatusMessage>
      ) : (
        <p role="status" className="pace-state">
          {pace === null || saving ? (
            <FormattedMessage id="admin.saving" />
          ) : hold ? (
            <FormattedMessage id="admin.pace.heldAt" values={nameOf(content, hold.okt, hold.activity)} />
          ) : (
            <FormattedMessage id="admin.pace.free" />
          )}
          {sent && (
            <>
              {' '}
              <FormattedMessage id="admin.pace.sent" values={nameOf(content, sent.okt, sent.activity)} />
            </>
          )}
        </p>
      )}
      {view.errorKey && !view.failed && (
        <StatusMessage variant="error" live="alert">
          <FormattedMessage id="admin.pace.failed" /> <FormattedMessage id={`error.${view.errorKey}`} />
        </StatusMessage>
      )}
      {pace !== null &&
        open.map((okt) => (
          <div key={okt.id}>
            <h3>{intl.formatMessage({ id: 'admin.sessions.oktTitled' }, { okt: okt.id, title: okt.title })}</h3>
            <ul className="pace-activities">
              {okt.activities.map((activity) => {
                const code = activity.activity_code;
                const heldHere = hold?.okt === okt.id && hold.activity === code;
                const id = `pace-${code}`;
                return (
                  <li key={code} className={heldHere ? 'pace-activity held' : 'pace-activity'}>
                    <span id={id} className="pace-activity-name">
                      {code.slice(1)} {activity.title}
                    </span>
                    {heldHere && (
                      <span className="pace-held-here">
                        <FormattedMessage id="admin.pace.heldHere" />
                      </span>
                    )}
                    <Button
                      variant={heldHere ? 'primary' : 'secondary'}
                      aria-describedby={id}
                      disabled={chosen.archived}
                      onClick={() => set(heldHere ? { action: 'release' } : { action: 'hold', okt: okt.id, activity: code })}
                    >
                      <FormattedMessage id={heldHere ? 'admin.pace.release' : 'admin.pace.hold'} />
                    </Button>
                    <Button variant="secondary" aria-describedby={id} disabled={chosen.archived} onClick={() => set({ action: 'send', okt: okt.id, activity: code })}>
                      <FormattedMessage id="admin.pace.send" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
    </section>
  );
}
