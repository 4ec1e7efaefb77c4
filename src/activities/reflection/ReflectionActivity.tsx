import { useIntl } from 'react-intl';
import type { ActivityProps } from '../types';

const MAX_LENGTH = 2000;

/** A reflective question answered in the pupil's own words; the answer is saved as they type. */
export function ReflectionActivity({ activity, value, onChange }: ActivityProps) {
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const id = `answer-${activity.activity_code}`;
  return (
    <div className="field reflection">
      <label htmlFor={id}>{activity.prompt ?? activity.title}</label>
      <p id={`${id}-hint`} className="hint">
        {intl.formatMessage({ id: 'activity.reflection.hint' }, { left: MAX_LENGTH - text.length })}
      </p>
      <textarea id={id} rows={6} maxLength={MAX_LENGTH} value={text} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
