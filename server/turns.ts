/**
 * At most `slots` holders at once; the rest wait in the order they came, and a release hands its slot straight to the
 * next waiter, waking only that one (no newcomer can slip in between). The one queue behind the password checks'
 * slots, each address's checks and the SQLite connection.
 */
export class Turns {
  readonly #slots: number;
  #free: number;
  #waiting: Array<() => void> = [];

  constructor(slots = 1) {
    this.#slots = slots;
    this.#free = slots;
  }

  take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }

  /** Runs `task` in a slot of its own, freed however the task ends. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await task();
    } finally {
      this.give();
    }
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Nobody holds a slot or waits for one. */
  get idle(): boolean {
    return this.#free === this.#slots;
  }
}

/**
 * Queues per address: each address has `slots` turns of its own, and its other tasks wait in order, so a
 * flood from one address holds at most `slots` of the shared resources (the hashing slots, the database
 * connection) however many requests it sends, and other addresses are never queued behind it.
 */
export function createAddressTurns(slots: number) {
  const byAddress = new Map<string, Turns>();
  return {
    async run<T>(address: string, task: () => Promise<T>): Promise<T> {
      let turns = byAddress.get(address);
      if (!turns) byAddress.set(address, (turns = new Turns(slots)));
      try {
        return await turns.run(task);
      } finally {
        if (turns.idle) byAddress.delete(address);
      }
    },
    /** Tasks of this address waiting for a turn. */
    waiting(address: string): number {
      return byAddress.get(address)?.waiting ?? 0;
    },
  };
}
