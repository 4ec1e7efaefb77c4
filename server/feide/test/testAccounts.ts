/**
 * The people and groups of the local Feide test provider: a teacher, two pupils and the teacher's
 * teaching groups. Subjects are random-looking, as Feide's are, and say nothing about the person.
 */
export interface TestAccount {
  sub: string;
  name: string;
  givenName: string;
  email: string;
  principalName: string;
  affiliation: string[];
}

export const TEST_ACCOUNTS: readonly TestAccount[] = [
  {
    sub: '6f1d3c0e-2b7a-4f21-9c55-teacher00001',
    name: 'Line Lærer',
    givenName: 'Line',
    email: 'line.laerer@skole.example',
    principalName: 'line@skole.example',
    affiliation: ['employee', 'faculty', 'member'],
  },
  { sub: '0a9e5b44-81c2-4d3e-a1f0-pupil0000001', name: 'Emil Elev', givenName: 'Emil', email: 'emil.elev@skole.example', principalName: 'emil@skole.example', affiliation: ['student', 'member'] },
  { sub: '7c2f9a10-5d6e-4b8a-b3c1-pupil0000002', name: 'Sara Elev', givenName: 'Sara', email: 'sara.elev@skole.example', principalName: 'sara@skole.example', affiliation: ['student', 'member'] },
];

const ORG = 'fc:org:skole.example';

/** Teaching groups ("undervisningsgrupper", type fc:gogroup) with who is in them and as what. */
export const TEST_GROUPS = [
  {
    id: 'fc:gogroup:skole.example:u:NO000000001:10a-samf:2026-08-01:2027-06-30',
    displayName: 'Samfunnsfag 10A',
    members: { [TEST_ACCOUNTS[0]!.sub]: 'faculty', [TEST_ACCOUNTS[1]!.sub]: 'student', [TEST_ACCOUNTS[2]!.sub]: 'student' } as Record<string, 'faculty' | 'student'>,
  },
  {
    id: 'fc:gogroup:skole.example:u:NO000000001:9b-matte:2026-08-01:2027-06-30',
    displayName: 'Matematikk 9B',
    members: { [TEST_ACCOUNTS[0]!.sub]: 'faculty' } as Record<string, 'faculty' | 'student'>,
  },
];

/** A person's groups as Feide's groups API answers `GET /groups/me/groups`: their school, then their teaching groups. */
export function groupsOf(sub: string) {
  const account = TEST_ACCOUNTS.find((a) => a.sub === sub);
  if (!account) return [];
  const primary = account.affiliation.includes('student') ? 'student' : 'faculty';
  return [
    { id: ORG, type: 'fc:org', displayName: 'Eksempel skole', membership: { basic: 'member', affiliation: account.affiliation, primaryAffiliation: primary } },
    ...TEST_GROUPS.filter((g) => g.members[sub]).map((g) => ({
      id: g.id,
      type: 'fc:gogroup',
      displayName: g.displayName,
      parent: ORG,
      go_type: 'u',
      membership: { basic: g.members[sub] === 'faculty' ? 'admin' : 'member', affiliation: g.members[sub], displayName: g.members[sub] === 'faculty' ? 'Lærer' : 'Elev' },
    })),
  ];
}
