import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminClassesEvent } from '../../../machines/adminClassesMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { adminPath } from '../../contracts/routeTable';
import type { ClassesView } from './adminView';
import { ClassCode } from './ClassCode';
import { ClassFields, readClassValues } from './ClassFields';
import type { SchoolChoice } from './SchoolField';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';
import { FormField } from '../../design/FormField';

export interface ClassCardProps {
  lang: Lang;
  item: ClassSummary;
  view: ClassesView;
  schoolYearExample: string;
  choice: (form: string) => SchoolChoice;
  send: (event: AdminClassesEvent) => void;
}

/** One class: its code for the projector, its pupils, where to unlock and follow it, and edit or archive. */
export function ClassCard({ lang, item, view, schoolYearExample, choice, send }: ClassCardProps) {
  const intl = useIntl();
  const { classCode } = item;
  const titleId = `class-${classCode}-title`;
  const editing = view.editing === classCode;
  const busy = view.saving !== null;
  const archiveError = view.archiveError?.classCode === classCode ? view.archiveError.messageKey : null;
  const formError = view.formError?.form === classCode ? view.formError : null;
  const deleteError = view.deleteError?.classCode === classCode ? view.deleteError.messageKey : null;
  // UI state only: whether the teacher opened «Slett klassen». A refusal keeps it open.
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'class.delete', classCode, confirmCode: String(new FormData(event.currentTarget).get('confirmCode') ?? '') });
  }

  // When the edit form closes (saved or cancelled), focus goes back to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'class.update', classCode, values: readClassValues(event.currentTarget, classCode) });
  }

  return (
    <li className={item.archived ? 'admin-class archived' : 'admin-class'} aria-labelledby={titleId}>
      <h3 id={titleId}>{item.name}</h3>
      {(item.school || item.schoolYear) && <p className="muted">{[item.school, item.schoolYear].filter(Boolean).join(' · ')}</p>}
      {item.archived ? (
        <p className="admin-archived-note">
          <FormattedMessage id="admin.class.archivedNote" values={{ code: item.classCode }} />
        </p>
      ) : (
        <ClassCode code={classCode} describedBy={titleId} />
      )}
      <FormattedMessage id="admin.class.pupils" values={{ count: item.pupilCount }} tagName="p" />
      <p className="hint admin-retention">
        {item.retention.deletesAt !== null ? (
          <FormattedMessage id="admin.class.deletesAt" values={{ date: intl.formatDate(item.retention.deletesAt, { day: 'numeric', month: 'long', year: 'numeric' }) }} />
        ) : (
          <FormattedMessage id="admin.class.retention" values={{ months: item.retention.inactiveMonths }} />
        )}
      </p>
      {!item.archived && (
        <ul className="admin-links">
          <li>
            <Link href={adminPath(lang, 'okter', classCode)} aria-describedby={titleId}>
              <FormattedMessage id="admin.class.toSessions" />
            </Link>
          </li>
          <li>
            <Link href={adminPath(lang, 'fremdrift', classCode)} aria-describedby={titleId}>
              <FormattedMessage id="admin.class.toProgress" />
            </Link>
          </li>
        </ul>
      )}
      <ErrorAlert messageKey={archiveError} />
      <p className="actions">
        {!item.archived && (
          <Button
            ref={editButton}
            variant="secondary"
            aria-expanded={editing}
            aria-controls={editing ? `class-${classCode}-form` : undefined}
            aria-describedby={titleId}
            onClick={() => send(editing ? { type: 'class.editCancel' } : { type: 'class.edit', classCode })}
          >
            <FormattedMessage id="admin.class.edit" />
          </Button>
        )}
        <Button variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => send({ type: 'class.archive', classCode, archived: !item.archived })}>
          <FormattedMessage id={item.archived ? 'admin.class.restore' : 'admin.class.archive'} />
        </Button>
        <Button
          variant="secondary" className="danger-text"
          aria-expanded={confirmingDelete || deleteError !== null}
          aria-controls={confirmingDelete || deleteError ? `class-${classCode}-delete` : undefined}
          aria-describedby={titleId}
          onClick={() => setConfirmingDelete(!confirmingDelete)}
        >
          <FormattedMessage id="admin.class.delete" />
        </Button>
      </p>
      {(confirmingDelete || deleteError) && (
        <form id={`class-${classCode}-delete`} className="admin-delete" onSubmit={remove} noValidate aria-labelledby={`class-${classCode}-delete-title`}>
          <h4 id={`class-${classCode}-delete-title`}>
            <FormattedMessage id="admin.delete.title" values={{ name: item.name }} />
          </h4>
          <p>
            <FormattedMessage id="admin.delete.text" values={{ count: item.pupilCount, code: <strong>{classCode}</strong> }} />
          </p>
          <FormField
            id={`class-${classCode}-confirm`}
            name="confirmCode"
            label={<FormattedMessage id="admin.delete.confirmLabel" />}
            errorKey={deleteError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <p className="actions">
            <Button type="submit" variant="danger" disabled={busy} aria-busy={view.saving === 'delete' || undefined}>
              <FormattedMessage id={view.saving === 'delete' ? 'admin.delete.busy' : 'admin.delete.confirm'} />
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
              <FormattedMessage id="admin.edit.cancel" />
            </Button>
          </p>
        </form>
      )}
      {editing && (
        <form id={`class-${classCode}-form`} className="admin-edit" onSubmit={save} noValidate aria-labelledby={`class-${classCode}-form-title`}>
          <h4 id={`class-${classCode}-form-title`}>
            <FormattedMessage id="admin.edit.title" values={{ name: item.name }} />
          </h4>
          <ClassFields
            formId={classCode}
            initial={{ name: item.name, school: item.school ?? '', schoolYear: item.schoolYear ?? '' }}
            error={formError}
            schoolYearExample={schoolYearExample}
            choice={choice(classCode)}
          />
          <ErrorAlert messageKey={formError?.field ? null : formError?.messageKey} />
          <p className="actions">
            <Button type="submit" disabled={busy} aria-busy={view.saving === 'update' || undefined}>
              <FormattedMessage id={view.saving === 'update' ? 'admin.saving' : 'admin.edit.save'} />
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'class.editCancel' })}>
              <FormattedMessage id="admin.edit.cancel" />
            </Button>
          </p>
        </form>
      )}
    </li>
  );
}
