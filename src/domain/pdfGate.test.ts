import { describe, expect, it } from 'vitest';
import { activitiesLeft, isPdfReady } from './pdfGate';

const activities = [
  { activity_code: 'O1A', component: 'reflection' },
  { activity_code: 'O1C', component: 'industry' },
  { activity_code: 'O1D', component: 'job' },
  { activity_code: 'O2B', component: 'budget' },
];
const budget = { boutgifter: 9000, transport: 800, mat: 3500, fritid: 1000, klaer: 600, sparing: 1500, forsikring: 300, andre_utgifter: 500 };

describe('the PDF gate (spec §4)', () => {
  it('opens only when every activity is complete, and a half-filled budget is not', () => {
    const some = { O1A: 'Meg', O1C: 'helse' };
    expect(isPdfReady(activities, some)).toBe(false);
    expect(activitiesLeft(activities, some).map((a) => a.activity_code)).toEqual(['O1D', 'O2B']);
    expect(isPdfReady(activities, { ...some, O1D: 'sykepleier', O2B: { boutgifter: 9000, transport: null } })).toBe(false);
    expect(isPdfReady(activities, { ...some, O1D: 'sykepleier', O2B: budget })).toBe(true);
  });

  it('stays shut while there is nothing to check (the content has not arrived)', () => {
    expect(isPdfReady([], {})).toBe(false);
  });
});
