import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import { StatusMessage } from '../../design/StatusMessage';

export interface NeedsFirstProps {
  lang: Lang;
  /** The økt 3 activity that provides what is missing. */
  code: string;
  messageId: string;
  linkId: string;
}

/** What an økt 3 activity shows when something it builds on is missing: what to do first, and a link there. */
export function NeedsFirst({ lang, code, messageId, linkId }: NeedsFirstProps) {
  return (
    <StatusMessage>
      <FormattedMessage id={messageId} />{' '}
      <Link href={`/${lang}/okt/3/${code}`}>
        <FormattedMessage id={linkId} />
      </Link>
    </StatusMessage>
  );
}

/** The purchase of O3A is what O3B–O3D are about. */
export function NeedsPurchase({ lang }: { lang: Lang }) {
  return <NeedsFirst lang={lang} code="O3A" messageId="activity.creditPurchase.chooseFirst" linkId="activity.creditPurchase.toChoice" />;
}
