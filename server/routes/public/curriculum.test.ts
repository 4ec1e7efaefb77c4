import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndustryPostsSchema, IndustrySchema, JobPostsSchema, JobSchema, TaxRulesSchema } from '../../../src/contracts/curriculum';
import { loadContent } from '../../content/loadContent';
import { buildTestApp, testConfig } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

const NOT_FOUND = { success: false, error: 'NotFound', messageKey: 'txt_error_not_found' };
const NO_ID = { success: false, error: 'No ID provided.', messageKey: 'txt_error_no_id' };

describe('session 1 content: industries, jobs and tax', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  describe('get/multiselect', () => {
    it.each(['no', 'nn'] as const)('lists every industry in %s for bransje/alle', async (lang) => {
      const res = await app.inject(`/api/public/${lang}/get/multiselect/bransje/alle`);
      expect(res.statusCode).toBe(200);
      const body = IndustryPostsSchema.parse(res.json());
      expect(body.posts).toEqual(app.content.okt1[lang].industries);
      expect(body.posts.length).toBeGreaterThanOrEqual(8);
      expect(Object.keys(res.json())).toEqual(['success', 'posts']);
    });

    it('lists the same industries in both languages with their own texts', async () => {
      const no = (await app.inject('/api/public/no/get/multiselect/bransje/alle')).json().posts;
      const nn = (await app.inject('/api/public/nn/get/multiselect/bransje/alle')).json().posts;
      expect(nn.map((i: { id: string }) => i.id)).toEqual(no.map((i: { id: string }) => i.id));
      expect(nn.map((i: { description: string }) => i.description)).not.toEqual(no.map((i: { description: string }) => i.description));
    });

    it.each(['no', 'nn'] as const)('lists only the jobs of one industry in %s for jobb/<industry>', async (lang) => {
      const res = await app.inject(`/api/public/${lang}/get/multiselect/jobb/bygg-og-anlegg`);
      expect(res.statusCode).toBe(200);
      const { posts } = JobPostsSchema.parse(res.json());
      expect(posts.length).toBeGreaterThanOrEqual(2);
      expect(posts.every((job) => job.industryId === 'bygg-og-anlegg')).toBe(true);
      expect(posts.map((job) => job.id)).toContain('tomrer');
    });

    it('gives every industry at least two jobs through the multiselect', async () => {
      const industries = (await app.inject('/api/public/no/get/multiselect/bransje/alle')).json().posts as { id: string }[];
      for (const { id } of industries) {
        const posts = (await app.inject(`/api/public/no/get/multiselect/jobb/${id}`)).json().posts;
        expect(posts.length, id).toBeGreaterThanOrEqual(2);
      }
    });

    it.each([
      '/api/public/no/get/multiselect/jobb/finnes-ikke',
      '/api/public/nn/get/multiselect/jobb/alle',
      '/api/public/no/get/multiselect/bransje/helse-og-omsorg',
      '/api/public/no/get/multiselect/interesser/alle',
    ])('answers %s with 404', async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    it('refuses an unknown language with the field named', async () => {
      const res = await app.inject('/api/public/en/get/multiselect/bransje/alle');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_lang', field: 'lang' });
    });
  });

  describe('get/{type}/{id}', () => {
    it.each([
      ['no', 'Tømrer'],
      ['nn', 'Tømrar'],
    ] as const)('serves one job in %s', async (lang, title) => {
      const res = await app.inject(`/api/public/${lang}/get/jobb/tomrer`);
      expect(res.statusCode).toBe(200);
      const job = JobSchema.parse(res.json().data);
      expect(res.json().success).toBe(true);
      expect(job).toMatchObject({ id: 'tomrer', industryId: 'bygg-og-anlegg', title, educationPath: 'yrkesfag' });
      expect(job.source.url).toMatch(/^https:\/\//);
    });

    it('serves a job with the same figures in both languages', async () => {
      const no = (await app.inject('/api/public/no/get/jobb/sykepleier')).json().data;
      const nn = (await app.inject('/api/public/nn/get/jobb/sykepleier')).json().data;
      for (const field of ['industryId', 'educationPath', 'yearsOfStudy', 'grossYearlySalary', 'source']) expect(nn[field]).toEqual(no[field]);
      expect(nn.title).not.toBe(no.title);
    });

    it.each([
      ['no', 'Helse og omsorg'],
      ['nn', 'Helse og omsorg'],
    ] as const)('serves one industry in %s', async (lang, title) => {
      const res = await app.inject(`/api/public/${lang}/get/bransje/helse-og-omsorg`);
      expect(res.statusCode).toBe(200);
      expect(IndustrySchema.parse(res.json().data)).toMatchObject({ id: 'helse-og-omsorg', title });
    });

    it.each(['/api/public/no/get/jobb/astronaut', '/api/public/nn/get/bransje/romfart', '/api/public/no/get/bil/tomrer'])(
      'answers %s with 404',
      async (url) => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      },
    );

    it('does not serve a job as an industry or an industry as a job', async () => {
      expect((await app.inject('/api/public/no/get/bransje/tomrer')).statusCode).toBe(404);
      expect((await app.inject('/api/public/no/get/jobb/bygg-og-anlegg')).statusCode).toBe(404);
    });

    it.each(['/api/public/no/get/jobb/', '/api/public/nn/get/jobb', '/api/public/no/get/bransje/'])('answers %s without an id with "No ID provided."', async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NO_ID);
    });

    it('refuses an id that is not an id', async () => {
      const res = await app.inject('/api/public/no/get/jobb/..%2F..%2Fetc');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: 'id' });
    });

    it('lets a proxy cache and revalidate a job', async () => {
      const first = await app.inject('/api/public/no/get/jobb/kokk');
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const again = await app.inject({ url: '/api/public/no/get/jobb/kokk', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('tax', () => {
    it('serves the 2026 tax rules', async () => {
      const res = await app.inject('/api/public/tax/2026');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const tax = TaxRulesSchema.parse(res.json().data);
      expect(tax).toMatchObject({
        year: 2026,
        ordinaryIncomeRate: 0.22,
        socialSecurityRate: 0.076,
        socialSecurityLowerLimit: 99650,
        socialSecurityPhaseInRate: 0.25,
        personalAllowance: 114540,
        minimumDeductionRate: 0.46,
        minimumDeductionMax: 95700,
      });
      expect(tax.bracketTax).toEqual([
        { from: 226100, rate: 0.017 },
        { from: 318300, rate: 0.04 },
        { from: 725050, rate: 0.137 },
        { from: 980100, rate: 0.168 },
        { from: 1467200, rate: 0.178 },
      ]);
    });

    it.each(['2025', '2027'])('answers another year (%s) with 404', async (year) => {
      const res = await app.inject(`/api/public/tax/${year}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });
  });

  describe('the routes that share get/ still answer', () => {
    it.each(['no', 'nn'])('serves get/page/:slug in %s, also the sources page', async (lang) => {
      for (const slug of ['om', 'kilder']) {
        const res = await app.inject(`/api/public/${lang}/get/page/${slug}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.slug).toBe(slug);
      }
      expect((await app.inject(`/api/public/${lang}/get/page/finnes-ikke`)).json().messageKey).toBe('txt_error_page_not_found');
    });

    it.each(['/api/public/no/get/faq', '/api/public/nn/get/faq/'])('serves %s', async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.length).toBeGreaterThan(0);
    });

    it.each(['no', 'nn'])('serves get/okt-content-all in %s', async (lang) => {
      const res = await app.inject(`/api/public/${lang}/get/okt-content-all`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data)).toEqual(['1', '2', '3', '4', '5']);
    });

    it('serves get/klasse/:code for the demo class and 404 for a class that does not exist', async () => {
      const res = await app.inject('/api/public/nn/get/klasse/DEMO26');
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      const missing = await app.inject('/api/public/no/get/klasse/ZZZZ9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().messageKey).toBe('txt_invalid_class_code');
    });
  });
});

describe('tax/current: the income year by the server clock', () => {
  const base = loadContent(testConfig().contentDir);
  const rules2026 = base.taxYears.find((tax) => tax.year === 2026)!;
  const rules2027 = { ...rules2026, year: 2027, personalAllowance: 120000 };
  let time = 0;
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ content: { ...base, taxYears: [rules2026, rules2027] }, now: () => time });
  });
  afterAll(() => app?.close());

  const current = async (isoTime: string, headers: Record<string, string> = {}) => {
    time = Date.parse(isoTime);
    return app.inject({ url: '/api/public/tax/current', headers });
  };

  it('switches to the next year at midnight on 1 January in Norway, with no change but its file', async () => {
    const lastDay = await current('2026-12-31T22:59:59Z');
    expect(lastDay.statusCode).toBe(200);
    expect(TaxRulesSchema.parse(lastDay.json().data)).toEqual(rules2026);
    const newYear = await current('2026-12-31T23:00:00Z');
    expect(TaxRulesSchema.parse(newYear.json().data)).toEqual(rules2027);
  });

  it('keeps the newest year while the calendar has passed every file', async () => {
    expect((await current('2029-03-01T12:00:00Z')).json().data.year).toBe(2027);
  });

  it("does not confirm a browser's copy of last year's rules in the new year", async () => {
    const old = await current('2026-12-31T12:00:00Z');
    const again = await current('2027-01-02T12:00:00Z', { 'if-none-match': String(old.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.year).toBe(2027);
  });

  it('serves each loaded year by its number, whatever the date', async () => {
    time = Date.parse('2026-09-01T12:00:00Z');
    expect((await app.inject('/api/public/tax/2027')).json().data).toEqual(rules2027);
    expect((await app.inject('/api/public/tax/2025')).statusCode).toBe(404);
  });

  it('refuses a year that is neither four digits nor current', async () => {
    const res = await app.inject('/api/public/tax/naa');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'year' });
  });
});
