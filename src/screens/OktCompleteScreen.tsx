import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import type { OktSection } from '../domain/okt';

export interface OktCompleteScreenProps {
  lang: Lang;
  section: OktSection;
  /** The next session, if there is one, and whether it is open yet. */
  next: OktSection | null;
  /** Where to finish the session when its final activity has no answer yet. */
  missingAt: string | null;
}

/** /{lang}/okt/{okt}/Fullfort: the session is done (or says what is left). */
export function OktCompleteScreen({ lang, section, next, missingAt }: OktCompleteScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: section.isComplete ? 'oktComplete.title' : 'oktComplete.notYet' }, { okt: section.id });
  useDocumentTitle(title);
  return (
    <section className="panel" aria-labelledby="okt-complete-title">
      <h1 id="okt-complete-title">{title}</h1>
      {section.isComplete ? (
        <p>
          <FormattedMessage id="oktComplete.body" values={{ title: section.title }} />
        </p>
      ) : (
        <p>
          <FormattedMessage id="oktComplete.missing" />
        </p>
      )}
      <p className="actions">
        {!section.isComplete && missingAt && (
          <Link href={`/${lang}/okt/${section.id}/${missingAt}`} className="button">
            <FormattedMessage id="oktComplete.finish" />
          </Link>
        )}
        {section.isComplete && next?.hasAccess && (
          <Link href={`/${lang}/okt/${next.id}/${next.activities[0]!.activity_code}`} className="button">
            <FormattedMessage id="oktComplete.next" values={{ okt: next.id, title: next.title }} />
          </Link>
        )}
        <Link href={`/${lang}/start`} className="button secondary">
          <FormattedMessage id="nav.toOverview" />
        </Link>
      </p>
    </section>
  );
}
