import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CONTENT_ID } from '../../src/contracts/pageContent';
import { answerFromPage, oktContentFromPage, readPageContent } from '../../src/services/pageContent';
import { loadContent } from '../content/loadContent';
import { buildTestApp, testConfig } from '../test/testApp';
import { pageContentOf } from './pageContent';
import { renderIndexHtml } from './spa';

const content = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));
const pageContent = pageContentOf(content);
const TEMPLATE = '<html lang="nb"><head><!--app-config--></head><body></body></html>';
/** The page's document as the browser reads it back. */
const readBack = (html: string) => readPageContent({ getElementById: (id: string) => (id === PAGE_CONTENT_ID ? { textContent: new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? null } : null) } as unknown as Document);

describe('the document a page shows first, written into it', () => {
  it('is a content page’s own page in its language, the same the API answers', () => {
    expect(pageContent('/nn/side/om')).toEqual({ kind: 'page', lang: 'nn', slug: 'om', page: content.pages.nn.get('om') });
    expect(pageContent('/no/cookies')).toMatchObject({ kind: 'page', lang: 'no', slug: 'cookies' });
    expect(pageContent('/no/faq')).toEqual({ kind: 'faq', lang: 'no', faq: content.faq.no });
  });

  it('is the counties on the teacher’s sign-in pages, for the registration form', () => {
    expect(pageContent('/no/veiledere')).toEqual({ kind: 'fylker', fylker: content.fylker });
    expect(pageContent('/nn/auth?modus=registrer')).toEqual({ kind: 'fylker', fylker: content.fylker });
  });

  it('is nothing for an unknown page, a page the app first normalises, or a page without such a document', () => {
    expect(pageContent('/no/side/finnes-ikke')).toBeNull();
    expect(pageContent('/side/om')).toBeNull();
    expect(pageContent('/no/side/om/')).toBeNull();
    for (const url of ['/no', '/no/start', '/no/okt/2/Fullfort', '/no/admin/klasser']) expect(pageContent(url)).toBeNull();
  });

  it('is the sessions’ content in the address’s language on a session page, which the okt machine takes instead of asking', () => {
    expect(pageContent('/nn/okt/2/O2B')).toEqual({ kind: 'okter', lang: 'nn', okter: content.okter.nn });
    const page = pageContent('/no/okt/1/O1A');
    expect(oktContentFromPage(page, 'no')).toEqual(content.okter.no);
    // The pupil switched language since: the other language's content is asked for.
    expect(oktContentFromPage(page, 'nn')).toBeNull();
    expect(oktContentFromPage(pageContent('/no/faq'), 'no')).toBeNull();
  });

  it('reaches the browser whole, however its text is written: no `<` to end the script early, no `$` read as a pattern', () => {
    const page = { slug: 'om', title: 'Om </script><script>alert(1)</script>', intro: 'Pris: $& og $1 og $$', body: '<p>Hei</p><!-- merknad -->', updated: '2026-11-28' };
    const html = renderIndexHtml(TEMPLATE, testConfig(), '/no/side/om', { pageContent: () => ({ kind: 'page', lang: 'no', slug: 'om', page }) });
    // The config and the document end where they should, and nowhere else.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(readBack(html)).toEqual({ kind: 'page', lang: 'no', slug: 'om', page });
  });

  it('answers only the request it is for: the same page, in the same language', () => {
    const om = pageContent('/no/side/om');
    expect(answerFromPage(om, { kind: 'page', lang: 'no', slug: 'om' })).toEqual({ kind: 'page', page: content.pages.no.get('om') });
    expect(answerFromPage(om, { kind: 'page', lang: 'nn', slug: 'om' })).toBeNull();
    expect(answerFromPage(om, { kind: 'page', lang: 'no', slug: 'personvern' })).toBeNull();
    expect(answerFromPage(om, { kind: 'faq', lang: 'no' })).toBeNull();
    expect(answerFromPage(pageContent('/nn/faq'), { kind: 'faq', lang: 'nn' })).toMatchObject({ kind: 'faq' });
    expect(answerFromPage(pageContent('/no/veiledere'), { kind: 'fylker' })).toMatchObject({ kind: 'fylker', fylker: content.fylker });
    expect(answerFromPage(null, { kind: 'fylker' })).toBeNull();
  });
});

describe('the served page', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('holds the document of its address, and the API answers the same', async () => {
    const html = (await app.inject({ method: 'GET', url: '/nn/side/om' })).body;
    const api = (await app.inject({ method: 'GET', url: '/api/public/nn/get/page/om' })).json();
    expect(readBack(html)).toEqual({ kind: 'page', lang: 'nn', slug: 'om', page: api.data });
    expect(readBack((await app.inject({ method: 'GET', url: '/nn' })).body)).toBeNull();
  });

  it('holds a session page’s sessions, as the API answers them', async () => {
    const html = (await app.inject({ method: 'GET', url: '/no/okt/2/O2B' })).body;
    const api = (await app.inject({ method: 'GET', url: '/api/public/no/get/okt-content-all' })).json();
    expect(readBack(html)).toEqual({ kind: 'okter', lang: 'no', okter: Object.values(api.data) });
  });
});
