import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('content pages and FAQ', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it.each(['no', 'nn'])('serves the privacy page in %s', async (lang) => {
    const res = await app.inject(`/api/public/${lang}/get/page/personvern`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.slug).toBe('personvern');
    expect(body.data.body).toContain('<p>');
  });

  it('serves Bokmål and Nynorsk texts that differ', async () => {
    const nb = (await app.inject('/api/public/no/get/page/om')).json();
    const nn = (await app.inject('/api/public/nn/get/page/om')).json();
    expect(nb.data.body).not.toBe(nn.data.body);
  });

  it('answers an unknown page with 404 and a message key', async () => {
    const res = await app.inject('/api/public/no/get/page/finnes-ikke');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'NotFound', messageKey: 'txt_error_page_not_found', field: 'slug' });
  });

  it('refuses an unknown language with the field named', async () => {
    const res = await app.inject('/api/public/en/get/page/om');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_lang', field: 'lang' });
  });

  it('refuses a slug that is not a slug', async () => {
    const res = await app.inject('/api/public/no/get/page/..%2F..%2Fetc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'slug', messageKey: 'txt_error_invalid_slug' });
  });

  it.each(['/api/public/no/get/faq/', '/api/public/nn/get/faq'])('serves the FAQ at %s with at least 8 questions', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThanOrEqual(8);
  });

  it('lets a proxy revalidate content with an ETag', async () => {
    const first = await app.inject('/api/public/no/get/faq/');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await app.inject({ url: '/api/public/no/get/faq/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
