/**
 * The rules of the class and school forms, for admin.ts's schemas and the browser's form checks. Plain functions, as
 * the teacher's first load has no room for a schema library.
 */

export type ClassFormField = 'name' | 'school' | 'schoolYear';

/** The first thing the server would refuse in a form; `field` null when it is not a form field. */
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

export function nameIssue(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || value.trim().length === 0) return 'txt_error_required';
  if (value.trim().length > max) return 'txt_error_too_long';
  return CONTROL_CHARACTERS.test(value.trim()) ? 'txt_error_invalid_input' : null;
}

/** A school year as teachers write it: "2026/2027". */
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

export const createClassIssue = (values: Partial<Record<ClassFormField, unknown>>): FormIssue | null => fieldIssue(values, false);

export function updateClassIssue(classCode: unknown, values: Partial<Record<ClassFormField, unknown>>): FormIssue | null {
  if (!isClassCode(classCode)) return { field: null, messageKey: 'txt_invalid_class_code' };
  return fieldIssue(values, true);
}

export function schoolNameIssue(name: unknown): string | null {
  return nameIssue(name, NAME_MAX.school);
}
