import { describe, expect, it } from 'vitest';
import { codesOf, finalCodeOf, OKT_FIXTURE } from '../test/oktFixture';
import { allActivities, checkOktAccess, deriveSections, furthestOpenOkt, isActivityComplete, resumeActivity } from './okt';

const access = (responses: Record<string, unknown>, classAccess: Record<string, boolean> = {}, canAdmin = false) =>
  deriveSections(OKT_FIXTURE, responses, classAccess, canAdmin).map((s) => s.hasAccess);

describe('session rules (spec §4)', () => {
  it('opens only session 1 for a new pupil', () => {
    expect(access({ O1A: '' })).toEqual([true, false, false, false, false]);
  });

  it('opens session n when session n − 1 is complete', () => {
    expect(access({ [finalCodeOf(1)]: 'svar' })).toEqual([true, true, false, false, false]);
    expect(access({ [finalCodeOf(1)]: 'svar', [finalCodeOf(2)]: 'svar' })).toEqual([true, true, true, false, false]);
  });

  it('counts a session complete once its final activity has a response, whatever came before', () => {
    const sections = deriveSections(OKT_FIXTURE, { O2E: 'svar' }, {}, false);
    expect(sections.map((s) => s.isComplete)).toEqual([false, true, false, false, false]);
  });

  it('does not count an empty answer or a reset budget as a response', () => {
    const reflection = (code: string) => ({ activity_code: code, component: 'reflection' });
    expect(isActivityComplete(reflection('O1A'), { O1A: '' })).toBe(false);
    expect(isActivityComplete(reflection('O1A'), { O1A: '   ' })).toBe(false);
    expect(isActivityComplete({ activity_code: 'O2E', component: 'budget-modified' }, { O2E: null })).toBe(false);
    expect(isActivityComplete({ activity_code: 'O1A', component: 'interests' }, { O1A: [] })).toBe(false);
    expect(isActivityComplete({ activity_code: 'O1A', component: 'interests' }, { O1A: ['lonn'] })).toBe(true);
    expect(isActivityComplete({ activity_code: 'O1C', component: 'some-new-component' }, { O1C: 0 })).toBe(true);
  });

  it('names each session’s first activity without a complete answer, for the completion page (decided here, not in the view)', () => {
    const [first, second] = codesOf(1);
    const sections = deriveSections(OKT_FIXTURE, { [first!]: 'svar' }, {}, false);
    expect(sections[0]!.firstMissing).toBe(second);
    const done = deriveSections(OKT_FIXTURE, Object.fromEntries(codesOf(1).map((c) => [c, 'svar'])), {}, false);
    expect(done[0]!.firstMissing).toBeNull();
  });

  it('opens every session for a teacher (canAdmin)', () => {
    expect(access({}, {}, true)).toEqual([true, true, true, true, true]);
  });

  it('opens a session the class data marks true', () => {
    expect(access({}, { '3': true, '2': false })).toEqual([true, false, true, false, false]);
  });

  it('opens session 5 when every activity of session 4 is complete', () => {
    const responses = Object.fromEntries(codesOf(4).map((c) => [c, 'svar']));
    expect(access(responses)[4]).toBe(true);
  });

  it('refuses a locked session with the spec’s message and names the furthest open one', () => {
    const sections = deriveSections(OKT_FIXTURE, { [finalCodeOf(1)]: 'svar' }, {}, false);
    expect(checkOktAccess(sections, 3)).toEqual({ success: false, message: 'Previous okt is not complete.' });
    expect(checkOktAccess(sections, 2)).toEqual({ success: true });
    expect(furthestOpenOkt(sections)).toBe(2);
  });

  it('resumes a session at its first unanswered activity', () => {
    const [first] = deriveSections(OKT_FIXTURE, { O1A: 'Meg', O1C: 'helse' }, {}, false);
    expect(resumeActivity(first!, { O1A: 'Meg', O1C: 'helse' })).toBe('O1D');
  });

  it('lists every activity of every session for the PDF gate', () => {
    expect(allActivities(OKT_FIXTURE)).toHaveLength(20);
  });
});

describe('sessions worked out again (nothing drawn again for nothing)', () => {
  const first = deriveSections(OKT_FIXTURE, { O1A: '' }, { '1': true }, false);

  it('gives back the very list when nothing changed', () => {
    expect(deriveSections(OKT_FIXTURE, { O1A: '' }, { '1': true }, false, first)).toBe(first);
  });

  it('gives new sessions when one of them opens, completes or moves on', () => {
    const unlocked = deriveSections(OKT_FIXTURE, { O1A: '' }, { '1': true, '3': true }, false, first);
    expect(unlocked).not.toBe(first);
    expect(unlocked.map((s) => s.hasAccess)).toEqual([true, false, true, false, false]);
    const answered = deriveSections(OKT_FIXTURE, { O1A: '', [codesOf(1)[0]!]: 'svar' }, { '1': true }, false, first);
    expect(answered[0]!.firstMissing).not.toBe(first[0]!.firstMissing);
    expect(answered).not.toBe(first);
  });

  it('takes new content (another language) even when the standing is the same', () => {
    const other = OKT_FIXTURE.map((okt) => ({ ...okt, title: `${okt.title} (nn)` }));
    const again = deriveSections(other, { O1A: '' }, { '1': true }, false, first);
    expect(again.map((s) => s.title)).toEqual(other.map((o) => o.title));
    expect(again).not.toBe(first);
  });
});
