import { describe, expect, it } from 'vitest';
import type { OktContent } from '../../../src/contracts/okt';
import type { Quiz } from '../../../src/contracts/quiz';
import { answerLocks, changesOfSet, findLockedChange, lockedCodes } from './answerRules';

const locks = {
  quiz: {
    code: 'O4A',
    options: new Map([
      ['rente', new Set(['a', 'b', 'c'])],
      ['gebyr', new Set(['x', 'y'])],
    ]),
  },
  insurancesCode: 'O5B',
  scenario: { code: 'O5C', ids: new Set(['innbrudd', 'mopedulykke']) },
  knowledge: { codes: ['O1T', 'O5T'], options: new Map([['buffer', new Set(['spart', 'lan'])]]) },
};

/** Changes as a device sends them: the new value per activity (versions are the route's business). */
const changes = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([code, value]) => [code, { value }]));
const LOCKED = (code: string) => ({ error: 'ValidationError', messageKey: 'txt_error_answer_locked', field: `changes.${code}` });

describe('the knowledge test: the first answer to each item counts, in both tests', () => {
  it('takes a first answer and refuses a changed or cleared one', () => {
    for (const code of ['O1T', 'O5T']) {
      expect(findLockedChange({ O1A: ['x'] }, changes({ [code]: { buffer: 'lan' } }), locks)).toBeUndefined();
      const stored = { O1A: ['x'], [code]: { buffer: 'lan' } };
      expect(findLockedChange(stored, changes({ [code]: { buffer: 'spart' } }), locks)).toEqual(LOCKED(code));
      expect(findLockedChange(stored, changes({ [code]: null }), locks)).toEqual(LOCKED(code));
      expect(findLockedChange(stored, changes({ [code]: { buffer: 'lan' } }), locks)).toBeUndefined();
    }
  });
});

describe('the quiz: the first answer counts', () => {
  const stored = { O4A: { rente: 'b', gebyr: null } };

  it('takes an answer to a question not answered yet, keeping the answers given', () => {
    expect(findLockedChange(stored, changes({ O4A: { rente: 'b', gebyr: 'x' } }), locks)).toBeUndefined();
    expect(findLockedChange({}, changes({ O4A: { rente: 'a', gebyr: null } }), locks)).toBeUndefined();
  });

  it('refuses a changed answer', () => {
    expect(findLockedChange(stored, changes({ O4A: { rente: 'c', gebyr: 'x' } }), locks)).toEqual(LOCKED('O4A'));
  });

  it('refuses an answer taken back: set to null, left out, or the whole quiz cleared', () => {
    expect(findLockedChange(stored, changes({ O4A: { rente: null, gebyr: 'x' } }), locks)).toEqual(LOCKED('O4A'));
    expect(findLockedChange(stored, changes({ O4A: { gebyr: 'x' } }), locks)).toEqual(LOCKED('O4A'));
    expect(findLockedChange({ ...stored, O1C: 'helse' }, changes({ O4A: null }), locks)).toEqual(LOCKED('O4A'));
    expect(findLockedChange(stored, changes({ O4A: 'rente' }), locks)).toEqual(LOCKED('O4A'));
  });

  it('holds no pupil to an answer the quiz no longer has: an old question or option may be answered anew', () => {
    const old = { O4A: { nettolonn: 'nettolonn', rente: 'finnes-ikke' } };
    expect(findLockedChange(old, changes({ O4A: { rente: 'a', gebyr: null } }), locks)).toBeUndefined();
  });

  it('lets a save of other activities through, whatever the quiz holds', () => {
    expect(findLockedChange(stored, changes({ O1C: 'helse', O2B: null }), locks)).toBeUndefined();
  });
});

describe('the insurances and the scenario, once a scenario is drawn', () => {
  const drawn = { O5B: { chosen: ['innbo'] }, O5C: { scenarioId: 'innbrudd' } };

  it('takes insurances chosen and changed before the draw, and the draw itself', () => {
    expect(findLockedChange({ O5B: { chosen: ['innbo'] } }, changes({ O5B: { chosen: ['innbo', 'reise'] } }), locks)).toBeUndefined();
    expect(findLockedChange({ O5B: { chosen: ['innbo'] } }, changes({ O5C: { scenarioId: 'innbrudd' } }), locks)).toBeUndefined();
  });

  it('refuses any change to the insurances once a scenario is drawn, but takes the same choice again', () => {
    expect(findLockedChange(drawn, changes({ O5B: { chosen: ['innbo', 'reise'] } }), locks)).toEqual(LOCKED('O5B'));
    expect(findLockedChange(drawn, changes({ O5B: null }), locks)).toEqual(LOCKED('O5B'));
    expect(findLockedChange(drawn, changes({ O5B: { chosen: ['innbo'] } }), locks)).toBeUndefined();
  });

  it('refuses another scenario, or none, once one is drawn', () => {
    expect(findLockedChange(drawn, changes({ O5C: { scenarioId: 'mopedulykke' } }), locks)).toEqual(LOCKED('O5C'));
    expect(findLockedChange(drawn, changes({ O5C: null }), locks)).toEqual(LOCKED('O5C'));
    expect(findLockedChange(drawn, changes({ O5C: { scenarioId: 'innbrudd' } }), locks)).toBeUndefined();
  });

  it('lets a scenario the content no longer has be drawn again, and the insurances be changed until then', () => {
    const gone = { O5B: { chosen: ['innbo'] }, O5C: { scenarioId: 'fjernet' } };
    expect(findLockedChange(gone, changes({ O5C: { scenarioId: 'mopedulykke' } }), locks)).toBeUndefined();
    expect(findLockedChange(gone, changes({ O5B: { chosen: [] } }), locks)).toBeUndefined();
  });
});

describe('a fresh start', () => {
  const everything = { O1C: 'helse', O4A: { rente: 'b' }, O5B: { chosen: ['innbo'] }, O5C: { scenarioId: 'innbrudd' } };

  it('allows null for every stored answer at once', () => {
    expect(findLockedChange(everything, changes({ O1C: null, O4A: null, O5B: null, O5C: null }), locks)).toBeUndefined();
  });

  it('is no fresh start when one stored answer is left', () => {
    expect(findLockedChange(everything, changes({ O4A: null, O5B: null, O5C: null }), locks)).toEqual(LOCKED('O4A'));
  });
});

describe('a whole-record save as changes', () => {
  it('has a change for every answer set, changed or removed, and none for those kept', () => {
    expect(changesOfSet({ O1C: 'helse', O4A: { rente: 'b' }, O2B: 1 }, { O1C: 'helse', O4A: { rente: 'c' }, O3A: 'pc' })).toEqual({
      O4A: { value: { rente: 'c' } },
      O2B: { value: null },
      O3A: { value: 'pc' },
    });
  });
});

describe('the locks of the content', () => {
  it('finds the quiz, the insurances and the scenario by component, with the quiz’s options', () => {
    const okter = [
      { id: 4, activities: [{ activity_code: 'O4A', component: 'quiz' }] },
      { id: 5, activities: [{ activity_code: 'O5B', component: 'insurances' }, { activity_code: 'O5C', component: 'insurance-scenario' }] },
    ] as unknown as OktContent[];
    const quiz = { questions: [{ id: 'rente', options: [{ id: 'a' }, { id: 'b' }] }] } as unknown as Quiz;
    const found = answerLocks({ no: okter, nn: okter }, { no: quiz, nn: quiz }, ['innbrudd']);
    expect(lockedCodes(found)).toEqual(['O4A', 'O5B', 'O5C']);
    expect([...found.quiz!.options.get('rente')!]).toEqual(['a', 'b']);
    expect([...found.scenario!.ids]).toEqual(['innbrudd']);
  });
});
