import { describe, expect, it } from 'vitest';
import { INITIAL_USER_STATE, readUserState, USER_STATE_KEY, writeUserState } from './userState';

describe('persisted user state', () => {
  it('starts from the initial state, with O1A empty, on a new device', () => {
    expect(readUserState(localStorage)).toEqual(INITIAL_USER_STATE);
    expect(INITIAL_USER_STATE.responses).toEqual({ O1A: '' });
  });

  it('restores what was written under ueokonomiapp', () => {
    const state = { ...INITIAL_USER_STATE, isLoggedIn: true, classCode: 'DEMO26', responses: { O1A: '', O1C: 'helse' }, needsSave: true };
    writeUserState(localStorage, state);
    expect(JSON.parse(localStorage.getItem(USER_STATE_KEY)!)).toMatchObject({ classCode: 'DEMO26' });
    expect(readUserState(localStorage)).toEqual(state);
  });

  it('fills fields an older save lacks with their initial values', () => {
    localStorage.setItem(USER_STATE_KEY, JSON.stringify({ isLoggedIn: true, responses: { O1C: 'bygg' } }));
    const state = readUserState(localStorage);
    expect(state.isLoggedIn).toBe(true);
    expect(state.responses).toEqual({ O1C: 'bygg' });
    expect(state.canAdmin).toBe(false);
  });

  it('sets an unreadable save aside instead of throwing it away', () => {
    localStorage.setItem(USER_STATE_KEY, '{"responses": {"O2B": ');
    expect(readUserState(localStorage)).toEqual(INITIAL_USER_STATE);
    expect(localStorage.getItem(`${USER_STATE_KEY}:unreadable`)).toBe('{"responses": {"O2B": ');
  });

  it('keeps every readable field when one has the wrong type, and sets the save aside', () => {
    localStorage.setItem(USER_STATE_KEY, JSON.stringify({ isLoggedIn: true, classCode: 'DEMO26', responses: ['not', 'a', 'map'] }));
    const state = readUserState(localStorage);
    expect(state).toMatchObject({ isLoggedIn: true, classCode: 'DEMO26', responses: { O1A: '' } });
    expect(localStorage.getItem(`${USER_STATE_KEY}:unreadable`)).toContain('not');
  });
});
