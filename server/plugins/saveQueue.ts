import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs this instance's saves of one class record one after another (store and Start over). */
    recordSaves: ReturnType<typeof createKeyedQueue>;
  }
}

export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    /** Runs `work` once the work queued before it under the same key has settled. */
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const result = (tails.get(key) ?? Promise.resolve()).then(work);
      // The next in line waits for this one to settle, failed or not.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}

/**
 * A save locks its record's row (server/db/repositories/progress.ts); queued, one instance's saves of a record hold
 * one database connection at a time instead of each waiting on the lock.
 */
export const saveQueue = fp(async (app) => {
  app.decorate('recordSaves', createKeyedQueue());
}, { name: 'save-queue' });

export const recordKey = (userId: string, classCode: string) => `${userId}\u0000${classCode}`;
