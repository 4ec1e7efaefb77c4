import fp from 'fastify-plugin';
import { subjectHash, type LimitState } from './rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Addresses and devices over their limit of unknown class codes, on this instance (server/routes/public/klasse.ts). */
    classCodeBlocks: ClassCodeBlocks;
  }
}

interface Block {
  until: number;
  /** For an address: when its flood began, and its hash, by which a teacher lifts the block. */
  floodSince?: number;
  hash?: string;
}

/**
 * Who is over the limit of unknown class codes until their window ends, found without asking the database.
 * Every instance learns it from its own next miss, counted in the shared table; a teacher's lift clears this
 * instance's memo at once, and another instance's when its window ends (at most a minute).
 */
export function createClassCodeBlocks() {
  const blocked = new Map<string, Block>();
  const block = (subject: string, state: LimitState, now: number, entry: Omit<Block, 'until'> = {}) => {
    if (blocked.size >= 10_000) blocked.clear();
    blocked.set(subject, { until: now + state.retryAfterSeconds * 1000, ...entry });
  };
  return {
    /** The refusal for a subject still over its limit, and when its address's flood began. */
    state(subject: string, now: number): { state: LimitState; floodSince?: number } | undefined {
      const entry = blocked.get(subject);
      if (entry === undefined) return undefined;
      if (entry.until > now) return { state: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.until - now) / 1000)) }, floodSince: entry.floodSince };
      blocked.delete(subject);
      return undefined;
    },
    blockDevice: (subject: string, state: LimitState, now: number) => block(subject, state, now),
    blockAddress: (address: string, state: LimitState, floodSince: number, now: number) => block(address, state, now, { floodSince, hash: subjectHash(address) }),
    /** Forgets the blocks of these addresses (by hash). */
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
