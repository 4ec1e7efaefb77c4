import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { StatusMessage } from '../../design/StatusMessage';

/** Something this activity builds on is not there yet: say what, and link to the activity that provides it. */
export function MissingNotice({ messageId, linkId, href }: { messageId: string; linkId: string; href: string }) {
  return (
    <StatusMessage>
      <FormattedMessage id={messageId} />{' '}
      <Link href={href}>
        <FormattedMessage id={linkId} />
      </Link>
    </StatusMessage>
  );
}
