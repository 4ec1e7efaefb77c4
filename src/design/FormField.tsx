import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Message key of the error on this field, if any. */
  errorKey?: string | null;
  /** Message id of an error of the field's own, outside `error.` (an activity's). */
  errorMessageId?: string | null;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function FormField({ id, label, hint, errorKey, errorMessageId = errorKey && `error.${errorKey}`, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorMessageId ? `${id}-error` : undefined;
  return (
    <div className={errorMessageId ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {errorMessageId && (
        <p id={errorId} className="field-error">
          <FormattedMessage id={errorMessageId} />
        </p>
      )}
      <input id={id} name={id} aria-invalid={errorMessageId ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...input} />
    </div>
  );
}
