import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/services/backendApi';
import { type ContentDocument, contentPageMachine, type ContentRequest } from './contentPageMachine';

const page = { slug: 'om', title: 'Om', intro: 'Intro', body: '<p>Tekst</p>', updated: '2026-11-21' };

function start(fetch: (request: ContentRequest) => Promise<ContentDocument>) {
  const spy = vi.fn(fetch);
  const actor = createActor(
    contentPageMachine.provide({ actors: { fetchContent: fromPromise(({ input }) => spy(input)) } }),
  ).start();
  return { actor, spy };
}

describe('contentPageMachine', () => {
  it('loads the page the URL names', async () => {
    const { actor, spy } = start(async () => ({ kind: 'page', page }));
    actor.send({ type: 'route.content', request: { kind: 'page', lang: 'nn', slug: 'om' } });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.document).toEqual({ kind: 'page', page });
    expect(spy).toHaveBeenCalledWith({ kind: 'page', lang: 'nn', slug: 'om' });
  });

  it('does not fetch again when the same URL is reported twice', async () => {
    const { actor, spy } = start(async () => ({ kind: 'page', page }));
    const request = { kind: 'page', lang: 'no', slug: 'om' } as const;
    actor.send({ type: 'route.content', request });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'route.content', request: { ...request } });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('loads again when the language changes', async () => {
    const { actor, spy } = start(async () => ({ kind: 'page', page }));
    actor.send({ type: 'route.content', request: { kind: 'faq', lang: 'no' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'route.content', request: { kind: 'faq', lang: 'nn' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('tells a missing page from a failed fetch', async () => {
    const { actor } = start(async () => {
      throw new ApiError(404, 'txt_error_page_not_found');
    });
    actor.send({ type: 'route.content', request: { kind: 'page', lang: 'no', slug: 'borte' } });
    await waitFor(actor, (s) => s.matches('notFound'));
  });

  it('keeps the failure as a message key and retries on request', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(null, 'txt_error_network');
      return { kind: 'page', page };
    });
    actor.send({ type: 'route.content', request: { kind: 'page', lang: 'no', slug: 'om' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    actor.send({ type: 'content.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
  });
});
