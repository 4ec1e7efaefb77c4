import { INTEREST_IDS, type InterestId } from '../../contracts/interests';

/** O1A's options by catalogue message (the ids are a contract: industries name them too); the PDF prints the same words. */
export const INTEREST_TEXT: Readonly<Record<InterestId, string>> = {
  'hoy-lonn': 'activity.interests.highPay',
  'trygg-jobb': 'activity.interests.secureJob',
  'jobbe-med-folk': 'activity.interests.people',
  'jobbe-ute': 'activity.interests.outdoors',
  kreativ: 'activity.interests.creative',
  'hjelpe-andre': 'activity.interests.helpOthers',
  'fri-tid': 'activity.interests.freeTime',
  reise: 'activity.interests.travel',
};

const isInterest = (id: unknown): id is InterestId => (INTEREST_IDS as readonly unknown[]).includes(id);

/** The known ids in a stored answer ('' or anything else reads as none chosen). */
export function chosenInterests(value: unknown): InterestId[] {
  return Array.isArray(value) ? INTEREST_IDS.filter((id) => value.includes(id)) : [];
}

/** The answer after ticking or unticking one option: the ids in the order of the options, [] when none. */
export function toggleInterest(value: unknown, id: string, checked: boolean): InterestId[] {
  const chosen = new Set<string>(chosenInterests(value));
  if (checked && isInterest(id)) chosen.add(id);
  else chosen.delete(id);
  return INTEREST_IDS.filter((option) => chosen.has(option));
}
