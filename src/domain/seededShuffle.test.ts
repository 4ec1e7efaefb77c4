import { describe, expect, it } from 'vitest';
import { seededShuffle } from './seededShuffle';

const letters = ['a', 'b', 'c', 'd'] as const;

describe('seededShuffle', () => {
  it('gives the same order for the same seed and key, every time', () => {
    const first = seededShuffle(letters, 'pupil-1', 'q1');
    for (let i = 0; i < 5; i++) expect(seededShuffle(letters, 'pupil-1', 'q1')).toEqual(first);
    expect([...first].sort()).toEqual([...letters]);
  });

  it('leaves the items it was given as they were', () => {
    const items = ['a', 'b', 'c'];
    seededShuffle(items, 'pupil-1', 'q1');
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('gives other seeds and other keys other orders', () => {
    const orders = (f: (i: number) => string[]) => new Set(Array.from({ length: 40 }, (_, i) => f(i).join('')));
    expect(orders((i) => seededShuffle(letters, `pupil-${i}`, 'q1')).size).toBeGreaterThan(10);
    expect(orders((i) => seededShuffle(letters, 'pupil-1', `q${i}`)).size).toBeGreaterThan(10);
  });

  it('puts each item first about equally often over many seeds', () => {
    const firsts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 3000; i++) firsts[seededShuffle(['a', 'b', 'c'] as const, `pupil-${i}`, 'q1')[0]!]++;
    for (const count of Object.values(firsts)) expect(count).toBeGreaterThan(850);
  });
});
