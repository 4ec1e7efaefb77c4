import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/authMachine';
import { INITIAL_USER_STATE, USER_STATE_KEY } from '../services/userState';
import { memoryStorage } from '../test/memoryStorage';
import { type AppSystem, createAppSystem } from './system';

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
