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
    /** Runs `work` once the work queued before it under the same key has settled; other keys do not wait. */
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
    /** Keys with work queued or running. */
    get size() {
      return tails.size;
    },
  };
}

/**
 * A save reads the record and writes it back in one transaction on the locked row (server/db/repositories/progress.ts).
 * Saves of one record that arrive together at one instance would each hold a database connection waiting for that
 * row; queued, they hold one at a time, and the row lock orders them only against other instances' saves.
 */
export const saveQueue = fp(async (app) => {
  app.decorate('recordSaves', createKeyedQueue());
}, { name: 'save-queue' });

export const recordKey = (userId: string, classCode: string) => `${userId}\u0000${classCode}`;
