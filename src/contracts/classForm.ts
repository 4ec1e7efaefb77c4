/**
 * The rules of the class and school forms, the one place they are written: the server's schemas in admin.ts
 * (CreateClassBody, UpdateClassBody, AddSchoolBody) are built from them, and the browser checks a form with them
 * before sending it. Plain functions rather than a schema, because the teacher's pages have no room in their first
 * load for a schema library (classForm.test.ts holds the schemas and these to the same answers).
 */

export type ClassFormField = 'name' | 'school' | 'schoolYear';

/** The first thing the server would refuse in a form: the field (null when it is not a form field) and the message key. */
export interface FormIssue {
  field: ClassFormField | null;
  messageKey: string;
}

/** The longest class and school names, in characters once trimmed. */
export const NAME_MAX = { name: 60, school: 100 } as const;

/** Control characters (NUL among them, which PostgreSQL cannot store) have no place in a name anyone reads. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A class code once trimmed and in upper case (the codes the server makes are in CLASS_CODE_ALPHABET, admin.ts). */
export const CLASS_CODE_PATTERN = /^[A-Z0-9]{4,12}$/;

/** Why a class or school name is refused, as a message key, or null when it is fine. */
export function nameIssue(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || value.trim().length === 0) return 'txt_error_required';
  if (value.trim().length > max) return 'txt_error_too_long';
  return CONTROL_CHARACTERS.test(value.trim()) ? 'txt_error_invalid_input' : null;
}

/** A school year as teachers write it: "2026/2027" (the second year follows the first). */
export function schoolYearIssue(value: unknown): string | null {
  if (typeof value !== 'string') return 'txt_error_school_year';
  const year = value.trim();
  return /^20\d\d\/20\d\d$/.test(year) && Number(year.slice(5)) === Number(year.slice(0, 4)) + 1 ? null : 'txt_error_school_year';
}

const isClassCode = (value: unknown) => typeof value === 'string' && CLASS_CODE_PATTERN.test(value.trim().toUpperCase());

function fieldIssue(values: Partial<Record<ClassFormField, unknown>>, optional: boolean): FormIssue | null {
  for (const field of ['name', 'school', 'schoolYear'] as const) {
    const value = values[field];
    if (optional && value === undefined) continue;
    const messageKey = field === 'schoolYear' ? schoolYearIssue(value) : nameIssue(value, NAME_MAX[field]);
    if (messageKey) return { field, messageKey };
  }
  return null;
}

/** A new class (CreateClassBody): every field is required. */
export const createClassIssue = (values: Partial<Record<ClassFormField, unknown>>): FormIssue | null => fieldIssue(values, false);

/** A changed class (UpdateClassBody): its code, and the fields that change. */
export function updateClassIssue(classCode: unknown, values: Partial<Record<ClassFormField, unknown>>): FormIssue | null {
  if (!isClassCode(classCode)) return { field: null, messageKey: 'txt_invalid_class_code' };
  return fieldIssue(values, true);
}

/** A school to add (AddSchoolBody). */
export function schoolNameIssue(name: unknown): string | null {
  return nameIssue(name, NAME_MAX.school);
}
