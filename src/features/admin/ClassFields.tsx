import { FormattedMessage, useIntl } from 'react-intl';
import type { FeideGroupOffer } from '../../contracts/feide';
import type { ClassFormError, ClassValues } from '../../../machines/adminClassesMachine';
import { Field, FormField } from '../../design/FormField';
import { type SchoolChoice, SchoolField } from './SchoolField';

const fieldId = (formId: string, field: keyof ClassValues) => `class-${formId}-${field}`;

/** The class form's three fields, for a new class (`formId` "new") or one being edited (its code). */
export function ClassFields({ formId, initial, error, schoolYearExample, choice, feideGroups = [] }: {
  formId: string;
  initial: ClassValues;
  error: ClassFormError | null;
  schoolYearExample: string;
  choice: SchoolChoice;
  /** The teaching groups a Feide teacher may make the new class from. */
  feideGroups?: FeideGroupOffer[];
}) {
  const intl = useIntl();
  const errorOn = (field: keyof ClassValues) => (error?.field === field ? error.messageKey : null);
  return (
    <>
      {feideGroups.length > 0 && (
        <Field
          id={fieldId(formId, 'feideGroup')}
          label={<FormattedMessage id="admin.form.feideGroup" />}
          hint={<FormattedMessage id="admin.form.feideGroup.hint" />}
          errorKey={errorOn('feideGroup')}
        >
          {(control) => (
            <select name={control.id} defaultValue="" {...control}>
              <option value="">{intl.formatMessage({ id: 'admin.form.feideGroup.none' })}</option>
              {feideGroups.map((group) => (
                <option key={group.grant} value={group.grant}>
                  {group.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
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

/** The form's values by ClassFields' names; a class made from a Feide group and left without a name takes the group's. */
export function readClassValues(form: HTMLFormElement, formId: string): ClassValues {
  const data = new FormData(form);
  const value = (field: keyof ClassValues) => String(data.get(fieldId(formId, field)) ?? '');
  const values: ClassValues = { name: value('name'), school: value('school'), schoolYear: value('schoolYear') };
  const group = form.querySelector<HTMLSelectElement>(`#${fieldId(formId, 'feideGroup')}`)?.selectedOptions[0];
  if (!group?.value) return values;
  return { ...values, feideGroup: group.value, name: values.name.trim() || (group.textContent ?? '') };
}
