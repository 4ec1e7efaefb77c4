import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KnowledgeTest, KnowledgeTestSchema } from '../contracts/knowledgeTest';
import { classKnowledgeGain } from './knowledgeGain';
import { answerFirst, firstAnswers } from './firstAnswers';
import { isTestDone, pupilKnowledge, showsResults } from './knowledgeTest';

const read = (lang: 'no' | 'nn'): KnowledgeTest =>
  KnowledgeTestSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'content', lang, 'kunnskapstest.json'), 'utf8')));
const tests = { no: read('no'), nn: read('nn') };
const test = tests.no;

/** Every item answered: rightly for the first `right` items, wrongly for the rest. */
function answers(right: number): Record<string, string> {
  return Object.fromEntries(test.items.map((item, i) => [item.id, i < right ? item.correct : item.options.find((o) => o.id !== item.correct)!.id]));
}

describe('the first answer counts', () => {
  const [first, second] = test.items;

  it('keeps the first option chosen for an item and ignores a second choice', () => {
    const wrong = first!.options.find((o) => o.id !== first!.correct)!.id;
    const once = answerFirst(test.items, null, first!.id, wrong);
    expect(once[first!.id]).toBe(wrong);
    expect(answerFirst(test.items, once, first!.id, first!.correct)[first!.id]).toBe(wrong);
  });

  it('answers the other items on their own, and ignores ids the test does not have', () => {
    const once = answerFirst(test.items, null, first!.id, first!.correct);
    const twice = answerFirst(test.items, once, second!.id, second!.correct);
    expect(twice).toMatchObject({ [first!.id]: first!.correct, [second!.id]: second!.correct });
    expect(answerFirst(test.items, twice, 'finnes-ikke', 'a')).toEqual(twice);
    expect(answerFirst(test.items, null, second!.id, 'finnes-ikke')[second!.id]).toBeNull();
  });

  it('reads an option the test no longer has as not answered', () => {
    expect(firstAnswers(test.items, { [first!.id]: 'borte' })[first!.id]).toBeNull();
    expect(isTestDone(test, answers(0))).toBe(true);
    expect(isTestDone(test, { [first!.id]: first!.correct })).toBe(false);
  });
});

describe('no right or wrong before the test after session 5', () => {
  it('shows nothing after the first test, however it went', () => {
    expect(showsResults(test, { O1T: answers(test.items.length) })).toBe(false);
    expect(pupilKnowledge(test, { O1T: answers(test.items.length) })).toBeNull();
  });

  it('shows nothing while the second test is half done', () => {
    const half = Object.fromEntries(Object.entries(answers(2)).slice(0, 2));
    expect(pupilKnowledge(test, { O1T: answers(1), O5T: half })).toBeNull();
  });

  it('shows both answers per item, the right option and the explanation once the second test is done', () => {
    const result = pupilKnowledge(test, { O1T: answers(2), O5T: answers(5) })!;
    expect(result).toMatchObject({ before: 2, after: 5, total: test.items.length });
    const item = result.items[3]!;
    expect(item.before).toEqual({ text: expect.any(String), right: false });
    expect(item.after).toEqual({ text: test.items[3]!.options.find((o) => o.id === test.items[3]!.correct)!.text, right: true });
    expect(item.explanation).toBe(test.items[3]!.explanation);
    expect(item.source.url).toMatch(/^https:/);
  });

  it('gives no score before when the first test was not finished', () => {
    expect(pupilKnowledge(test, { O5T: answers(4) })).toMatchObject({ before: null, after: 4 });
  });
});

describe('the class gain', () => {
  it('counts right answers per item and in all among pupils who took both tests', () => {
    const pupils = [
      { O1T: answers(1), O5T: answers(4) },
      { O1T: answers(2), O5T: answers(5) },
      { O1T: answers(0), O5T: answers(7) },
      // Took only the first test: not counted.
      { O1T: answers(7) },
    ];
    const gain = classKnowledgeGain(tests, pupils);
    expect(gain.answered).toBe(3);
    expect(gain.figures!.before).toBe(3);
    expect(gain.figures!.after).toBe(16);
    expect(gain.figures!.items[0]).toEqual({ id: test.items[0]!.id, text: { no: test.items[0]!.question, nn: tests.nn.items[0]!.question }, before: 2, after: 3 });
    expect(gain.figures!.items[6]).toMatchObject({ before: 0, after: 1 });
  });

  it('gives no figures when fewer than three took both tests («for få svar»)', () => {
    const two = [
      { O1T: answers(1), O5T: answers(4) },
      { O1T: answers(2), O5T: answers(5) },
      { O1T: answers(3) },
      { O5T: answers(3) },
    ];
    expect(classKnowledgeGain(tests, two)).toEqual({ answered: 2, figures: null });
    expect(classKnowledgeGain(tests, [])).toEqual({ answered: 0, figures: null });
  });

  it('judges by the content, not by what a client stored', () => {
    const forged = { ...answers(0), [test.items[0]!.id]: 'riktig' };
    const pupils = [0, 1, 2].map(() => ({ O1T: forged, O5T: answers(1) }));
    const gain = classKnowledgeGain(tests, pupils);
    expect(gain.answered).toBe(0);
  });
});
