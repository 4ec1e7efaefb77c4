import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn } from './inTurn';

/** Waits until every turn queued so far has had its task. */
const turnsDone = () => new Promise<void>((resolve) => void inTurn(resolve));

describe('inTurn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs each work in a task of its own, in the order given', async () => {
    const order: string[] = [];
    inTurn(() => {
      order.push('first');
      // Delivered in the next task: it comes before the second work only if that has a task of its own.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        order.push('a task between');
      };
      channel.port2.postMessage(null);
    });
    inTurn(() => order.push('second'));
    order.push('now');
    await turnsDone();
    expect(order).toEqual(['now', 'first', 'a task between', 'second']);
  });

  it('drops a work not yet run, and runs the ones after it', async () => {
    const ran: string[] = [];
    const drop = inTurn(() => ran.push('dropped'));
    inTurn(() => ran.push('kept'));
    drop();
    await turnsDone();
    expect(ran).toEqual(['kept']);
  });

  it('reports a work that throws as an uncaught error, and runs the ones after it', async () => {
    const reported: unknown[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((report) => {
      try {
        report();
      } catch (err) {
        reported.push(err);
      }
    });
    const ran: string[] = [];
    inTurn(() => {
      throw new Error('broken');
    });
    inTurn(() => ran.push('after'));
    await turnsDone();
    expect(ran).toEqual(['after']);
    expect(reported).toEqual([new Error('broken')]);
  });
});
