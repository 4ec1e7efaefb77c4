import { describe, expect, it } from 'vitest';
import { sameAnswer } from './sameAnswer';

describe('sameAnswer', () => {
  it('is the same answer with its keys in another order, at any depth (as jsonb gives them back)', () => {
    const sent = { boutgifter: 10000, transport: 985, mat: 4500, notes: { why: 'bo', aa: [1, 2] } };
    const stored = JSON.parse('{"mat": 4500, "notes": {"aa": [1, 2], "why": "bo"}, "transport": 985, "boutgifter": 10000}') as unknown;
    expect(JSON.stringify(sent)).not.toBe(JSON.stringify(stored));
    expect(sameAnswer(sent, stored)).toBe(true);
  });

  it('tells different answers apart', () => {
    expect(sameAnswer({ mat: 1 }, { mat: 2 })).toBe(false);
    expect(sameAnswer({ mat: 1 }, { mat: 1, fritid: 0 })).toBe(false);
    expect(sameAnswer({ mat: 1, fritid: 0 }, { mat: 1, transport: 0 })).toBe(false);
    expect(sameAnswer([1, 2], [2, 1])).toBe(false);
    expect(sameAnswer([1], { 0: 1 })).toBe(false);
    expect(sameAnswer('1', 1)).toBe(false);
    expect(sameAnswer(null, {})).toBe(false);
    expect(sameAnswer('helse', 'helse')).toBe(true);
  });

  it('leaves out members that JSON leaves out', () => {
    expect(sameAnswer({ mat: 1, fritid: undefined }, { mat: 1 })).toBe(true);
  });
});
