import { describe, expect, it } from 'vitest';
import { codesBeyondHold, isActivityOf, isBeyondHold, sendToDue } from './pace';

const act = (activity_code: string) => ({ activity_code, title: activity_code, component: 'text', next_activity: false as const });
const content = [
  { id: 1, activities: [act('O1A'), act('O1C')] },
  { id: 2, activities: [act('O2A'), act('O2B'), act('O2C')] },
  { id: 3, activities: [act('O3D'), act('O3F'), act('O3E')] },
];

describe('the class held at an activity', () => {
  const hold = { okt: 2, activity: 'O2B' };

  it('lets a pupil do the held activity and everything before it', () => {
    expect(isBeyondHold(content, hold, 2, 'O2B')).toBe(false);
    expect(isBeyondHold(content, hold, 2, 'O2A')).toBe(false);
    expect(isBeyondHold(content, hold, 1, 'Fullfort')).toBe(false);
  });

  it('keeps a pupil from anything after it, the completion page and later sessions included', () => {
    expect(isBeyondHold(content, hold, 2, 'O2C')).toBe(true);
    expect(isBeyondHold(content, hold, 2, 'Fullfort')).toBe(true);
    expect(isBeyondHold(content, hold, 3, 'O3D')).toBe(true);
  });

  it('holds nothing back without a hold', () => {
    expect(isBeyondHold(content, null, 3, 'O3E')).toBe(false);
    expect(codesBeyondHold(content, null)).toEqual([]);
  });

  it("orders activities as the content does, not by their codes", () => {
    const atF = { okt: 3, activity: 'O3F' };
    expect(isBeyondHold(content, atF, 3, 'O3E')).toBe(true);
    expect(isBeyondHold(content, atF, 3, 'O3D')).toBe(false);
    expect(codesBeyondHold(content, atF)).toEqual(['O3E']);
  });

  it('lists every code after the held one', () => {
    expect(codesBeyondHold(content, hold)).toEqual(['O2C', 'O3D', 'O3F', 'O3E']);
  });

  it("knows only the session's own activities", () => {
    expect(isActivityOf(content, { okt: 2, activity: 'O2C' })).toBe(true);
    expect(isActivityOf(content, { okt: 2, activity: 'O3D' })).toBe(false);
    expect(isActivityOf(content, { okt: 4, activity: 'O4A' })).toBe(false);
  });
});

describe('«send alle hit»', () => {
  const sendTo = { okt: 2, activity: 'O2A', at: 1000 };
  it('is followed once per press', () => {
    expect(sendToDue(sendTo, null)).toBe(true);
    expect(sendToDue(sendTo, 1000)).toBe(false);
    expect(sendToDue({ ...sendTo, at: 2000 }, 1000)).toBe(true);
    expect(sendToDue(null, null)).toBe(false);
  });
});
