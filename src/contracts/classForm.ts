/**
 * The class and school forms' rules of admin.ts (CreateClassBody, UpdateClassBody, AddSchoolBody) without
 * zod, so the browser checks a form before sending it without loading a schema library. classForm.test.ts
 * holds them to the schemas the server validates with.
 */

export type ClassFormField = 'name' | 'school' | 'schoolYear';

/** The first thing the server would refuse in a form: the field (null when it is not a form field) and the message key. */
export interface FormIssue {
  field: ClassFormField | null;
  messageKey: string;
}

const NAME_MAX = { name: 60, school: 100 } as const;

/** The same as admin.ts's CONTROL_CHARACTERS (importing it would bring zod). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function nameIssue(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || value.trim().length === 0) return 'txt_error_required';
  if (value.trim().length > max) return 'txt_error_too_long';
  return CONTROL_CHARACTERS.test(value.trim()) ? 'txt_error_invalid_input' : null;
}

function schoolYearIssue(value: unknown): string | null {
  if (typeof value !== 'string') return 'txt_error_school_year';
  const year = value.trim();
  return /^20\d\d\/20\d\d$/.test(year) && Number(year.slice(5)) === Number(year.slice(0, 4)) + 1 ? null : 'txt_error_school_year';
}

const isClassCode = (value: unknown) => typeof value === 'string' && /^[A-Z0-9]{4,12}$/.test(value.trim().toUpperCase());

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
