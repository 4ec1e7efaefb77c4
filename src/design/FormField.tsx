import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Message key of the error on this field, if any. */
  errorKey?: string | null;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function FormField({ id, label, hint, errorKey, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorKey ? `${id}-error` : undefined;
  return (
    <div className={errorKey ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {errorKey && (
        <p id={errorId} className="field-error">
          <FormattedMessage id={`error.${errorKey}`} />
        </p>
      )}
      <input id={id} name={id} aria-invalid={errorKey ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...input} />
    </div>
  );
}
