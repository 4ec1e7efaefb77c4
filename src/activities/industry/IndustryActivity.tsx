import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import { chosenInterests, INTEREST_TEXT } from '../interests/interests';
import type { ActivityProps } from '../types';
import { suggestIndustries } from './suggestIndustries';

/** O1C: an industry (its id is the answer); those that suit the O1A interests come first, tagged. */
export function IndustryActivity({ activity, value, onChange, responses, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  if (data?.kind !== 'industries') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const { industries, matched } = suggestIndustries(data.industries, chosenInterests(responses.O1A));
  const interests = intl.formatList(
    matched.map((id) => `«${intl.formatMessage({ id: INTEREST_TEXT[id] })}»`),
    { type: 'conjunction' },
  );
  return (
    <>
      {matched.length > 0 && (
        <p className="hint">
          <FormattedMessage id="activity.industry.suggested" values={{ interests }} />
        </p>
      )}
      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? activity.title}
        items={industries}
        idOf={({ industry }) => industry.id}
        selected={typeof value === 'string' ? value : null}
        onSelect={({ industry }) => onChange(industry.id)}
        render={({ industry, matches }) => (
          <>
            <span className="choice-title">{industry.title}</span>
            {matches.length > 0 && (
              <span className="choice-tag">
                <FormattedMessage id="activity.industry.match" />
              </span>
            )}
            <span className="choice-text">{industry.description}</span>
          </>
        )}
      />
    </>
  );
}
