import { useIntl } from 'react-intl';
import type { ClassFormError, ClassValues } from '../../../machines/adminClassesMachine';
import { FormField } from '../../design/FormField';
import { type SchoolChoice, SchoolField } from './SchoolField';

const fieldId = (formId: string, field: keyof ClassValues) => `class-${formId}-${field}`;

/** The class form's three fields, for a new class (`formId` "new") or one being edited (its code). */
export function ClassFields({ formId, initial, error, schoolYearExample, choice }: {
  formId: string;
  initial: ClassValues;
  error: ClassFormError | null;
  schoolYearExample: string;
  choice: SchoolChoice;
}) {
  const intl = useIntl();
  const errorOn = (field: keyof ClassValues) => (error?.field === field ? error.messageKey : null);
  return (
    <>
      <FormField
        id={fieldId(formId, 'name')}
        label={intl.formatMessage({ id: 'admin.form.name' })}
        hint={intl.formatMessage({ id: 'admin.form.name.hint' })}
        defaultValue={initial.name}
        errorKey={errorOn('name')}
        autoComplete="off"
        maxLength={60}
        required
      />
      <SchoolField id={fieldId(formId, 'school')} defaultValue={initial.school} errorKey={errorOn('school')} choice={choice} />
      <FormField
        id={fieldId(formId, 'schoolYear')}
        label={intl.formatMessage({ id: 'admin.form.schoolYear' })}
        hint={intl.formatMessage({ id: 'admin.form.schoolYear.hint' }, { example: schoolYearExample })}
        defaultValue={initial.schoolYear}
        errorKey={errorOn('schoolYear')}
        autoComplete="off"
        required
      />
    </>
  );
}

/** What the teacher typed in the form, by the field names ClassFields gives. */
export function readClassValues(form: HTMLFormElement, formId: string): ClassValues {
  const data = new FormData(form);
  const value = (field: keyof ClassValues) => String(data.get(fieldId(formId, field)) ?? '');
  return { name: value('name'), school: value('school'), schoolYear: value('schoolYear') };
}
