import { describe, expect, it } from 'vitest';
import { createAddressTurns } from './addressTurns';

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
