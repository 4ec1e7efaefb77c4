import { type KeyboardEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { School } from '../../contracts/admin';
import { Button } from '../../design/Button';
import { Field } from '../../design/FormField';
import { StatusMessage } from '../../design/StatusMessage';

export interface SchoolChoice {
  /** Null while the county's schools load or when they could not be fetched. */
  schools: School[] | null;
  schoolsFailed: boolean;
  adding: boolean;
  /** Message key of a refused school name, for this form. */
  addErrorKey: string | null;
  /** The school just added from this form, which the list then shows chosen. */
  added: string | null;
  onAdd: (name: string) => void;
  onRetry: () => void;
}

/** The class's school, chosen from the county's schools, with a way to add one that is missing. */
export function SchoolField({ id, defaultValue, errorKey, choice }: { id: string; defaultValue: string; errorKey: string | null; choice: SchoolChoice }) {
  const intl = useIntl();
  const { schools, schoolsFailed, adding, addErrorKey, added, onAdd, onRetry } = choice;
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const selected = added ?? defaultValue;
  const names = (schools ?? []).map((s) => s.name);
  // A school no longer listed (or added while the list failed) stays choosable.
  if (selected && !names.includes(selected)) names.push(selected);
  // A school already given (a Feide teacher's, who has no county list) needs nothing added.
  const mustAdd = schoolsFailed || (schools !== null && schools.length === 0 && !selected);
  const showAdd = open || mustAdd;

  function add() {
    onAdd(nameRef.current?.value ?? '');
  }
  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the school here; it must not send the class form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <>
      <Field id={id} label={<FormattedMessage id="admin.form.school" />} errorKey={errorKey}>
        {(control) => (
          <select
            key={`${schools ? 'listed' : 'waiting'}-${added ?? ''}`}
            name={id}
            defaultValue={selected}
            disabled={!schools && !schoolsFailed && !selected}
            {...control}
          >
            <option value="">{intl.formatMessage({ id: schools || schoolsFailed ? 'admin.form.school.choose' : 'content.loading' })}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {schoolsFailed && (
        <StatusMessage variant="error" as="div" live="alert">
          <FormattedMessage id="admin.form.school.loadFailed" tagName="p" />
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="content.retry" />
          </Button>
        </StatusMessage>
      )}
      <div className="admin-add-school">
        {schools !== null && !mustAdd && (
          <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-add`} onClick={() => setOpen(!open)}>
            <FormattedMessage id="admin.form.school.missing" />
          </button>
        )}
        {showAdd && (
          <div id={`${id}-add`} className="admin-add-school-panel">
            <Field id={`${id}-new`} label={<FormattedMessage id="admin.form.school.new" />} errorKey={addErrorKey}>
              {(control) => <input ref={nameRef} type="text" autoComplete="off" maxLength={100} onKeyDown={addOnEnter} {...control} />}
            </Field>
            <Button variant="secondary" onClick={add} disabled={adding} aria-busy={adding || undefined}>
              <FormattedMessage id={adding ? 'admin.form.school.adding' : 'admin.form.school.add'} />
            </Button>
          </div>
        )}
        <p role="status" className="hint">
          {added && <FormattedMessage id="admin.form.school.added" values={{ name: added }} />}
        </p>
      </div>
    </>
  );
}
