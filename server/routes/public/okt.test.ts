import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OktContentAllData, OktListData } from '../../../src/contracts/okt';
import { buildTestApp } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('session content', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it.each([
    ['no', 'Hva har du lært?'],
    ['nn', 'Kva har du lært?'],
  ])('serves all five sessions in %s keyed by number', async (lang, fourthTitle) => {
    const res = await app.inject(`/api/public/${lang}/get/okt-content-all`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const data = OktContentAllData.parse(body.data);
    expect(Object.keys(data)).toEqual(['1', '2', '3', '4', '5']);
    expect(data['4']!.title).toBe(fourthTitle);
    expect(data['1']!.activities.map((a) => [a.activity_code, a.next_activity])).toEqual([
      ['O1T', 'O1A'],
      ['O1A', 'O1C'],
      ['O1C', 'O1D'],
      ['O1D', 'O1E'],
      ['O1E', false],
    ]);
    expect(data['5']).toMatchObject({ id: 5, url: '/okt/5', color: 'pink', isLastSection: true });
  });

  it('serves Bokmål and Nynorsk texts that differ', async () => {
    const nb = (await app.inject('/api/public/no/get/okt-content-all')).json().data;
    const nn = (await app.inject('/api/public/nn/get/okt-content-all')).json().data;
    expect(nn['1'].activities[0].prompt).not.toBe(nb['1'].activities[0].prompt);
  });

  it.each(['no', 'nn'])('lists the sessions in %s with title, subtitle and colour only', async (lang) => {
    const res = await app.inject(`/api/public/${lang}/list/okt/`);
    expect(res.statusCode).toBe(200);
    const data = OktListData.parse(res.json().data);
    expect(data.map((o) => [o.id, o.color])).toEqual([
      [1, 'blue'],
      [2, 'green'],
      [3, 'orange'],
      [4, 'purple'],
      [5, 'pink'],
    ]);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['color', 'id', 'sectionTitle', 'title']);
  });

  it.each(['get/okt-content-all', 'list/okt'])('refuses an unknown language for %s with the field named', async (path) => {
    const res = await app.inject(`/api/public/en/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_lang', field: 'lang' });
  });

  it.each(['get/okt-content-all', 'list/okt'])('lets a proxy cache and revalidate %s', async (path) => {
    const first = await app.inject(`/api/public/nn/${path}`);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await app.inject({ url: `/api/public/nn/${path}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLang = await app.inject(`/api/public/no/${path}`);
    expect(otherLang.headers.etag).not.toBe(first.headers.etag);
  });
});
