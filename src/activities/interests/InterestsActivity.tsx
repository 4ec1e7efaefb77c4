import { FormattedMessage } from 'react-intl';
import { CheckboxCards } from '../../design/ChoiceCards';
import type { ActivityProps } from '../types';
import { INTEREST_IDS } from '../../contracts/interests';
import { chosenInterests, INTEREST_TEXT, toggleInterest } from './interests';

/** O1A: what matters in a job, as many as you like: the ids ticked, in the options' order (it starts as ''). */
export function InterestsActivity({ activity, value, onChange }: ActivityProps) {
  const chosen = chosenInterests(value);
  const name = `interests-${activity.activity_code}`;
  return (
    <div className="interests">
      <CheckboxCards
        name={name}
        legend={activity.prompt ?? activity.title}
        describedBy={`${name}-hint`}
        hint={
          <p id={`${name}-hint`} className="hint">
            <FormattedMessage id="activity.interests.hint" />
          </p>
        }
        items={INTEREST_IDS}
        idOf={(id) => id}
        checked={(id) => chosen.includes(id)}
        onToggle={(id, checked) => onChange(toggleInterest(value, id, checked))}
        render={(id) => (
          <span className="choice-title">
            <FormattedMessage id={INTEREST_TEXT[id]} />
          </span>
        )}
      />
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
