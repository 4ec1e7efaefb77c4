import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { RetryAlert } from '../../design/RetryAlert';
import type { Lang } from '../../contracts/lang';
import type { ClassesView } from './adminView';
import { StatusMessage } from '../../design/StatusMessage';

/** The class list while loading, failed or empty (with the way to make a class elsewhere); null once there are active classes. */
export function ClassesState({ lang, view, onRetry, linkToCreate }: { lang: Lang; view: ClassesView; onRetry: () => void; linkToCreate: boolean }) {
  if (view.status === 'loading') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="content.loading" />
      </p>
    );
  }
  if (view.status === 'failed') return <RetryAlert messageId="admin.classes.loadFailed" onRetry={onRetry} />;
  if (view.classes.some((c) => !c.archived)) return null;
  const none = view.classes.length === 0;
  if (!linkToCreate) {
    return (
      <StatusMessage>
        <FormattedMessage id={none ? 'admin.classes.emptyHere' : 'admin.classes.noActiveHere'} />
      </StatusMessage>
    );
  }
  return (
    <StatusMessage>
      <FormattedMessage id={none ? 'admin.classes.empty' : 'admin.classes.noActive'} />{' '}
      <Link href={`/${lang}/admin/klasser`}>
        <FormattedMessage id={none ? 'admin.classes.createFirst' : 'admin.classes.toClasses'} />
      </Link>
    </StatusMessage>
  );
}
