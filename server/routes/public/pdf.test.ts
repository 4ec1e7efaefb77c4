import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfContentSchema } from '../../../src/contracts/pdf';
import { buildTestApp, testConfig } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('PDF routes', () => {
  let app: App;
  let disabled: App;
  beforeAll(async () => {
    app = await buildTestApp();
    disabled = await buildTestApp({ config: testConfig({ PDF_ENABLED: '0' }) });
  });
  afterAll(async () => {
    await app?.close();
    await disabled?.close();
  });

  it.each(['no', 'nn'])('says the button is enabled by default in %s', async (lang) => {
    const res = await app.inject(`/api/public/${lang}/pdf-button-status`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { enabled: true } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says the button is disabled with PDF_ENABLED=0', async () => {
    const res = await disabled.inject('/api/public/no/pdf-button-status');
    expect(res.json()).toEqual({ success: true, data: { enabled: false } });
  });

  it.each([
    ['no', 'Min økonomi', 'Kilder'],
    ['nn', 'Økonomien min', 'Kjelder'],
  ])('serves the PDF texts in %s', async (lang, title, sources) => {
    const res = await app.inject(`/api/public/${lang}/get/pdf-content`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const data = PdfContentSchema.parse(body.data);
    expect(data.title).toBe(title);
    expect(data.headings.sources).toBe(sources);
  });

  it('refuses an unknown language', async () => {
    const res = await app.inject('/api/public/en/get/pdf-content');
    expect(res.statusCode).toBe(400);
  });
});
