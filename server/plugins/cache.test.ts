import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp } from '../test/testApp';

describe('cacheable content replies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('answers the same body and ETag every time, and 304 to a revalidation', async () => {
    const first = await app.inject({ url: '/api/public/no/get/okt-content-all' });
    const second = await app.inject({ url: '/api/public/no/get/okt-content-all' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ url: '/api/public/no/get/okt-content-all', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps apart two routes that show the same content in different envelopes', async () => {
    const all = (await app.inject({ url: '/api/public/nn/get/okt-content-all' })).json();
    const list = (await app.inject({ url: '/api/public/nn/list/okt' })).json();
    expect(Object.keys(all.data)).toEqual(['1', '2', '3', '4', '5']);
    expect(list.data).toHaveLength(5);
    expect(Object.keys(list.data[0]).sort()).toEqual(['color', 'id', 'sectionTitle', 'title']);
  });

  it('keeps the languages apart', async () => {
    const no = (await app.inject({ url: '/api/public/no/get/faq' })).body;
    const nn = (await app.inject({ url: '/api/public/nn/get/faq' })).body;
    expect(no).not.toBe(nn);
  });
});
