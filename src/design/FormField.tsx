import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errorKey?: string | null;
  /** Message id of an error of the field's own, outside `error.` (an activity's). */
  errorMessageId?: string | null;
  className?: string;
}

/** What ties a control to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control (`children` draws it: an input, a select) whose hint and error are announced with it. */
export function Field({ id, label, hint, errorKey, errorMessageId = errorKey && `error.${errorKey}`, className, children }: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorMessageId ? `${id}-error` : undefined;
  return (
    <div className={['field', errorMessageId ? 'has-error' : null, className].filter(Boolean).join(' ')}>
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
      {children({ id, 'aria-invalid': errorMessageId ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
    </div>
  );
}

/** A labelled input, named by its id unless given a name. */
export function FormField({ id, label, hint, errorKey, errorMessageId, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} hint={hint} errorKey={errorKey} errorMessageId={errorMessageId}>
      {(control) => <input name={id} {...control} {...input} />}
    </Field>
  );
}
