import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/authMachine';
import { INITIAL_USER_STATE, USER_STATE_KEY } from '../services/userState';
import { memoryStorage } from '../test/memoryStorage';
import { type AppSystem, createAppSystem, startAppSystemInTurns } from './system';

const running: AppSystem[] = [];
afterEach(() => running.splice(0).forEach((system) => system.stop()));

function start(storage: Storage) {
  const app = createAppSystem({ restored: INITIAL_USER_STATE, storage, url: '/no', feide: false, browser: false });
  running.push(app);
  return app.system.get('auth') as ActorRefFrom<typeof authMachine>;
}

describe('the device’s user state', () => {
  it('is written when a snapshot changes what is stored, and not again for one that changes nothing of it', () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    const auth = start(storage);
    const written = () => writes.mock.calls.filter(([key]) => key === USER_STATE_KEY);
    auth.send({ type: 'teacherForm.show', form: 'register' });
    expect(written()).toHaveLength(1);
    expect(JSON.parse(storage.getItem(USER_STATE_KEY)!)).toMatchObject({ isLoggedIn: false, classCode: null });
    // Another form on the teachers' page: a new snapshot, nothing of it kept on the device.
    auth.send({ type: 'teacherForm.show', form: 'reset' });
    auth.send({ type: 'teacherForm.show', form: 'login' });
    expect(written()).toHaveLength(1);
  });
});

describe('the system started in the browser’s turns', () => {
  const options = (storage: Storage) => ({ restored: INITIAL_USER_STATE, storage, url: '/no', feide: false, browser: false });

  it('gives the browser a turn after each concern machine, after the app machine and after its first snapshot, and only then starts', async () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    let turns = 0;
    const app = await startAppSystemInTurns(options(storage), async () => {
      turns += 1;
      // Nothing runs before the last turn: no machine has written the device's state yet.
      expect(writes).not.toHaveBeenCalled();
    });
    running.push(app);
    expect(turns).toBe(5 + 2);
    expect(app.getSnapshot().status).toBe('active');
  });

  it('is the system started at once: the same concern machines, in the same states', async () => {
    const atOnce = createAppSystem(options(memoryStorage()));
    const inTurns = await startAppSystemInTurns(options(memoryStorage()), async () => {});
    running.push(atOnce, inTurns);
    for (const id of ['auth', 'progress', 'story', 'okt', 'route']) {
      expect(inTurns.system.get(id)?.getSnapshot().value, id).toEqual(atOnce.system.get(id)?.getSnapshot().value);
    }
    expect(inTurns.getSnapshot().context).toEqual(atOnce.getSnapshot().context);
  });
});
