import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ClassValues } from '../../../machines/adminClassesMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import type { ClassesView } from './adminView';
import { ClassCode } from './ClassCode';
import { ClassFields, readClassValues } from './ClassFields';
import type { SchoolChoice } from './SchoolField';

export interface ClassCardProps {
  lang: Lang;
  item: ClassSummary;
  view: ClassesView;
  schoolYearExample: string;
  choice: (form: string) => SchoolChoice;
  onEdit: (classCode: string) => void;
  onEditCancel: () => void;
  onUpdate: (classCode: string, values: ClassValues) => void;
  onArchive: (classCode: string, archived: boolean) => void;
}

/** One class: its code for the projector, its pupils, where to unlock and follow it, and edit or archive. */
export function ClassCard({ lang, item, view, schoolYearExample, choice, onEdit, onEditCancel, onUpdate, onArchive }: ClassCardProps) {
  const { classCode } = item;
  const titleId = `class-${classCode}-title`;
  const editing = view.editing === classCode;
  const busy = view.saving !== null;
  const archiveError = view.archiveError?.classCode === classCode ? view.archiveError.messageKey : null;
  const formError = view.formError?.form === classCode ? view.formError : null;

  // When the edit form closes (saved or cancelled), focus goes back to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onUpdate(classCode, readClassValues(event.currentTarget, classCode));
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
      <p>
        <FormattedMessage id="admin.class.pupils" values={{ count: item.pupilCount }} />
      </p>
      {!item.archived && (
        <ul className="admin-links">
          <li>
            <Link href={`/${lang}/admin/okter?klasse=${encodeURIComponent(classCode)}`} aria-describedby={titleId}>
              <FormattedMessage id="admin.class.toSessions" />
            </Link>
          </li>
          <li>
            <Link href={`/${lang}/admin/fremdrift?klasse=${encodeURIComponent(classCode)}`} aria-describedby={titleId}>
              <FormattedMessage id="admin.class.toProgress" />
            </Link>
          </li>
        </ul>
      )}
      {archiveError && (
        <p className="form-error" role="alert">
          <FormattedMessage id={`error.${archiveError}`} />
        </p>
      )}
      <p className="actions">
        {!item.archived && (
          <button
            ref={editButton}
            type="button"
            className="button secondary"
            aria-expanded={editing}
            aria-controls={editing ? `class-${classCode}-form` : undefined}
            aria-describedby={titleId}
            onClick={() => (editing ? onEditCancel() : onEdit(classCode))}
          >
            <FormattedMessage id="admin.class.edit" />
          </button>
        )}
        <button type="button" className="button secondary" disabled={busy} aria-describedby={titleId} onClick={() => onArchive(classCode, !item.archived)}>
          <FormattedMessage id={item.archived ? 'admin.class.restore' : 'admin.class.archive'} />
        </button>
      </p>
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
          {formError && !formError.field && (
            <p className="form-error" role="alert">
              <FormattedMessage id={`error.${formError.messageKey}`} />
            </p>
          )}
          <p className="actions">
            <button type="submit" className="button" disabled={busy} aria-busy={view.saving === 'updating' || undefined}>
              <FormattedMessage id={view.saving === 'updating' ? 'admin.saving' : 'admin.edit.save'} />
            </button>
            <button type="button" className="button secondary" onClick={onEditCancel}>
              <FormattedMessage id="admin.edit.cancel" />
            </button>
          </p>
        </form>
      )}
    </li>
  );
}
