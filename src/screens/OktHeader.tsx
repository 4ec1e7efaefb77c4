import { FormattedMessage } from 'react-intl';
import type { OktContent } from '../contracts/okt';
import { PageHeader } from '../design/PageHeader';

/** The top of a session page: where in the session it is, the activity's heading and what to do. */
export function OktHeader({ section, index }: { section: OktContent; index: number }) {
  const activity = section.activities[index]!;
  return (
    <PageHeader
      id="okt-title"
      title={activity.title}
      eyebrow={<FormattedMessage id="okt.progress" values={{ okt: section.id, title: section.title, step: index + 1, steps: section.activities.length }} />}
      progress={{ value: index + 1, max: section.activities.length }}
      lead={activity.intro}
    />
  );
}
