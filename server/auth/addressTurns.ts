import { Turns } from '../turns';

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
