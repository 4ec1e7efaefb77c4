import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { AdminClassesEvent } from '../../../machines/adminClassesMachine';
import type { Lang } from '../../contracts/lang';
import { activeAndArchived, type ClassesView } from './adminView';
import { ClassCard } from './ClassCard';
import { ClassesState } from './ClassesState';
import { ClassFields, readClassValues } from './ClassFields';
import type { FeideGroupOffer } from '../../contracts/feide';
import { NoticeText } from './NoticeText';
import type { SchoolChoice } from './SchoolField';
import { Button } from '../../design/Button';
import { StatusMessage } from '../../design/StatusMessage';

export interface ClassesPartProps {
  lang: Lang;
  view: ClassesView;
  /** The school year a new class is given to begin with, e.g. "2026/2027". */
  schoolYear: string;
  /** The teaching groups a Feide teacher may make a class from. */
  feideGroups?: FeideGroupOffer[];
  send: (event: AdminClassesEvent) => void;
}

/** /{lang}/admin/klasser: the teacher's classes (active first, archived folded away) and a form for a new one. */
export function ClassesPart({ lang, view, schoolYear, feideGroups, send }: ClassesPartProps) {
  const { active, archived } = activeAndArchived(view.classes);
  const choice = (form: string): SchoolChoice => ({
    schools: view.schools,
    schoolsFailed: view.schoolsFailed,
    adding: view.addingSchool,
    addErrorKey: view.addSchoolError?.form === form ? view.addSchoolError.messageKey : null,
    added: view.addedSchool?.form === form ? view.addedSchool.name : null,
    onAdd: (name) => send({ type: 'school.add', name, form }),
    onRetry: () => send({ type: 'schools.retry' }),
  });
  const card = (item: (typeof active)[number]) => <ClassCard key={item.classCode} lang={lang} item={item} view={view} schoolYearExample={schoolYear} choice={choice} send={send} />;
  const createError = view.formError?.form === 'new' ? view.formError : null;

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'class.create', values: readClassValues(event.currentTarget, 'new') });
  }

  return (
    <>
      <p role="status" className="admin-notice">
        {view.notice && <NoticeText notice={view.notice} />}
      </p>
      <FormattedMessage id="admin.classes.title" tagName="h2" />
      <ClassesState lang={lang} view={view} onRetry={() => send({ type: 'classes.retry' })} linkToCreate={false} />
      {active.length > 0 && <ul className="admin-classes">{active.map(card)}</ul>}
      {archived.length > 0 && (
        <details className="admin-archived">
          <FormattedMessage id="admin.classes.archived" values={{ count: archived.length }} tagName="summary" />
          <ul className="admin-classes">{archived.map(card)}</ul>
        </details>
      )}
      {view.status === 'ready' && (
        <form className="admin-create" onSubmit={create} noValidate aria-labelledby="class-new-title">
          <h2 id="class-new-title">
            <FormattedMessage id="admin.create.title" />
          </h2>
          <ClassFields
            // Empty fields once a class has been made (and only then: a refused one keeps what was typed); the button keeps focus.
            key={view.classes.length}
            formId="new"
            // A Feide teacher's school comes from Feide: they have no county to list schools from.
            initial={{ name: '', school: feideGroups?.[0]?.school ?? '', schoolYear }}
            error={createError}
            schoolYearExample={schoolYear}
            choice={choice('new')}
            feideGroups={feideGroups}
          />
          {createError && !createError.field && (
            <StatusMessage variant="error" live="alert">
              <FormattedMessage id={`error.${createError.messageKey}`} />
              {createError.messageKey === 'txt_error_teacher_unconfirmed' && (
                // The teacher page tells where the account stands and sends the link again.
                <>
                  {' '}
                  <Link href={`/${lang}/veiledere`}>
                    <FormattedMessage id="teacherStatus.resend" />
                  </Link>
                </>
              )}
            </StatusMessage>
          )}
          <p className="actions">
            <Button type="submit" disabled={view.saving !== null} aria-busy={view.saving === 'create' || undefined}>
              <FormattedMessage id={view.saving === 'create' ? 'admin.saving' : 'admin.create.submit'} />
            </Button>
          </p>
        </form>
      )}
    </>
  );
}
