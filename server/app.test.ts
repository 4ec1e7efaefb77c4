import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from './test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('server basics', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test/throws', { config: { access: 'public', reach: [] } }, async () => {
      throw new Error('secret internal detail at /srv/app/db.ts:42');
    });
    app.post('/api/test/echo', { config: { access: 'public', reach: [] } }, async (request) => ({ success: true, size: JSON.stringify(request.body).length }));
    await app.ready();
  });
  afterAll(() => app?.close());

  it('reports healthy when the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject('/api/public/no/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'NotFound', messageKey: 'txt_error_not_found' });
  });

  it('answers a missing built file with a 404, not the page', async () => {
    const res = await app.inject('/assets/index-gone1234.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('answers deep links with the SPA so reloads work', async () => {
    const res = await app.inject('/no/okt/2/O2B');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    // Nothing but the content version in the self-hosted profile (the device keeps its copies by it).
    const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(config!)).toEqual({ contentVersion: expect.stringMatching(/^[\w-]{22}$/) });
    expect(res.body).toContain('<html lang="nb"');
  });

  it('marks Nynorsk pages with lang="nn" before any script runs', async () => {
    const res = await app.inject('/nn/faq');
    expect(res.body).toContain('<html lang="nn"');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject('/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never leaks a stack trace or internal message', async () => {
    const res = await app.inject('/api/test/throws');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: 'InternalServerError', messageKey: 'txt_error_default' });
    expect(res.body).not.toMatch(/secret|stack|db\.ts/);
  });

  it('refuses an oversized body with a translated failure', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_too_large' });
  });

  it('refuses malformed JSON without echoing it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": <script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'BadRequest', messageKey: 'txt_error_invalid_input' });
  });

  it('sends a Content-Security-Policy that forbids inline script', async () => {
    const res = await app.inject('/no');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('sha256-');
    // WebAssembly for the PDF renderer, but never JavaScript eval.
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cookie consent', () => {
  it('writes the consent id into the page and allows only its provider when configured', async () => {
    const app = await buildTestApp({
      config: { ...testConfig(), consent: { id: 'abc12345-0000', scriptUrl: 'https://consent.example.no/uc.js' } },
    });
    const res = await app.inject('/no');
    expect(res.body).toContain('"consentId":"abc12345-0000"');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://consent.example.no");
    await app.close();
  });
});

describe('offline support', () => {
  it('serves the service worker so that browsers check it for updates on every visit', async () => {
    const app = await buildTestApp();
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('javascript');
    await app.close();
  });
});
