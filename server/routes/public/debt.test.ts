import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DebtContentSchema } from '../../../src/contracts/credit';
import { buildTestApp } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('the debt figures of O3F over the public API', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it.each(['no', 'nn'] as const)('serves every step, fact and figure at get/gjeld/alle in %s', async (lang) => {
    const res = await app.inject(`/api/public/${lang}/get/gjeld/alle`);
    expect(res.statusCode).toBe(200);
    expect(DebtContentSchema.parse(res.json().data)).toEqual(app.content.okt3[lang].debt);
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 for any other id', async () => {
    const res = await app.inject('/api/public/no/get/gjeld/noe-annet');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_not_found' });
  });
});
