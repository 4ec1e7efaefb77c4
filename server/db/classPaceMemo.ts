import type { FastifyInstance } from 'fastify';
import { type ClassPace, SEND_TO_FRESH_MS } from '../../src/contracts/pace';
import { findClassPace } from './repositories/classes';

/** Kept as long as the class's open sessions (classAccessMemo.ts): one read serves a class's polls and saves. */
export async function readClassPace(app: FastifyInstance, classCode: string, now: number): Promise<ClassPace> {
  const memo = app.classAccessMemo.pace;
  const hit = memo.get(classCode, now);
  if (hit) return hit;
  const pace = await findClassPace(app.db, classCode);
  memo.set(classCode, pace, now);
  return pace;
}

/** A «send alle hit» older than SEND_TO_FRESH_MS moves nobody any more. */
export async function paceForPupils(app: FastifyInstance, classCode: string, now: number): Promise<ClassPace> {
  const pace = await readClassPace(app, classCode, now);
  return pace.sendTo && now - pace.sendTo.at > SEND_TO_FRESH_MS ? { ...pace, sendTo: null } : pace;
}
