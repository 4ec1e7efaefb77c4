import fp from 'fastify-plugin';

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

export interface ClassAccessMemo {
  get(classCode: string, now: number): ClassAccess | undefined;
  set(classCode: string, access: ClassAccess, now: number): void;
  /** That the class takes answers: its access was read, or a save found it open (one read fewer a save). */
  takesAnswers(classCode: string, now: number): boolean;
  markTakesAnswers(classCode: string, now: number): void;
  /** After a teacher's change, so this instance answers the new state at once. */
  forget(classCode: string): void;
}

/** At most this many codes are kept; a flood of made-up codes is never stored (only found classes are). */
const MAX_CLASSES = 10_000;

export function createClassAccessMemo(ttlMs = CLASS_ACCESS_MEMO_MS): ClassAccessMemo {
  const kept = new Map<string, { access: ClassAccess; until: number }>();
  const open = new Map<string, number>();
  return {
    get(classCode, now) {
      const hit = kept.get(classCode);
      if (hit && hit.until > now) return hit.access;
      kept.delete(classCode);
      return undefined;
    },
    set(classCode, access, now) {
      if (kept.size >= MAX_CLASSES) kept.delete(kept.keys().next().value!);
      kept.set(classCode, { access, until: now + ttlMs });
    },
    takesAnswers(classCode, now) {
      if (this.get(classCode, now)) return true;
      const until = open.get(classCode);
      if (until !== undefined && until > now) return true;
      open.delete(classCode);
      return false;
    },
    markTakesAnswers(classCode, now) {
      if (open.size >= MAX_CLASSES) open.delete(open.keys().next().value!);
      open.set(classCode, now + ttlMs);
    },
    forget(classCode) {
      kept.delete(classCode);
      open.delete(classCode);
    },
  };
}

export const classAccessMemo = fp(async (app) => {
  app.decorate('classAccessMemo', createClassAccessMemo());
}, { name: 'class-access-memo' });
