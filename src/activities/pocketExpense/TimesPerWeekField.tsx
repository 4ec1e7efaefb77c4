import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../design/FormField';
import { MAX_TIMES_PER_WEEK, MIN_TIMES_PER_WEEK, parseTimesPerWeek } from '../../domain/pocket';

export interface TimesPerWeekFieldProps {
  id: string;
  value: number;
  /** What most buyers do, shown in the hint. */
  usual: number;
  onChange: (times: number) => void;
}

/** How many times a week, 1–14; other text is kept as typed with a message, the last good number stored (as AmountField). */
export function TimesPerWeekField({ id, value, usual, onChange }: TimesPerWeekFieldProps) {
  // The text being typed is the input's own state; the stored answer holds only the number it means.
  const [text, setText] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // Another purchase was chosen, with its own usual number: show it.
    setShown(value);
    setText(String(value));
    setInvalid(false);
  }
  return (
    <FormField
      id={id}
      className="times"
      label={<FormattedMessage id="activity.pocket.timesLabel" />}
      hint={<FormattedMessage id="activity.pocket.timesHint" values={{ times: usual }} />}
      errorMessageId={invalid ? 'activity.pocket.timesInvalid' : null}
      type="number"
      inputMode="numeric"
      min={MIN_TIMES_PER_WEEK}
      max={MAX_TIMES_PER_WEEK}
      step={1}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const times = parseTimesPerWeek(e.target.value);
        setInvalid(times === null);
        if (times !== null) {
          setShown(times);
          onChange(times);
        }
      }}
    />
  );
}
