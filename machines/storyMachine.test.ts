import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okt1Content } from '../stories/fixtures/okt1';
import { okt2Content } from '../stories/fixtures/okt2';
import { okt3Content } from '../stories/fixtures/okt3';
import { insuranceDocument, insuranceTotalOf } from '../stories/fixtures/okt45';
import type { Lang } from '../src/contracts/lang';
import { NO_OBJECTS, type StoryNeeds } from '../src/domain/story';
import { storyMachine } from './storyMachine';

const industry = okt1Content.no.industries[0]!;
const jobsOf = (lang: Lang, industryId: string) => okt1Content[lang].jobs.filter((j) => j.industryId === industryId);
const job = jobsOf('no', industry.id)[0]!;
const item = okt3Content.no.items[1]!;
const expense = okt2Content.no.unexpectedExpenses[2]!;
const insurance = insuranceDocument('no');
const products = insurance.kind === 'insurance' ? insurance.insurance.products : [];
const chosen = [products[0]!.id, products[1]!.id];

/** A pupil who has done everything that makes an object, in session order. */
const wholeStory = { O1A: '', O1C: industry.id, O1D: job.id, O2C: expense.id, O3A: item.id, O5B: { chosen } };

function fakeContent(lang: Lang, needs: StoryNeeds) {
  const insuranceContent = insuranceDocument(lang);
  return {
    ...(needs.jobsOf ? { jobs: { industryId: needs.jobsOf, jobs: jobsOf(lang, needs.jobsOf) } } : {}),
    ...(needs.creditItems ? { creditItems: okt3Content[lang].items } : {}),
    ...(needs.unexpectedExpenses ? { unexpectedExpenses: okt2Content[lang].unexpectedExpenses } : {}),
    ...(needs.insuranceProducts && insuranceContent.kind === 'insurance' ? { insuranceProducts: insuranceContent.insurance.products } : {}),
  };
}

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((a) => a.stop()));

function start(fetch = vi.fn(async (input: { lang: Lang; needs: StoryNeeds }) => fakeContent(input.lang, input.needs)), held = NO_OBJECTS) {
  const actor = createActor(storyMachine.provide({ actors: { fetchStoryContent: fromPromise(({ input }) => fetch(input)) } }), { input: { held } }).start();
  running.push(actor);
  return { actor, fetch };
}

describe('storyMachine', () => {
  it('rebuilds the whole story from the answers alone, as on a fresh computer', async () => {
    const { actor } = start();
    actor.send({ type: 'story.update', lang: 'no', responses: wholeStory });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(actor.getSnapshot().context.objects).toEqual({ job, creditPurchase: item, unexpectedExpense: expense, insuranceTotal: insuranceTotalOf(chosen) });
  });

  it('tells the same story in the other language', async () => {
    const { actor } = start();
    actor.send({ type: 'story.update', lang: 'no', responses: wholeStory });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'story.update', lang: 'nn', responses: wholeStory });
    await vi.waitFor(() => expect(actor.getSnapshot().context.objects.job?.title).toBe(jobsOf('nn', industry.id)[0]!.title));
    const { objects } = actor.getSnapshot().context;
    expect([objects.job?.id, objects.creditPurchase?.id, objects.unexpectedExpense?.id]).toEqual([job.id, item.id, expense.id]);
  });

  it('fetches the lists once, and the jobs as soon as an industry is chosen, so a choice makes its object at once', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'story.update', lang: 'no', responses: { O1A: '' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(fetch).toHaveBeenCalledWith({ lang: 'no', needs: { jobsOf: null, creditItems: true, unexpectedExpenses: true, insuranceProducts: true } });
    actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(fetch).toHaveBeenLastCalledWith({ lang: 'no', needs: { jobsOf: industry.id, creditItems: false, unexpectedExpenses: false, insuranceProducts: false } });
    // The lists are here when the pupil picks: the object follows without another fetch.
    actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id, O1D: job.id, O3A: item.id } });
    expect(actor.getSnapshot().context.objects).toMatchObject({ job, creditPurchase: item });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is settled once told, so later fetches do not hold the pupil up', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.settled).toBe(false);
    actor.send({ type: 'story.update', lang: 'no', responses: wholeStory });
    expect(actor.getSnapshot().context.settled).toBe(false);
    await vi.waitFor(() => expect(actor.getSnapshot().context.settled).toBe(true));
    actor.send({ type: 'story.update', lang: 'no', responses: { ...wholeStory, O1C: okt1Content.no.industries[1]!.id } });
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    expect(actor.getSnapshot().context.settled).toBe(true);
  });

  it('drops the job when the job answer changes to another, and follows the new one (spec §4)', async () => {
    const { actor } = start();
    actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id, O1D: job.id } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.objects.job).toBe(job));
    const other = jobsOf('no', industry.id)[1]!;
    actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id, O1D: other.id } });
    expect(actor.getSnapshot().context.objects.job).toBe(other);
    actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id } });
    expect(actor.getSnapshot().context.objects.job).toBeNull();
  });

  it('keeps the objects this device held while the network is away, and tries again later', async () => {
    vi.useFakeTimers();
    try {
      let online = false;
      const fetch = vi.fn(async (input: { lang: Lang; needs: StoryNeeds }) => (online ? fakeContent(input.lang, input.needs) : Promise.reject(new Error('offline'))));
      const { actor } = start(fetch, { job, creditPurchase: item, unexpectedExpense: null, insuranceTotal: null });
      actor.send({ type: 'story.update', lang: 'no', responses: { O1C: industry.id, O1D: job.id, O3A: item.id, O2C: expense.id } });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('offline')).toBe(true);
      expect(actor.getSnapshot().context.objects).toMatchObject({ job, creditPurchase: item, unexpectedExpense: null });
      online = true;
      await vi.advanceTimersByTimeAsync(16_000);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(actor.getSnapshot().context.objects.unexpectedExpense).toEqual(expense);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the story at logout', async () => {
    const { actor } = start();
    actor.send({ type: 'story.update', lang: 'no', responses: wholeStory });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().context.objects).toEqual(NO_OBJECTS);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
