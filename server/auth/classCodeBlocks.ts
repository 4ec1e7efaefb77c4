import fp from 'fastify-plugin';
import { subjectHash, type LimitState } from './rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Over their limit of unknown class codes, on this instance (server/routes/public/klasse.ts). */
    classCodeBlocks: ClassCodeBlocks;
  }
}

interface Block {
  until: number;
  /** For an address; a teacher lifts the block by its hash. */
  floodSince?: number;
  hash?: string;
}

/**
 * A memo of who is over the limit, so blocked requests ask no database. A teacher's lift clears this instance's at
 * once, another instance's when its window ends (at most a minute).
 */
export function createClassCodeBlocks() {
  const blocked = new Map<string, Block>();
  const block = (subject: string, state: LimitState, now: number, entry: Omit<Block, 'until'> = {}) => {
    if (blocked.size >= 10_000) blocked.clear();
    blocked.set(subject, { until: now + state.retryAfterSeconds * 1000, ...entry });
  };
  return {
    state(subject: string, now: number): { state: LimitState; floodSince?: number } | undefined {
      const entry = blocked.get(subject);
      if (entry === undefined) return undefined;
      if (entry.until > now) return { state: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.until - now) / 1000)) }, floodSince: entry.floodSince };
      blocked.delete(subject);
      return undefined;
    },
    blockDevice: (subject: string, state: LimitState, now: number) => block(subject, state, now),
    blockAddress: (address: string, state: LimitState, floodSince: number, now: number) => block(address, state, now, { floodSince, hash: subjectHash(address) }),
    lift(hashes: string[]) {
      const lifted = new Set(hashes);
      for (const [subject, entry] of blocked) if (entry.hash !== undefined && lifted.has(entry.hash)) blocked.delete(subject);
    },
  };
}
export type ClassCodeBlocks = ReturnType<typeof createClassCodeBlocks>;

export const classCodeBlocks = fp(async (app) => {
  app.decorate('classCodeBlocks', createClassCodeBlocks());
}, { name: 'class-code-blocks' });
