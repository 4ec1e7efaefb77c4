import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createBackendApi } from '../../src/services/backendApi';
import { createSelfHostedStore } from '../../src/services/documentStore';
import { takeEarlyAnswers, withEarlyAnswers } from '../../src/services/earlyAnswers';
import { createHttp } from '../../src/services/http';
import { INITIAL_USER_STATE, USER_STATE_KEY, type UserState } from '../../src/services/userState';
import { EARLY_ANSWERS_SCRIPT, EARLY_ANSWERS_SOURCE } from './earlyAnswers';
import { renderIndexHtml } from './spa';
import { testConfig } from '../test/testApp';

const ORIGIN = 'http://skole.test';
const NOW = Date.UTC(2026, 11, 1, 9, 30, 12);
const pupil: UserState = {
  ...INITIAL_USER_STATE,
  isLoggedIn: true,
  firestoreUserId: 'u 1',
  classCode: 'DEMO26',
  idToken: 'tok',
  idTokenExpiresAt: NOW + 60_000,
};

/**
 * Runs the head's script as the browser would, on a device that stores `raw`, at `path`, in a page drawn for the
 * viewer the server draws that address for (spa.ts: the admin area for a teacher): what it asked, and left.
 */
function runScript(raw: string | null, path = '/no/start') {
  const viewer = /^\/n[on]\/admin\//.test(path) ? 'teacher' : 'pupil';
  const asked: Request[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = new Request(url, init);
    asked.push(request);
    return new Response(JSON.stringify({ success: true, data: { asked: new URL(request.url).pathname } }));
  });
  const window: Record<string, unknown> = {};
  const storage = { getItem: (key: string) => (key === USER_STATE_KEY ? raw : null) };
  const later: (() => void)[] = [];
  const run = (callback: () => void) => void later.push(callback);
  const document = { currentScript: { dataset: { viewer } } };
  new Function('document', 'localStorage', 'location', 'fetch', 'window', 'Date', 'requestAnimationFrame', 'setTimeout', EARLY_ANSWERS_SCRIPT)(
    document,
    storage,
    new URL(path, ORIGIN),
    fetch,
    window,
    { now: () => NOW },
    run,
    run,
  );
  // Nothing is asked before the first frame (it would hold back the page's style sheets); the frame, then a moment.
  expect(asked).toEqual([]);
  while (later.length > 0) later.shift()!();
  return { asked, window };
}

describe('a signed-in user’s page asks its first questions from its head (issue 20)', () => {
  it('asks what the app asks first, and the app’s own calls are answered by it, with no call of their own', async () => {
    const { asked, window } = runScript(JSON.stringify(pupil));
    expect(asked.map((r) => [r.url, r.headers.get('authorization'), r.credentials])).toEqual([
      [`${ORIGIN}/api/public/no/get/klasse/DEMO26?v=${NOW - (NOW % 60_000)}`, null, 'same-origin'],
      [`${ORIGIN}/api/store/users/u%201/classes/DEMO26`, 'Bearer tok', 'same-origin'],
      [`${ORIGIN}/api/public/no/get/okt-content-all`, null, 'same-origin'],
    ]);
    // The app's adapters (ports.ts) over the answers the head left.
    const network = vi.fn(async () => new Response('{}', { status: 500 }));
    const http = createHttp(withEarlyAnswers(takeEarlyAnswers(window), network, () => NOW + 2000), `${ORIGIN}/api/`);
    const api = createBackendApi(http, () => NOW + 2000);
    const store = createSelfHostedStore(http);
    expect(await api.getClassAccess('no', 'DEMO26')).toEqual({ success: true, data: { asked: '/api/public/no/get/klasse/DEMO26' } });
    expect(await store.getClass('tok', 'u 1', 'DEMO26')).toEqual({ asked: '/api/store/users/u%201/classes/DEMO26' });
    expect(await api.getOktContent('no')).toEqual(['/api/public/no/get/okt-content-all']);
    expect(network).not.toHaveBeenCalled();
  });

  it('asks in the page’s language', () => {
    expect(runScript(JSON.stringify(pupil), '/nn/okt/2/O2B').asked.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/public/nn/get/klasse/DEMO26',
      '/api/store/users/u%201/classes/DEMO26',
      '/api/public/nn/get/okt-content-all',
    ]);
  });

  it.each([
    ['nothing stored', null],
    ['a visitor', JSON.stringify(INITIAL_USER_STATE)],
    ['a pupil whose sign-in has expired', JSON.stringify({ ...pupil, idTokenExpiresAt: NOW - 1 })],
    ['a teacher', JSON.stringify({ ...pupil, canAdmin: true })],
    ['a pupil in no class yet', JSON.stringify({ ...pupil, classCode: null })],
    ['a sign-in without its account', JSON.stringify({ ...pupil, firestoreUserId: '' })],
    ['unreadable state', '{"isLoggedIn":tru'],
  ])('asks nothing for %s', (_, raw) => {
    const { asked, window } = runScript(raw);
    expect(asked).toEqual([]);
    expect(takeEarlyAnswers(window)).toEqual([]);
  });

  const teacher = { ...pupil, canAdmin: true, classCode: null, wpJwtToken: 'api-tok', expiryTime: NOW + 60_000 };

  it('asks a teacher’s class view its classes and the shown class’s progress, and the admin calls are answered by it', async () => {
    const { asked, window } = runScript(JSON.stringify(teacher), '/nn/admin/fremdrift?klasse=DEMO26');
    expect(asked.map((r) => [r.url, r.headers.get('authorization')])).toEqual([
      [`${ORIGIN}/api/list/class`, 'Bearer api-tok'],
      [`${ORIGIN}/api/list/class/DEMO26/progress`, 'Bearer api-tok'],
    ]);
    const network = vi.fn(async () => new Response('{}', { status: 500 }));
    const api = createBackendApi(createHttp(withEarlyAnswers(takeEarlyAnswers(window), network, () => NOW + 2000), `${ORIGIN}/api/`), () => NOW + 2000);
    expect(await api.listClasses('api-tok')).toEqual({ asked: '/api/list/class' });
    expect(await api.getClassProgress('api-tok', 'DEMO26')).toEqual({ asked: '/api/list/class/DEMO26/progress' });
    expect(network).not.toHaveBeenCalled();
    // Without a class in the address, the app chooses it: the classes only.
    expect(runScript(JSON.stringify(teacher), '/no/admin/fremdrift').asked.map((r) => new URL(r.url).pathname)).toEqual(['/api/list/class']);
  });

  it.each([
    ['a teacher on another page', JSON.stringify(teacher), '/no/start'],
    ['a teacher whose sign-in has expired', JSON.stringify({ ...teacher, idTokenExpiresAt: NOW - 1 }), '/no/admin/fremdrift'],
    ['a teacher without an API token', JSON.stringify({ ...teacher, wpJwtToken: null }), '/no/admin/fremdrift'],
    ['a pupil on the class view', JSON.stringify(pupil), '/no/admin/fremdrift?klasse=DEMO26'],
  ])('asks nothing for %s', (_, raw, path) => {
    expect(runScript(raw, path).asked).toEqual([]);
  });

  it('leaves a call in another minute to the app (the class check’s address names the minute)', async () => {
    const { window } = runScript(JSON.stringify(pupil));
    const network = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { fresh: true } })));
    const later = NOW + 60_000;
    const api = createBackendApi(createHttp(withEarlyAnswers(takeEarlyAnswers(window), network, () => later), `${ORIGIN}/api/`), () => later);
    expect(await api.getClassAccess('no', 'DEMO26')).toEqual({ success: true, data: { fresh: true } });
    expect(network).toHaveBeenCalledOnce();
  });

  it('is allowed by the hash of exactly its text', () => {
    expect(EARLY_ANSWERS_SOURCE).toBe(`'sha256-${createHash('sha256').update(EARLY_ANSWERS_SCRIPT).digest('base64')}'`);
    expect(EARLY_ANSWERS_SCRIPT).not.toContain('<');
  });

  it('is in the head of a page drawn for a signed-in user on the self-hosted profile only', () => {
    const template = '<html lang="nb"><head><!--app-config--></head><body class="x"><div id="root"></div></body></html>';
    const shells = { '/no/start': '<h1>Dine økter</h1>', '/no/okt/2/O2B': '<h1>Budsjett</h1>', '/no/admin/fremdrift': '<h1>Lærerområdet</h1>' };
    const has = (url: string, env: Record<string, string> = {}) => renderIndexHtml(template, testConfig(env), url, { shells }).includes(EARLY_ANSWERS_SCRIPT);
    expect(has('/no/start')).toBe(true);
    expect(has('/no/okt/2/O2B')).toBe(true);
    expect(renderIndexHtml(template, testConfig(), '/no/start', { shells }).indexOf(EARLY_ANSWERS_SCRIPT)).toBeLessThan(renderIndexHtml(template, testConfig(), '/no/start', { shells }).indexOf('</head>'));
    expect(has('/no/admin/fremdrift')).toBe(true);
    expect(renderIndexHtml(template, testConfig(), '/no/admin/fremdrift', { shells })).toContain(`<script data-viewer="teacher">${EARLY_ANSWERS_SCRIPT}</script>`);
    expect(renderIndexHtml(template, testConfig(), '/no/start', { shells })).toContain(`<script data-viewer="pupil">${EARLY_ANSWERS_SCRIPT}</script>`);
    // A page not drawn for a signed-in user (another part of the admin area among them), and the Firebase profile (the record is in Firestore).
    expect(has('/no/admin/klasser')).toBe(false);
    expect(has('/no/mine-data')).toBe(false);
    expect(has('/no')).toBe(false);
    const firebase = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'fake-key', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };
    expect(has('/no/start', firebase)).toBe(false);
  });
});
