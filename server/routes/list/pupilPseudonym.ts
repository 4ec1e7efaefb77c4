import { createHash } from 'node:crypto';
import { CLASS_CODE_ALPHABET } from '../../../src/contracts/admin';

const PSEUDONYM_LENGTH = 4;

/** SHA-256 of the class code, a NUL and the user id: what both the pseudonym and the order of clashes come from. */
const digestOf = (classCode: string, userId: string) => createHash('sha256').update(`${classCode}\u0000${userId}`).digest();

/**
 * Stable in a class, different across classes (so two lists cannot be joined), and too short a slice of the hash
 * to point back to an account.
 */
export function pupilPseudonym(classCode: string, userId: string): string {
  const digest = digestOf(classCode, userId);
  const chars = Array.from({ length: PSEUDONYM_LENGTH }, (_, i) => CLASS_CODE_ALPHABET[digest.readUInt16BE(i * 2) % CLASS_CODE_ALPHABET.length]);
  return `Elev ${chars.join('')}`;
}

/** The pupils' names in the class view; clashing pseudonyms get "-2", "-3" in hash order. */
export function pseudonymsInClass(classCode: string, userIds: readonly string[]): Map<string, string> {
  const seen = new Map<string, number>();
  const byHash = userIds.map((userId) => ({ userId, hash: digestOf(classCode, userId).toString('hex') })).sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  return new Map(
    byHash.map(({ userId }) => {
      const base = pupilPseudonym(classCode, userId);
      const clash = (seen.get(base) ?? 0) + 1;
      seen.set(base, clash);
      return [userId, clash === 1 ? base : `${base}-${clash}`];
    }),
  );
}
