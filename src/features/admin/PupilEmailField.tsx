import { FormattedMessage } from 'react-intl';

/** The address a pupil signs in with, as the teacher types it to help that pupil. */
export function PupilEmailField({ id, labelId, errorKey, defaultValue }: { id: string; labelId: string; errorKey: string | null; defaultValue?: string }) {
  const errorId = errorKey ? `${id}-error` : undefined;
  return (
    <div className={errorKey ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {errorKey && (
        <p id={errorId} className="field-error">
          <FormattedMessage id={`error.${errorKey}`} />
        </p>
      )}
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        defaultValue={defaultValue}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
