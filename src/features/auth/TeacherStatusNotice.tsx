import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import type { TeacherStatusView } from './teacherStatusView';
import { Button } from '../../design/Button';
import { StatusMessage } from '../../design/StatusMessage';

// Written out so every message id stands in the code.
const STANDING_TEXT = {
  pending: { title: 'teacherStatus.pending.title', text: 'teacherStatus.pending.text' },
  refused: { title: 'teacherStatus.refused.title', text: 'teacherStatus.refused.text' },
} as const;

export interface TeacherStatusNoticeProps {
  lang: Lang;
  view: TeacherStatusView;
  onResend: () => void;
}

/**
 * The teacher page's word on the account: the link from the e-mail being taken, taken or refused; for a
 * signed-in teacher who may not create classes yet, why, with «Send lenken på nytt» while the address is
 * unconfirmed; and for a signed-in teacher who may, the way to the classes.
 */
export function TeacherStatusNotice({ lang, view, onResend }: TeacherStatusNoticeProps) {
  const { status, link } = view;
  return (
    <>
      {link === 'confirming' && (
        <StatusMessage live="status">
          <FormattedMessage id="teacherStatus.confirming" />
        </StatusMessage>
      )}
      {link === 'confirmed' && (
        <StatusMessage live="status">
          <FormattedMessage id="teacherStatus.confirmed" />
          {status === 'active' && view.signedIn && (
            <>
              {' '}
              <Link href={`/${lang}/admin/klasser`}>
                <FormattedMessage id="teacherStatus.toAdmin" />
              </Link>
            </>
          )}
        </StatusMessage>
      )}
      {link === 'invalid' && view.errorKey && (
        <StatusMessage variant="error" as="div" live="alert">
          <p>
            <FormattedMessage id={`error.${view.errorKey}`} />
          </p>
        </StatusMessage>
      )}
      {status === 'unconfirmed' && (
        <StatusMessage as="section" className="teacher-status" aria-labelledby="teacher-status-title">
          <h2 id="teacher-status-title">
            <FormattedMessage id="teacherStatus.unconfirmed.title" />
          </h2>
          <p>
            <FormattedMessage id="teacherStatus.unconfirmed.text" values={{ email: <strong>{view.email ?? ''}</strong> }} />
          </p>
          <p className="actions">
            <Button variant="secondary" onClick={onResend} disabled={view.resending} aria-busy={view.resending || undefined}>
              <FormattedMessage id={view.resending ? 'teacherStatus.resending' : 'teacherStatus.resend'} />
            </Button>
          </p>
          <p role="status">{view.resent && <FormattedMessage id="teacherStatus.resent" />}</p>
          {view.errorKey && link !== 'invalid' && (
            <StatusMessage variant="error" live="alert">
              <FormattedMessage id={`error.${view.errorKey}`} />
            </StatusMessage>
          )}
        </StatusMessage>
      )}
      {view.signedIn && status === 'active' && link !== 'confirmed' && (
        <section className="teacher-status" aria-labelledby="teacher-status-title">
          <h2 id="teacher-status-title">
            <FormattedMessage id="teacherStatus.signedIn.title" />
          </h2>
          <p>
            <FormattedMessage id="teacherStatus.signedIn.text" values={{ email: <strong>{view.email ?? ''}</strong> }} />
          </p>
          <p className="actions">
            <Link href={`/${lang}/admin/klasser`}>
              <FormattedMessage id="teacherStatus.toAdmin" />
            </Link>
          </p>
        </section>
      )}
      {(status === 'pending' || status === 'refused') && (
        <StatusMessage as="section" className="teacher-status" aria-labelledby="teacher-status-title">
          <h2 id="teacher-status-title">
            <FormattedMessage id={STANDING_TEXT[status].title} />
          </h2>
          <p>
            <FormattedMessage id={STANDING_TEXT[status].text} />
          </p>
        </StatusMessage>
      )}
    </>
  );
}
