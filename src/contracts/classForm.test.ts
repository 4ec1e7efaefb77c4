import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddSchoolBody, CreateClassBody, UpdateClassBody } from './admin';
import { type ClassFormField, createClassIssue, type FormIssue, schoolNameIssue, updateClassIssue } from './classForm';

const FIELDS: readonly string[] = ['name', 'school', 'schoolYear'] satisfies ClassFormField[];

/** The first issue the server's schema finds, in the shape the browser's check answers with. */
function schemaIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): FormIssue | null {
  if (result.success) return null;
  const issue = result.error!.issues[0]!;
  const field = String(issue.path[0] ?? '');
  return { field: FIELDS.includes(field) ? (field as ClassFormField) : null, messageKey: issue.message };
}

/** Text near every rule's edge: blank, padded, at and past the length limits, years that do and do not follow. */
const text = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', '\u00a0', '10A', ' Nordnes skole ', '2026/2027', ' 2026/2027 ', '2026/2028', '2026-2027', '1999/2000', '2099/2100', '2026/2027x', 'kx7p2m', 'KX7P2M', ' KX7P2M ', 'ABC', 'ABCDEFGHJKMNP', 'ÆØÅ123', '10\u0000A', 'Nord\u0007nes', ' 10A\u007f'),
  fc.tuple(fc.constantFrom('', ' ', '\u2028'), fc.integer({ min: 55, max: 105 }), fc.constantFrom('', ' ', 'x')).map(([pad, n, end]) => `${pad}${'a'.repeat(n)}${end}`),
  fc.tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 1990, max: 2110 })).map(([a, b]) => `${a}/${b}`),
  fc.string({ maxLength: 12 }),
);
const anything = fc.oneof(text, fc.constantFrom(undefined, null, 7, true));
const values = fc.record({ name: anything, school: anything, schoolYear: anything }, { requiredKeys: [] });

describe('the class forms’ rules in the browser', () => {
  it('refuse a new class exactly as CreateClassBody does, with the same field and message key', () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(createClassIssue(v)).toEqual(schemaIssue(CreateClassBody.safeParse(v)));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse a changed class exactly as UpdateClassBody does', () => {
    fc.assert(
      fc.property(anything, values, (classCode, v) => {
        expect(updateClassIssue(classCode, v)).toEqual(schemaIssue(UpdateClassBody.safeParse({ classCode, ...v })));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse a school name exactly as AddSchoolBody does', () => {
    fc.assert(
      fc.property(anything, (name) => {
        expect(schoolNameIssue(name)).toEqual(schemaIssue(AddSchoolBody.safeParse({ name }))?.messageKey ?? null);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuse a NUL or another control character in a name, which PostgreSQL cannot store', () => {
    expect(createClassIssue({ name: '10\u0000A', school: 'Nordnes skole', schoolYear: '2026/2027' })).toEqual({ field: 'name', messageKey: 'txt_error_invalid_input' });
    expect(schoolNameIssue('Nord\u0000nes')).toBe('txt_error_invalid_input');
  });

  it('accept a class the server accepts, and name the field it refuses', () => {
    expect(createClassIssue({ name: '10A', school: 'Nordnes skole', schoolYear: '2026/2027' })).toBeNull();
    expect(createClassIssue({ name: '10A', school: ' ', schoolYear: '2026/2027' })).toEqual({ field: 'school', messageKey: 'txt_error_required' });
    expect(updateClassIssue('KX7P2M', { schoolYear: '2026/2028' })).toEqual({ field: 'schoolYear', messageKey: 'txt_error_school_year' });
  });
});
