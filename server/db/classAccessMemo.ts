import fp from 'fastify-plugin';
import type { ClassPace } from '../../src/contracts/pace';

export type ClassAccess = Record<string, boolean>;

/** Short, so another instance's change reaches open pages within 10 s, yet a class asking at once shares one read. */
export const CLASS_ACCESS_MEMO_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    classAccessMemo: ClassAccessMemo;
  }
}

export type ClassAccessMemo = ReturnType<typeof createClassAccessMemo>;

/** Only found classes are stored, so a flood of made-up codes never fills it. */
const MAX_CLASSES = 10_000;

function expiringMap<V>(ttlMs: number) {
  const kept = new Map<string, { value: V; until: number }>();
  return {
    get(classCode: string, now: number): V | undefined {
      const hit = kept.get(classCode);
      if (hit && hit.until > now) return hit.value;
      kept.delete(classCode);
      return undefined;
    },
    set(classCode: string, value: V, now: number) {
      if (kept.size >= MAX_CLASSES) kept.delete(kept.keys().next().value!);
      kept.set(classCode, { value, until: now + ttlMs });
    },
    delete(classCode: string) {
      kept.delete(classCode);
    },
  };
}

export function createClassAccessMemo(ttlMs = CLASS_ACCESS_MEMO_MS) {
  const kept = expiringMap<ClassAccess>(ttlMs);
  const open = expiringMap<true>(ttlMs);
  const pace = expiringMap<ClassPace>(ttlMs);
  return {
    get: kept.get,
    set: kept.set,
    /** Its access was read, or a save found it open (one read fewer a save). */
    takesAnswers(classCode: string, now: number) {
      return Boolean(kept.get(classCode, now)) || open.get(classCode, now) === true;
    },
    markTakesAnswers(classCode: string, now: number) {
      open.set(classCode, true, now);
    },
    /** See server/db/classPaceMemo.ts. */
    pace,
    /** After a teacher's change, so this instance answers the new state at once. */
    forget(classCode: string) {
      kept.delete(classCode);
      open.delete(classCode);
      pace.delete(classCode);
    },
  };
}

export const classAccessMemo = fp(async (app) => {
  app.decorate('classAccessMemo', createClassAccessMemo());
}, { name: 'class-access-memo' });
