import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** Something this activity builds on is not there yet: say what, and link to the activity that provides it. */
export function MissingNotice({ messageId, linkId, href }: { messageId: string; linkId: string; href: string }) {
  return (
    <p className="notice">
      <FormattedMessage id={messageId} />{' '}
      <Link href={href}>
        <FormattedMessage id={linkId} />
      </Link>
    </p>
  );
}
