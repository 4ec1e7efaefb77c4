import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lang } from '../contracts/lang';
import { Page } from '../components/Page';
import type { OktSection } from '../domain/okt';
import { ButtonLink } from '../design/Button';
import '../styles/completion.css';

export interface OktCompleteScreenProps {
  lang: Lang;
  section: OktSection;
  next: OktSection | null;
  /** Where to finish the session when its final activity has no answer yet. */
  missingAt: string | null;
  /** What the pupil decided in the session; on the last page the whole course and the PDF button (a lazy chunk). */
  recap?: ReactNode;
}

/** /{lang}/okt/{okt}/Fullfort: the session is done, what the pupil decided, and what comes next (or what is left). */
export function OktCompleteScreen({ lang, section, next, missingAt, recap }: OktCompleteScreenProps) {
  const last = next === null;
  return (
    <Page headingId="okt-complete-title" titleId={section.isComplete ? 'oktComplete.title' : 'oktComplete.notYet'} values={{ okt: section.id }} className="okt-complete">
      {section.isComplete ? (
        <p>{last ? <FormattedMessage id="oktComplete.last.body" /> : <FormattedMessage id="oktComplete.body" values={{ title: section.title }} />}</p>
      ) : (
        <FormattedMessage id="oktComplete.missing" tagName="p" />
      )}
      {section.isComplete && recap}
      <section className="okt-next" aria-labelledby="okt-next-title">
        <h2 id="okt-next-title">
          <FormattedMessage id="oktComplete.whatNext" />
        </h2>
        {next && !next.hasAccess && (
          <FormattedMessage id="oktComplete.nextLocked" values={{ okt: next.id }} tagName="p" />
        )}
        <p className="actions">
          {!section.isComplete && missingAt && (
            <ButtonLink href={`/${lang}/okt/${section.id}/${missingAt}`}>
              <FormattedMessage id="oktComplete.finish" />
            </ButtonLink>
          )}
          {section.isComplete && next?.hasAccess && (
            <ButtonLink href={`/${lang}/okt/${next.id}/${next.activities[0]!.activity_code}`}>
              <FormattedMessage id="oktComplete.next" values={{ okt: next.id, title: next.title }} />
            </ButtonLink>
          )}
          <ButtonLink href={`/${lang}/start`} variant="secondary">
            <FormattedMessage id="nav.toOverview" />
          </ButtonLink>
        </p>
      </section>
    </Page>
  );
}
