import { describe, expect, it } from 'vitest';
import { createAddressTurns, Turns } from './turns';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('hands a slot to its waiters in the order they came, waking one at each release', async () => {
    const turns = new Turns();
    const order: number[] = [];
    await turns.take();
    const waiters = [1, 2, 3].map((n) => turns.take().then(() => order.push(n)));
    await settled();
    expect(order).toEqual([]);
    expect(turns.waiting).toBe(3);

    turns.give();
    await settled();
    expect(order).toEqual([1]);
    expect(turns.waiting).toBe(2);

    turns.give();
    turns.give();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    turns.give();
    // Free again: the next comer takes it at once.
    await turns.take();
  });

  it('lets as many hold a slot as there are slots, and tells when none is held or waited for', async () => {
    const turns = new Turns(2);
    await turns.take();
    await turns.take();
    let third = false;
    void turns.take().then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    turns.give();
    await settled();
    expect(third).toBe(true);
    expect(turns.idle).toBe(false);
    turns.give();
    turns.give();
    expect(turns.idle).toBe(true);
  });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('turns as the password hashing uses them', () => {
  it('runs at most the given number of tasks at once and finishes them all in order', async () => {
    const turns = new Turns(2);
    const run = <T>(task: () => Promise<T>) => turns.run(task);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([...Array(12).keys()]);
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i * 10));
  });

  it('frees the slot of a task that fails', async () => {
    const turns = new Turns(1);
    const run = <T>(task: () => Promise<T>) => turns.run(task);
    await expect(run(async () => Promise.reject(new Error('feil')))).rejects.toThrow('feil');
    await expect(run(async () => 'neste')).resolves.toBe('neste');
  });
});

/** A task that runs until the test lets it finish. */
function heldTask(log: { running: number; most: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const task = async () => {
    started = true;
    log.running++;
    log.most = Math.max(log.most, log.running);
    await done;
    log.running--;
  };
  return { task, finish, started: () => started };
}

describe('address turns', () => {
  it('runs at most the given number of one address\'s 150 tasks at once, while another address goes straight in', async () => {
    const turns = createAddressTurns(2);
    const school = { running: 0, most: 0 };
    const flood = Array.from({ length: 150 }, () => heldTask(school));
    const runs = flood.map(({ task }) => turns.run('10.0.0.1', task));
    await Promise.resolve();
    expect(flood.filter((t) => t.started())).toHaveLength(2);
    expect(turns.waiting('10.0.0.1')).toBe(148);

    const other = { running: 0, most: 0 };
    const pupil = heldTask(other);
    const pupilRun = turns.run('10.0.0.2', pupil.task);
    await Promise.resolve();
    expect(pupil.started()).toBe(true);
    pupil.finish();
    await pupilRun;

    for (const t of flood) t.finish();
    await Promise.all(runs);
    expect(school.most).toBe(2);
    expect(flood.every((t) => t.started())).toBe(true);
    expect(turns.waiting('10.0.0.1')).toBe(0);
  });

  it('frees the turn of a task that fails', async () => {
    const turns = createAddressTurns(1);
    await expect(turns.run('10.0.0.1', async () => Promise.reject(new Error('feil')))).rejects.toThrow('feil');
    await expect(turns.run('10.0.0.1', async () => 'neste')).resolves.toBe('neste');
  });
});
