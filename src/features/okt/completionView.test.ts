import { describe, expect, it } from 'vitest';
import type { SummaryContent } from '../../../machines/contentPageMachine';
import { noObjects, summaryDocument, wholeStory, wholeStoryObjects } from '../../../stories/fixtures/okt45';
import { readStory } from '../../activities/summary/story';
import { completionRecap, courseRecap } from './completionView';

const content = summaryDocument('no') as { kind: 'summary' } & SummaryContent;
const story = readStory(wholeStory, wholeStoryObjects, content);

describe('completionRecap', () => {
  it('session 1: the job and its net pay a month', () => {
    const [job, pay] = completionRecap(1, story);
    expect(job).toEqual({ kind: 'job', title: 'Sykepleier' });
    expect(pay).toEqual({ kind: 'netPay', monthly: Math.round(story.job!.netMonthly) });
    expect(pay!.kind === 'netPay' && pay.monthly).toBeGreaterThan(20_000);
  });

  it('session 2: the money left in the budget lived by, the expense and how it was covered', () => {
    expect(completionRecap(2, story)).toEqual([
      { kind: 'left', monthly: Math.round(story.budget!.summary.remaining) },
      { kind: 'expense', title: story.unexpected!.title, amount: story.unexpected!.amount },
      { kind: 'cover', choice: 'savings' },
    ]);
    // The modified budget (O2E) is the one lived by.
    expect(story.budget!.code).toBe('O2E');
  });

  it('session 3: the purchase, saving or credit, and the small purchase over a year', () => {
    expect(completionRecap(3, story)).toEqual([
      { kind: 'purchase', title: story.purchase!.title, price: story.purchase!.price },
      { kind: 'payment', choice: 'save' },
      { kind: 'pocket', title: story.pocket!.expense.title, perYear: story.pocket!.cost.perYear },
    ]);
  });

  it('session 4: the quiz score', () => {
    expect(completionRecap(4, story)).toEqual([{ kind: 'quiz', correct: 10, total: story.quiz!.total }]);
  });

  it('session 5: the insurances chosen and what the mishap cost', () => {
    const [insurances, scenario] = completionRecap(5, story);
    expect(insurances).toMatchObject({ kind: 'insurances', titles: story.insurances!.products.map((p) => p.title) });
    expect(scenario).toEqual({ kind: 'scenario', title: story.scenario!.title, youPay: story.outcome!.youPay });
  });

  it('leaves out what the pupil has not answered', () => {
    const empty = readStory({}, noObjects, content);
    for (const okt of [1, 2, 3, 4, 5]) expect(completionRecap(okt, empty)).toEqual([]);
  });

  it('courseRecap lists each session that has something to recap, in order', () => {
    const okter = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Økt ${id}` }));
    expect(courseRecap(okter, story).map((part) => part.okt)).toEqual([1, 2, 3, 4, 5]);
    expect(courseRecap(okter, readStory({}, noObjects, content))).toEqual([]);
  });
});

describe('the knowledge test in the recap of session 5', () => {
  it('adds the two scores once the second test is done, and nothing before', () => {
    const knowledge = { items: [], before: 2, after: 6, total: 7 };
    expect(completionRecap(5, story, knowledge).at(-1)).toEqual({ kind: 'knowledge', before: 2, after: 6, total: 7 });
    expect(completionRecap(5, story).some((item) => item.kind === 'knowledge')).toBe(false);
    expect(completionRecap(4, story, knowledge).some((item) => item.kind === 'knowledge')).toBe(false);
  });
});
