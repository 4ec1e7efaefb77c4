/** At most `slots` holders at once; a release hands its slot straight to the next waiter, so no newcomer slips in between. */
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

/** Queues per address, so a flood from one address holds at most `slots` of the shared resources. */
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
    waiting(address: string): number {
      return byAddress.get(address)?.waiting ?? 0;
    },
  };
}
