import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createBackendApi } from '../src/services/backendApi';
import { createAxios, createHttp } from '../src/services/http';
import { DEMO } from './db/seedDemo';
import { testClock } from './test/authHelpers';
import { buildTestApp } from './test/testApp';

/**
 * The browser's axios client against the real server on a port: what its interceptors add to a
 * request and make of each kind of answer.
 */
const clock = testClock();
let app: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({ now: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/`;
});

afterAll(async () => {
  await app?.close();
});

const teacherToken = async () => (await createBackendApi(createHttp(fetch, base)).getApiToken(DEMO.email, DEMO.password)).token;

describe('the browser’s axios instance against the server', () => {
  it('sends the call’s token as the bearer header, so the teacher’s own classes come back', async () => {
    const token = await teacherToken();
    const classes = await createBackendApi(createHttp(fetch, base)).listClasses(token);
    expect(classes.map((c) => c.classCode)).toContain(DEMO.classCode);
    // The same call without the request interceptor is refused: the header is its doing.
    const bare = createAxios(base, fetch);
    bare.interceptors.request.clear();
    await expect(bare.get('list/class', { bearer: token })).rejects.toMatchObject({ status: 401 });
  });

  it('turns a refusal into the spec’s failure shape: status, message key, field and error code', async () => {
    const api = createBackendApi(createHttp(fetch, base));
    const failure = await api.createClass(await teacherToken(), { name: '10A', school: DEMO.school, schoolYear: 'i fjor' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, field: 'schoolYear' });
    expect((failure as ApiError).messageKey).toMatch(/^txt_/);
  });

  it('answers a token that has run out with 401 and «session expired», for the machine that made the call to act on', async () => {
    const token = await teacherToken();
    clock.advance(app.config.tokenLifetimeHours * 3_600_000 + 1);
    const failure = await createHttp(fetch, base).get('list/class', { bearer: token }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, messageKey: 'txt_error_session_expired', code: 'auth/id-token-expired' });
  });

  it('reports a server that is not there as a network error (status null), never as axios’s own error', async () => {
    const nowhere = createHttp(fetch, 'http://127.0.0.1:9/api/');
    const failure = await nowhere.get('public/list/fylke').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: null, messageKey: 'txt_error_network' });
  });
});
