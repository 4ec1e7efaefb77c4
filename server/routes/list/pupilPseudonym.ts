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
 * The name the teacher's class view gives one pupil among their classmates (`userIds`, the pupil
 * included), so the pupil can be shown the same: as countClassProgress does, two pupils whose pseudonyms clash
 * get "-2", "-3" in hash order.
 */
export function pseudonymInClass(classCode: string, userId: string, userIds: readonly string[]): string {
  const base = pupilPseudonym(classCode, userId);
  const own = digestOf(classCode, userId).toString('hex');
  const before = userIds.filter(
    (other) => other !== userId && pupilPseudonym(classCode, other) === base && digestOf(classCode, other).toString('hex') < own,
  ).length;
  return before === 0 ? base : `${base}-${before + 1}`;
}
