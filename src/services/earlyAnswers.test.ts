import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_ANSWERS_GLOBAL, type EarlyAnswer, takeEarlyAnswers, withEarlyAnswers } from './earlyAnswers';

const URL_ = 'http://localhost/api/store/users/u1/classes/DEMO26';
const NOW = 1_000_000;

const early = (answer: Promise<Response | null>, overrides: Partial<EarlyAnswer> = {}): EarlyAnswer => ({ url: URL_, auth: 'Bearer t', at: NOW, answer, ...overrides });
const network = () => vi.fn(async () => new Response('"from the network"'));
const get = (headers: Record<string, string> = { Authorization: 'Bearer t' }, init?: RequestInit) => [new Request(URL_, { headers }), init] as const;
const textOf = async (response: Promise<Response>) => (await response).text();

describe('the answers a pupil’s page asked from its head (issue 20)', () => {
  it('answers the first call of the same address and token from the head’s answer, and the next from the network', async () => {
    const send = network();
    const fetchEarly = withEarlyAnswers([early(Promise.resolve(new Response('"early"')))], send, () => NOW + 1000);
    expect(await textOf(fetchEarly(...get()))).toBe('"early"');
    expect(send).not.toHaveBeenCalled();
    expect(await textOf(fetchEarly(...get()))).toBe('"from the network"');
    expect(send).toHaveBeenCalledOnce();
  });

  it.each([
    ['another token', get({ Authorization: 'Bearer other' })],
    ['no token', get({})],
    ['a call past the browser’s cache', get(undefined, { cache: 'no-cache' })],
    ['another method', [new Request(URL_, { method: 'PATCH', headers: { Authorization: 'Bearer t' }, body: '{}' }), undefined] as const],
  ])('leaves %s to the network', async (_, [input, init]) => {
    const send = network();
    const fetchEarly = withEarlyAnswers([early(Promise.resolve(new Response('"early"')))], send, () => NOW);
    expect(await textOf(fetchEarly(input, init))).toBe('"from the network"');
  });

  it('does not use an answer older than its limit', async () => {
    const send = network();
    const fetchEarly = withEarlyAnswers([early(Promise.resolve(new Response('"early"')))], send, () => NOW + EARLY_ANSWER_MAX_AGE_MS);
    expect(await textOf(fetchEarly(...get()))).toBe('"from the network"');
  });

  it('asks the network itself where the head got no answer', async () => {
    for (const answer of [Promise.resolve(null), Promise.reject(new Error('offline'))]) {
      const send = network();
      expect(await textOf(withEarlyAnswers([early(answer)], send, () => NOW)(...get()))).toBe('"from the network"');
      expect(send).toHaveBeenCalledOnce();
    }
  });

  it('is stopped by the call’s own signal while the head’s answer is still on its way (axios’s timeout)', async () => {
    const controller = new AbortController();
    const pending = withEarlyAnswers([early(new Promise(() => {}))], network(), () => NOW)(new Request(URL_, { headers: { Authorization: 'Bearer t' }, signal: controller.signal }));
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('takes what the head left once, and nothing from a page whose head asked nothing', () => {
    const answers = [early(Promise.resolve(null))];
    const global: Record<string, unknown> = { [EARLY_ANSWERS_GLOBAL]: answers };
    expect(takeEarlyAnswers(global)).toBe(answers);
    expect(takeEarlyAnswers(global)).toEqual([]);
    expect(takeEarlyAnswers({ [EARLY_ANSWERS_GLOBAL]: 'not a list' })).toEqual([]);
  });
});
