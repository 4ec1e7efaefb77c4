import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** What pg and Node throw when the database is stopped, starting, or gone mid-query. */
const unavailable: Record<string, () => Error> = {
  'a refused connection': () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 at /srv/app/db.ts:42'), { code: 'ECONNREFUSED' }),
  'a database that is starting up': () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  'an immediate shutdown': () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  'a connection lost mid-query': () => new Error('Connection terminated unexpectedly'),
  'a refusal on every address of a name': () => new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
};

describe('a database that cannot be reached', () => {
  let app: App;
  let next: () => Error = () => new Error('none');
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test/db-fails', { config: { access: 'public', reach: [] } }, async () => {
      throw next();
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  for (const [what, error] of Object.entries(unavailable)) {
    it(`answers ${what} with a 503 and a translated message, never its text`, async () => {
      next = error;
      const res = await app.inject('/api/test/db-fails');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'ServiceUnavailable', messageKey: 'txt_error_database_unavailable' });
      expect(res.body).not.toMatch(/ECONNREFUSED|db\.ts|terminat|starting/);
    });
  }

  it('still answers a failed query of its own (a broken constraint) with a 500', async () => {
    next = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const res = await app.inject('/api/test/db-fails');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: 'InternalServerError', messageKey: 'txt_error_default' });
  });
});
