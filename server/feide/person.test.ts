import { describe, expect, it } from 'vitest';
import { groupsOf, TEST_ACCOUNTS } from './test/testAccounts';
import { affiliationsOf, givenNameOf, roleOf, teachingGroupsOf } from './person';

const [teacher, pupil] = TEST_ACCOUNTS;

describe('a Feide person', () => {
  it('is a teacher when staff, a pupil when a student, and neither otherwise', () => {
    expect(roleOf(new Set(['employee', 'faculty', 'member']))).toBe('teacher');
    expect(roleOf(new Set(['employee']))).toBe('teacher');
    expect(roleOf(new Set(['student', 'member']))).toBe('pupil');
    // A pupil with a job at the school stays a pupil: a pupil can never become a teacher.
    expect(roleOf(new Set(['student', 'employee']))).toBe('pupil');
    expect(roleOf(new Set(['member', 'affiliate']))).toBeNull();
    expect(roleOf(new Set())).toBeNull();
  });

  it('takes affiliations from userinfo and from the school membership in the groups API', () => {
    expect([...affiliationsOf({ eduPersonAffiliation: ['Student'] }, [])]).toEqual(['student']);
    expect([...affiliationsOf({}, groupsOf(teacher!.sub))].sort()).toEqual(['employee', 'faculty', 'member']);
    expect([...affiliationsOf({ eduPersonAffiliation: 'student' }, 'not a list')]).toEqual(['student']);
    expect(affiliationsOf({ eduPersonAffiliation: [42] }, [{ type: 'fc:org', membership: { affiliation: {} } }]).size).toBe(0);
  });

  it('reads teaching groups with the person’s place in each, leaving out anything malformed', () => {
    expect(teachingGroupsOf(groupsOf(teacher!.sub))).toEqual([
      { id: expect.stringContaining('10a-samf'), name: 'Samfunnsfag 10A', role: 'faculty' },
      { id: expect.stringContaining('9b-matte'), name: 'Matematikk 9B', role: 'faculty' },
    ]);
    expect(teachingGroupsOf(groupsOf(pupil!.sub))).toEqual([{ id: expect.stringContaining('10a-samf'), name: 'Samfunnsfag 10A', role: 'student' }]);
    expect(teachingGroupsOf([{ type: 'fc:gogroup', id: 7, displayName: 'x' }, { type: 'fc:gogroup', id: 'g', displayName: '  ' }, null, 'x'])).toEqual([]);
    expect(teachingGroupsOf({ groups: [] })).toEqual([]);
  });

  it('goes by the given name in a class: OpenID’s, else the extended userinfo’s, else the first word of the full name', () => {
    expect(givenNameOf({ given_name: 'Anne Marie', name: 'Anne Marie Hansen' })).toBe('Anne Marie');
    expect(givenNameOf({ givenName: ['Ådne'], name: 'Ådne Lie' })).toBe('Ådne');
    expect(givenNameOf({ name: '  Emil   Elev ' })).toBe('Emil');
    // Never the family name, and nothing the display-name rules refuse.
    expect(givenNameOf({ given_name: '<b>', name: 'Kari Nordmann' })).toBeUndefined();
    expect(givenNameOf({ given_name: 'x'.repeat(31) })).toBeUndefined();
    expect(givenNameOf({ name: 42 })).toBeUndefined();
    expect(givenNameOf({})).toBeUndefined();
  });
});
