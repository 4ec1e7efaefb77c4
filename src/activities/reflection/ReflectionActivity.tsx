import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActivityProps } from '../types';

const MAX_LENGTH = 2000;

interface TextAnswerProps {
  id: string;
  className: string;
  label: ReactNode;
  /** Says how many characters are left (`{left}`). */
  hintId: string;
  /** Set for a required answer left empty: the field is marked and says so. */
  errorId?: string | null;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
}

/** An answer in the pupil's own words, with the characters left; `errorId` makes it a required field. */
export function TextAnswer({ id, className, label, hintId, errorId, rows, maxLength, value, onChange, onBlur }: TextAnswerProps) {
  const required = errorId !== undefined;
  return (
    <div className={errorId ? `field ${className} has-error` : `field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        <FormattedMessage id={hintId} values={{ left: maxLength - value.length }} />
      </p>
      {errorId && (
        <p id={`${id}-error`} className="field-error">
          <FormattedMessage id={errorId} />
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-required={required ? true : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
        onBlur={onBlur}
      />
    </div>
  );
}

/** A reflective question answered in the pupil's own words. */
export function ReflectionActivity({ activity, value, onChange }: ActivityProps) {
  const text = typeof value === 'string' ? value : '';
  const label = activity.prompt ?? activity.title;
  return (
    <TextAnswer id={`answer-${activity.activity_code}`} className="reflection" label={label} hintId="activity.reflection.hint" rows={6} maxLength={MAX_LENGTH} value={text} onChange={onChange} />
  );
}
