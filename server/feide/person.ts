import { displayNameIssue, tidyDisplayName } from '../../src/domain/displayName';

/** What the app takes from a Feide sign-in: role, teaching groups, a pupil's first name; the answers are checked here. */
export type FeideRole = 'pupil' | 'teacher';

export interface FeideGroup {
  id: string;
  name: string;
  /** The person's place in the group: Feide's `membership.affiliation`. */
  role: 'faculty' | 'student' | 'other';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/** The person's eduPersonAffiliation, from userinfo and from their school's membership in the groups API (`fc:org`). */
export function affiliationsOf(userinfo: Record<string, unknown>, groups: unknown): Set<string> {
  const found = new Set(texts(userinfo.eduPersonAffiliation).map((a) => a.toLowerCase()));
  if (Array.isArray(groups)) {
    for (const group of groups) {
      if (isRecord(group) && group.type === 'fc:org' && isRecord(group.membership)) {
        for (const a of texts(group.membership.affiliation)) found.add(a.toLowerCase());
      }
    }
  }
  return found;
}

/** A pupil who also works at the school is still a pupil; a guest or affiliate is neither. */
export function roleOf(affiliations: Set<string>): FeideRole | null {
  if (affiliations.has('student')) return 'pupil';
  if (affiliations.has('faculty') || affiliations.has('employee')) return 'teacher';
  return null;
}

/** The person's school: the name of their first organisation (`fc:org`) in the groups API, if any. */
export function schoolOf(groups: unknown): string | undefined {
  if (!Array.isArray(groups)) return undefined;
  const org = groups.find((g): g is { displayName: string } => isRecord(g) && g.type === 'fc:org' && typeof g.displayName === 'string' && g.displayName.trim() !== '');
  return org?.displayName.trim().slice(0, 100);
}

/** The teaching groups (`fc:gogroup`) in a groups API answer; anything malformed is left out. */
export function teachingGroupsOf(groups: unknown): FeideGroup[] {
  if (!Array.isArray(groups)) return [];
  const found: FeideGroup[] = [];
  for (const group of groups) {
    if (!isRecord(group) || group.type !== 'fc:gogroup' || typeof group.id !== 'string' || typeof group.displayName !== 'string') continue;
    if (group.id.length > 300 || group.displayName.trim() === '') continue;
    const affiliation = isRecord(group.membership) ? texts(group.membership.affiliation)[0] : undefined;
    const role = affiliation === 'faculty' || affiliation === 'student' ? affiliation : 'other';
    found.push({ id: group.id, name: group.displayName.trim().slice(0, 60), role });
  }
  return found;
}

function asDisplayName(value: string | undefined): string | undefined {
  const tidied = tidyDisplayName(value ?? '');
  return tidied !== '' && displayNameIssue(tidied) === null ? tidied : undefined;
}

/** A pupil's first name: `given_name`, else Feide's `givenName` (a list), else the first word of `name`; never the family name. */
export function givenNameOf(userinfo: Record<string, unknown>): string | undefined {
  const given = texts(userinfo.given_name)[0] ?? texts(userinfo.givenName)[0];
  if (given !== undefined) return asDisplayName(given);
  return asDisplayName(texts(userinfo.name)[0]?.trim().split(/\s+/)[0]);
}
