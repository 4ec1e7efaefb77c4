import type { FastifyInstance } from 'fastify';
import { type ClassPace, SEND_TO_FRESH_MS } from '../../src/contracts/pace';
import { CLASS_ACCESS_MEMO_MS, type ClassAccessMemo } from './classAccessMemo';
import { findClassPace } from './repositories/classes';

/** At most this many classes are kept, as for the class access. */
const MAX_CLASSES = 10_000;

/**
 * A class's pace kept as long as its open sessions are (CLASS_ACCESS_MEMO_MS), per instance: the class's open pages
 * ask every 5 s and its pupils save often, and one read serves them all. Kept beside the class-access memo (keyed by
 * it, so each app has its own), and forgotten with it when the teacher changes the class on this instance.
 */
const memos = new WeakMap<ClassAccessMemo, Map<string, { pace: ClassPace; until: number }>>();

function memoOf(app: FastifyInstance) {
  let memo = memos.get(app.classAccessMemo);
  if (!memo) memos.set(app.classAccessMemo, (memo = new Map()));
  return memo;
}

/** The class's pace as the server has it, through the memo. */
export async function readClassPace(app: FastifyInstance, classCode: string, now: number): Promise<ClassPace> {
  const memo = memoOf(app);
  const hit = memo.get(classCode);
  if (hit && hit.until > now) return hit.pace;
  const pace = await findClassPace(app.db, classCode);
  if (memo.size >= MAX_CLASSES) memo.delete(memo.keys().next().value!);
  memo.set(classCode, { pace, until: now + CLASS_ACCESS_MEMO_MS });
  return pace;
}

/** The pace pupils' pages are told: a «send alle hit» older than SEND_TO_FRESH_MS moves nobody any more. */
export async function paceForPupils(app: FastifyInstance, classCode: string, now: number): Promise<ClassPace> {
  const pace = await readClassPace(app, classCode, now);
  return pace.sendTo && now - pace.sendTo.at > SEND_TO_FRESH_MS ? { ...pace, sendTo: null } : pace;
}

/** After the teacher's change, so this instance answers the new pace at once. */
export function forgetClassPace(app: FastifyInstance, classCode: string): void {
  memoOf(app).delete(classCode);
  app.classAccessMemo.forget(classCode);
}
