import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ContentRequest } from '../../machines/contentPageMachine';
import { PAGE_CONTENT_ID } from '../contracts/pageContent';

const loadPorts = vi.fn(async () => ({ backendApi: { getPage: async () => ({ slug: 'om', title: 'Fra serveren' }), listFylke: async () => [{ id: '03', name: 'Oslo' }] } }));
vi.mock('./loadPorts', () => ({ loadPorts }));

const page = { slug: 'om', title: 'Om appen', intro: 'Kort', body: '<p>Lang</p>', updated: '2026-11-28' };

function writeIntoPage(text: string) {
  const script = document.createElement('script');
  script.id = PAGE_CONTENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.appendChild(script);
}

/** The content actor of a fresh page: the document is read once per page. */
async function fetchOnFreshPage(request: ContentRequest) {
  vi.resetModules();
  const { fetchContent } = await import('./contentActor');
  return toPromise(createActor(fetchContent, { input: request }).start());
}

afterEach(() => {
  document.getElementById(PAGE_CONTENT_ID)?.remove();
  loadPorts.mockClear();
});

describe('a content page’s document written into the page', () => {
  it('is shown without the adapters', async () => {
    writeIntoPage(JSON.stringify({ kind: 'page', lang: 'no', slug: 'om', page }));
    expect(await fetchOnFreshPage({ kind: 'page', lang: 'no', slug: 'om' })).toEqual({ kind: 'page', page });
    expect(loadPorts).not.toHaveBeenCalled();
  });

  it('does not stand in for another page, which is asked of the server', async () => {
    writeIntoPage(JSON.stringify({ kind: 'page', lang: 'no', slug: 'om', page }));
    expect(await fetchOnFreshPage({ kind: 'page', lang: 'nn', slug: 'om' })).toMatchObject({ page: { title: 'Fra serveren' } });
    expect(loadPorts).toHaveBeenCalledTimes(1);
  });

  it('is ignored when it is not JSON, or not of its shape, and the server is asked', async () => {
    writeIntoPage('{ikke json');
    expect(await fetchOnFreshPage({ kind: 'fylker' })).toEqual({ kind: 'fylker', fylker: [{ id: '03', name: 'Oslo' }] });
    document.getElementById(PAGE_CONTENT_ID)?.remove();
    writeIntoPage(JSON.stringify({ kind: 'noe-annet' }));
    expect(await fetchOnFreshPage({ kind: 'fylker' })).toMatchObject({ kind: 'fylker' });
    expect(loadPorts).toHaveBeenCalledTimes(2);
  });
});
