import { createHash } from 'node:crypto';
import { CLASS_CODE_ALPHABET } from '../../../src/contracts/admin';

const PSEUDONYM_LENGTH = 4;

/** SHA-256 of the class code, a NUL and the user id: what both the pseudonym and the order of clashes come from. */
const digestOf = (classCode: string, userId: string) => createHash('sha256').update(`${classCode}\u0000${userId}`).digest();

/**
 * "Elev " and four characters of the class-code alphabet, taken from SHA-256 of the class code, a NUL
 * and the pupil's user id. Stable: the same pupil has the same name in the class every time. Not
 * reversible: the user id is 20 random bytes the teacher never sees, and 4 characters (about 920 000
 * values) keep far too little of the hash to point back to one account. The same pupil has another
 * pseudonym in another class, so lists from two classes cannot be joined. Each character comes from
 * two bytes of the hash modulo 31, a bias below 0.05 %.
 */
export function pupilPseudonym(classCode: string, userId: string): string {
  const digest = digestOf(classCode, userId);
  const chars = Array.from({ length: PSEUDONYM_LENGTH }, (_, i) => CLASS_CODE_ALPHABET[digest.readUInt16BE(i * 2) % CLASS_CODE_ALPHABET.length]);
  return `Elev ${chars.join('')}`;
}

/**
 * The names the teacher's class view gives the pupils of a class (`userIds`), which a pupil is shown too: two pupils
 * whose pseudonyms clash (about 1 in 2000 for a class of 30) get "-2", "-3" in hash order, so every row has its own name.
 */
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
