import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../design/FormField';
import { RetryAlert } from '../../design/RetryAlert';
import type { DisplayNameData } from '../../contracts/displayName';
import { Button } from '../../design/Button';
import '../../styles/displayName.css';

export interface DisplayNameView {
  status: 'loading' | 'failed' | 'ready' | 'saving';
  stored: DisplayNameData | null;
  draft: string;
  /** A message key without `error.`: why loading, saving or the typed name failed. */
  errorKey: string | null;
  saved: boolean;
}

export interface DisplayNameFormProps {
  classCode: string;
  /** Names the class above the field, when the pupil is in more than one. */
  showClass: boolean;
  view: DisplayNameView;
  onChange: (value: string) => void;
  onSave: () => void;
  onRetry: () => void;
}

/** On «Mine data»: the number the teacher sees the pupil by, and the optional display name (machines/displayNameMachine.ts). */
export function DisplayNameForm({ classCode, showClass, view, onChange, onSave, onRetry }: DisplayNameFormProps) {
  const { stored, status } = view;
  const id = `display-name-${classCode}`;
  const saving = status === 'saving';
  const fieldError = status === 'ready' ? view.errorKey : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  return (
    <div className="display-name">
      {showClass && (
        <FormattedMessage id="account.myData.displayName.class" values={{ code: classCode }} tagName="h3" />
      )}
      {status === 'loading' && (
        <p role="status">
          <FormattedMessage id="account.myData.displayName.loading" />
        </p>
      )}
      {status === 'failed' && <RetryAlert messageId={`error.${view.errorKey ?? 'txt_error_default'}`} onRetry={onRetry} />}
      {stored && (
        <form noValidate onSubmit={submit}>
          <p className="display-name-seen">
            {stored.displayName === null ? (
              <FormattedMessage id="account.myData.displayName.seenAs" values={{ number: <strong>{stored.pseudonym}</strong> }} />
            ) : (
              <FormattedMessage
                id="account.myData.displayName.seenAsNamed"
                values={{ name: <strong dir="auto">{stored.displayName}</strong>, number: <strong>{stored.pseudonym}</strong> }}
              />
            )}
          </p>
          <FormField
            id={id}
            label={<FormattedMessage id="account.myData.displayName.label" />}
            hint={<FormattedMessage id="account.myData.displayName.hint" />}
            errorKey={fieldError}
            value={view.draft}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="nickname"
            spellCheck={false}
            dir="auto"
          />
          <div className="display-name-actions">
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              <FormattedMessage id={saving ? 'account.myData.displayName.saving' : 'account.myData.displayName.save'} />
            </Button>
            <p role="status" className="display-name-status">
              {view.saved && <FormattedMessage id={stored.displayName === null ? 'account.myData.displayName.cleared' : 'account.myData.displayName.saved'} />}
            </p>
          </div>
        </form>
      )}
    </div>
  );
}
