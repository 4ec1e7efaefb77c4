import { FormattedMessage } from 'react-intl';
import type { ActivityProps } from '../types';
import { chosenInterests, INTEREST_IDS, INTEREST_TEXT, toggleInterest } from './interests';

/**
 * O1A: what matters to you in a job, as many as you like. The answer is the ids ticked, in the order
 * of the options (spec §3: it starts as ''); it is complete once one is ticked.
 */
export function InterestsActivity({ activity, value, onChange }: ActivityProps) {
  const chosen = chosenInterests(value);
  const name = `interests-${activity.activity_code}`;
  return (
    <div className="interests">
      <fieldset className="choice-list" aria-describedby={`${name}-hint`}>
        <legend>{activity.prompt ?? activity.title}</legend>
        <p id={`${name}-hint`} className="hint">
          <FormattedMessage id="activity.interests.hint" />
        </p>
        {INTEREST_IDS.map((id) => {
          const checked = chosen.includes(id);
          return (
            <label key={id} className={checked ? 'choice selected' : 'choice'}>
              <input type="checkbox" name={name} value={id} checked={checked} onChange={(e) => onChange(toggleInterest(value, id, e.target.checked))} />
              <span className="choice-body">
                <span className="choice-title">
                  <FormattedMessage id={INTEREST_TEXT[id]} />
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p role="status" className={chosen.length === 0 ? 'hint' : 'muted'}>
        {chosen.length === 0 ? (
          <FormattedMessage id="activity.interests.noneChosen" />
        ) : (
          <FormattedMessage id="activity.interests.count" values={{ count: chosen.length, total: INTEREST_IDS.length }} />
        )}
      </p>
    </div>
  );
}
