import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import type { teacherStatusMachine } from '../../../machines/teacherStatusMachine';
import type { Lang } from '../../contracts/lang';
import { Button } from '../../design/Button';
import { ErrorAlert, StatusMessage } from '../../design/StatusMessage';

// Written out so every message id stands in the code.
const STANDING_TEXT = {
  unconfirmed: { title: 'teacherStatus.unconfirmed.title', text: 'teacherStatus.unconfirmed.text' },
  pending: { title: 'teacherStatus.pending.title', text: 'teacherStatus.pending.text' },
  refused: { title: 'teacherStatus.refused.title', text: 'teacherStatus.refused.text' },
  active: { title: 'teacherStatus.signedIn.title', text: 'teacherStatus.signedIn.text' },
} as const;

/** What the notice needs from the teacher status machine. */
export function selectTeacherStatusView(s: SnapshotFrom<typeof teacherStatusMachine>) {
  return { status: s.context.status, link: s.context.link, resending: s.matches('resending'), resent: s.context.resent, errorKey: s.context.errorKey };
}

/** …with the signed-in teacher's address, shown in the notice (null when nobody is signed in). */
export type TeacherStatusView = ReturnType<typeof selectTeacherStatusView> & { email: string | null; signedIn: boolean };

export interface TeacherStatusNoticeProps {
  lang: Lang;
  view: TeacherStatusView;
  onResend: () => void;
}

/** The teacher page's word on the account: the e-mail link's outcome, why classes cannot be made yet, or the way to them. */
export function TeacherStatusNotice({ lang, view, onResend }: TeacherStatusNoticeProps) {
  const { status, link } = view;
  const toAdmin = (
    <Link href={`/${lang}/admin/klasser`}>
      <FormattedMessage id="teacherStatus.toAdmin" />
    </Link>
  );
  // A teacher who may create classes is shown the way there, unless the confirmed link just said so.
  const standing = status === 'active' && (!view.signedIn || link === 'confirmed') ? null : status;
  return (
    <>
      {(link === 'confirming' || link === 'confirmed') && (
        <StatusMessage live="status">
          <FormattedMessage id={link === 'confirming' ? 'teacherStatus.confirming' : 'teacherStatus.confirmed'} />
          {link === 'confirmed' && status === 'active' && view.signedIn && <> {toAdmin}</>}
        </StatusMessage>
      )}
      {link === 'invalid' && <ErrorAlert messageKey={view.errorKey} />}
      {standing && (
        <section className={standing === 'active' ? 'teacher-status' : 'notice teacher-status'} aria-labelledby="teacher-status-title">
          <h2 id="teacher-status-title">
            <FormattedMessage id={STANDING_TEXT[standing].title} />
          </h2>
          <p>
            <FormattedMessage id={STANDING_TEXT[standing].text} values={{ email: <strong>{view.email ?? ''}</strong> }} />
          </p>
          {standing === 'active' && <p className="actions">{toAdmin}</p>}
          {standing === 'unconfirmed' && (
            <>
              <p className="actions">
                <Button variant="secondary" onClick={onResend} disabled={view.resending} aria-busy={view.resending || undefined}>
                  <FormattedMessage id={view.resending ? 'teacherStatus.resending' : 'teacherStatus.resend'} />
                </Button>
              </p>
              <p role="status">{view.resent && <FormattedMessage id="teacherStatus.resent" />}</p>
              <ErrorAlert messageKey={link === 'invalid' ? null : view.errorKey} />
            </>
          )}
        </section>
      )}
    </>
  );
}
