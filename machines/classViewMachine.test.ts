import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ClassProgress } from '../src/contracts/admin';
import type { ClassAddress, ThrottledPupil } from '../src/contracts/classHelp';
import { classViewMachine, classViewParts } from './classViewMachine';

const progressOf = (classCode: string, pupils: number): ClassProgress => ({
  classCode,
  pupils,
  sessions: [1, 2, 3, 4, 5].map((okt) => ({ okt, started: 0, completed: 0, open: 0 })),
  perPupil: [],
  questions: [],
  countedAt: 1_780_000_000_000,
});

function start() {
  let pupils = 3;
  const fetchProgress = vi.fn(async (classCode: string) => progressOf(classCode, pupils));
  const renamePupil = vi.fn(async () => ({ displayName: 'Kari' as string | null, pseudonym: 'Elev 96XA', updatedAt: null as number | null }));
  const removePupil = vi.fn(async () => {
    pupils -= 1;
    return { records: 4 };
  });
  const actor = createActor(
    classViewMachine.provide({
      actors: {
        progress: classViewParts.progress.provide({
          actors: {
            fetchProgress: fromPromise(({ input }) => fetchProgress(input.classCode)),
            fetchThrottled: fromPromise(async () => [] as ThrottledPupil[]),
            fetchClassAddress: fromPromise(async () => ({ blocked: false }) as ClassAddress),
          },
        }),
        byEmail: classViewParts.byEmail.provide({ actors: { removePupil: fromPromise(removePupil) } }),
        rows: classViewParts.rows.provide({ actors: { renamePupil: fromPromise(renamePupil), removePupil: fromPromise(removePupil) } }),
      },
    }),
  ).start();
  const { progress, byEmail, rows } = actor.getSnapshot().context;
  const counted = (n: number) => waitFor(progress, (s) => s.matches('loaded') && s.context.progress?.pupils === n);
  return { actor, progress, byEmail, rows, fetchProgress, renamePupil, removePupil, counted };
}

describe('classViewMachine', () => {
  it('opens the chosen class in every part of the view, and another class when the teacher picks one', async () => {
    const run = start();
    run.actor.send({ type: 'page.visibility', visible: true });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    await run.counted(3);
    expect(run.fetchProgress).toHaveBeenLastCalledWith('KX7P2M');
    for (const part of [run.byEmail, run.rows]) expect(part.getSnapshot().context.classCode).toBe('KX7P2M');

    run.actor.send({ type: 'class.open', classCode: 'QW4R7T' });
    await waitFor(run.progress, (s) => s.matches('loaded') && s.context.progress?.classCode === 'QW4R7T');
    for (const part of [run.byEmail, run.rows]) expect(part.getSnapshot().context.classCode).toBe('QW4R7T');
    expect(run.actor.getSnapshot().context.classCode).toBe('QW4R7T');
  });

  it('counts the class again when a pupil is taken out from their row, so the figures show one pupil fewer', async () => {
    const run = start();
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    await run.counted(3);
    run.rows.send({ type: 'row.remove', pupilId: 'AbCdEfGhIjKlMnOpQrStUv', name: 'Kari' });
    run.rows.send({ type: 'row.remove.confirm' });
    await run.counted(2);
    expect(run.removePupil).toHaveBeenCalledTimes(1);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
  });

  it('counts the class again when a pupil is taken out by e-mail or renamed', async () => {
    const run = start();
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    await run.counted(3);
    run.byEmail.send({ type: 'pupil.remove', email: 'kari@skole.no' });
    await run.counted(2);
    run.rows.send({ type: 'row.rename', pupilId: 'AbCdEfGhIjKlMnOpQrStUv', displayName: 'Kari' });
    await waitFor(run.progress, (s) => s.matches('loaded') && run.fetchProgress.mock.calls.length === 3);
    expect(run.renamePupil).toHaveBeenCalledTimes(1);
  });

  it('passes on whether the page is in view, so the figures follow the lesson only then', () => {
    const run = start();
    run.actor.send({ type: 'page.visibility', visible: false });
    expect(run.progress.getSnapshot().context.visible).toBe(false);
    run.actor.send({ type: 'page.visibility', visible: true });
    expect(run.progress.getSnapshot().context.visible).toBe(true);
  });
});
