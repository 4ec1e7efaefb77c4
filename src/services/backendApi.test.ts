import { describe, expect, it } from 'vitest';
import { ApiError, createBackendApi } from './backendApi';
import { createHttp } from './http';
import { readSent, TEST_API } from '../test/fakeFetch';

/** The adapters' HTTP client answering from a table instead of the network, recording what was asked. */
function fakeHttp(answer: (request: { method: string; url: string }) => { status: number; data: unknown }) {
  const calls: { method: string; url: string; authorization: unknown; body: unknown }[] = [];
  const http = createHttp(async (input, init) => {
    const sent = await readSent(input, init);
    const url = sent.path;
    calls.push({ method: sent.method.toLowerCase(), url, authorization: sent.headers.get('authorization') ?? undefined, body: sent.body ? JSON.parse(sent.body) : undefined });
    const { status, data } = answer({ method: sent.method, url });
    return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  }, TEST_API);
  return { http, calls };
}

const summary = { classCode: 'KX7P2M', name: '10A', school: 'Nordnes skole', schoolYear: '2026/2027', archived: false, createdAt: 1, sections: {}, pupilCount: 0 };

describe('the admin calls of the backend API', () => {
  it('sends each with the teacher\'s token to the admin API\'s path, and unwraps `data`', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { success: true, data: summary } }));
    const api = createBackendApi(http);
    await api.listClasses('tok');
    await api.createClass('tok', { name: '10A', school: 'Nordnes skole', schoolYear: '2026/2027' });
    await api.updateClass('tok', { classCode: 'KX7P2M', name: '10B' });
    expect(await api.archiveClass('tok', { classCode: 'KX7P2M', archived: true })).toEqual(summary);
    await api.listSchools('tok');
    await api.addSchool('tok', { name: 'Tanks skole' });
    await api.getClassProgress('tok', 'KX7P2M');
    expect(calls.map((c) => [c.method, c.url, c.authorization])).toEqual([
      ['get', 'list/class', 'Bearer tok'],
      ['post', 'class/create', 'Bearer tok'],
      ['post', 'class/update', 'Bearer tok'],
      ['post', 'class/archive', 'Bearer tok'],
      ['get', 'list/school', 'Bearer tok'],
      ['post', 'school', 'Bearer tok'],
      ['get', 'list/class/KX7P2M/progress', 'Bearer tok'],
    ]);
    expect(calls[2]!.body).toEqual({ classCode: 'KX7P2M', name: '10B' });
  });

  it('closes a session through disable-section with the session number', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { success: true } }));
    expect(await createBackendApi(http).disableSection('tok', { classCode: 'KX7P2M', oktNumber: 4 })).toEqual({ success: true });
    expect(calls[0]).toMatchObject({ method: 'post', url: 'class/disable-section', authorization: 'Bearer tok', body: { classCode: 'KX7P2M', oktNumber: 4 } });
  });

  it('turns a refusal into an ApiError with its status, message key and field', async () => {
    const { http } = fakeHttp(() => ({ status: 400, data: { success: false, error: 'invalid', messageKey: 'txt_error_school_year', field: 'schoolYear' } }));
    const failure = await createBackendApi(http).createClass('tok', { name: '10A', school: 'X', schoolYear: '2026' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, messageKey: 'txt_error_school_year', field: 'schoolYear' });
  });
});

describe("the class's progress as a CSV file", () => {
  it('asks for it with the teacher\'s token and the header row\'s language, and answers its text as sent', async () => {
    const csv = '\uFEFFNamn;Kode\r\nKari;Elev 96XA\r\n';
    let asked: { path: string; authorization: string | null; accept: string | null } | undefined;
    const http = createHttp(async (input, init) => {
      const sent = await readSent(input, init);
      asked = { path: sent.path, authorization: sent.headers.get('authorization'), accept: sent.headers.get('accept') };
      return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }, TEST_API);
    const text = await createBackendApi(http).getClassProgressCsv('tok', 'KX7P2M', 'nn');
    expect(asked).toEqual({ path: 'list/class/KX7P2M/progress.csv?lang=nn', authorization: 'Bearer tok', accept: 'text/csv' });
    expect(text.replace(/^\uFEFF/, '')).toBe('Namn;Kode\r\nKari;Elev 96XA\r\n');
  });
});

describe('the class check', () => {
  it('passes an unknown class on as the server’s answer, not as a failure', async () => {
    const { http } = fakeHttp(() => ({ status: 404, data: { success: false } }));
    expect(await createBackendApi(http, () => 90_000).checkClassExists('NOPE42')).toEqual({ success: false });
  });

  it('asks with the minute as the cache-busting parameter', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { success: true, data: { '1': true } } }));
    await createBackendApi(http, () => 90_000).checkClassExists('KX7P2M');
    expect(calls[0]!.url).toBe('public/no/get/klasse/KX7P2M?v=60000');
  });
});
