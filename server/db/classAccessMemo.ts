import fp from 'fastify-plugin';
import type { ClassPace } from '../../src/contracts/pace';

export type ClassAccess = Record<string, boolean>;

/**
 * Short: open pages ask every 5 s, and another instance's change must reach them within 10 s;
 * 2 s still lets a class of 30 asking at once share one database read.
 */
export const CLASS_ACCESS_MEMO_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Which sessions each class has open, kept a few seconds: a class of 30 checks the same code at once. */
    classAccessMemo: ClassAccessMemo;
  }
}

export type ClassAccessMemo = ReturnType<typeof createClassAccessMemo>;

/** At most this many codes are kept; a flood of made-up codes is never stored (only found classes are). */
const MAX_CLASSES = 10_000;

/** Values by class code for `ttlMs` each, at most MAX_CLASSES of them (the oldest go first). */
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
    /** That the class takes answers: its access was read, or a save found it open (one read fewer a save). */
    takesAnswers(classCode: string, now: number) {
      return Boolean(kept.get(classCode, now)) || open.get(classCode, now) === true;
    },
    markTakesAnswers(classCode: string, now: number) {
      open.set(classCode, true, now);
    },
    /** The class's pace (server/db/classPaceMemo.ts), kept as long as its open sessions. */
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
