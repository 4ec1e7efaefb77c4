import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export interface BackgroundTasks {
  /** Runs work after the reply has gone; a failure is logged, never thrown. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when nothing is running: for shutdown, and for tests that wait for an e-mail. */
  idle(): Promise<void>;
}

/** Work the client must not wait for, and whose duration must not show in the reply (a reset e-mail). */
export const backgroundTasks = fp(async (app) => {
  const running = new Set<Promise<void>>();
  const tasks: BackgroundTasks = {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => app.log.error({ err, task: name }, 'bakgrunnsjobb feilet'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('background', tasks);
  app.addHook('onClose', async () => tasks.idle());
}, { name: 'background' });
