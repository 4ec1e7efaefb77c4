import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEREST_IDS } from '../../src/activities/interests/interests';
import { START_COOKIE, startCookieValue } from '../../src/contracts/startCookie';
import { PAGE_COPY_SCRIPT } from './pageCopy';
import { SHELL_GUARD_SCRIPT } from './shellGuard';
import { bearer, testClock, type TestApp } from '../test/authHelpers';
import { addTeacher, classAction, createTestClass, addPupil, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

// The production build `npm test` makes first: the start page is drawn by its server bundle (dist/prerender).
const clientDir = process.env.BUILD_CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const clock = testClock();
let app: TestApp;
let classCode: string;
let teacherToken: string;
let pupil: TestAccount;

beforeAll(async () => {
  app = await buildTestApp({ config: { ...testConfig(), clientDir }, now: clock.now });
  teacherToken = (await addTeacher(app)).idToken;
  classCode = await createTestClass(app, teacherToken);
  // The teacher has opened session 3; the pupil has begun session 1.
  expect((await classAction(app, 'enable-section', teacherToken, { classCode, oktNumber: 3 })).statusCode).toBe(200);
  pupil = await addPupil(app);
  await saveResponses(app, pupil, classCode, { O1A: [INTEREST_IDS[0]] });
});
afterAll(() => app.close());

const cookieOf = (code: string, token: string) => `${START_COOKIE}=${startCookieValue({ classCode: code, token })}`;
const startPage = (url: string, cookie?: string) => app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
const statesOf = (html: string) => [...html.matchAll(/<span class="card-state state-(\w+)">/g)].map((m) => m[1]);
const ownerOf = (html: string) => /<div id="root"[^>]* data-owner="([^"]+)"/.exec(html)?.[1];

/** The page as it comes to anyone the server does not draw it for: the loading look, kept by no one but the device. */
function expectLoadingLook(res: Awaited<ReturnType<typeof startPage>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(ownerOf(res.body)).toBeUndefined();
  expect(statesOf(res.body)).toEqual([]);
  expect(res.body).toContain('class="panel skeleton"');
}

describe('the start page drawn for the signed-in pupil (issue 20)', () => {
  it('shows the pupil’s own sessions before any script runs: their states, from the record and the class, and where to go on', async () => {
    const res = await startPage('/no/start', cookieOf(classCode, pupil.idToken));
    expect(res.statusCode).toBe(200);
    // Session 1 begun, 2 waiting for it, 3 opened by the teacher.
    expect(statesOf(res.body)).toEqual(['open', 'locked', 'open', 'locked', 'locked']);
    expect(res.body).toContain('href="/no/okt/1/O1C"');
    expect(res.body).toContain('href="/no/okt/3/O3A"');
    expect(res.body).not.toContain('class="panel skeleton"');
    // Shown only to this pupil (the guard and main.tsx read the owner), and kept by no cache.
    expect(ownerOf(res.body)).toBe(pupil.userId);
    expect(res.body).toContain(`<script data-path="/no/start" data-viewer="pupil" data-owner="${pupil.userId}">${SHELL_GUARD_SCRIPT}</script>`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The device's copy of the page is older than this.
    expect(res.body).not.toContain(PAGE_COPY_SCRIPT);
  });

  it('draws it in the page’s language, and follows the class as the teacher opens a session', async () => {
    expect((await classAction(app, 'enable-section', teacherToken, { classCode, oktNumber: 2 })).statusCode).toBe(200);
    // The class's open sessions are kept a moment (classAccessMemo), as the public API keeps them.
    clock.advance(60_000);
    const res = await startPage('/nn/start', cookieOf(classCode, pupil.idToken));
    expect(statesOf(res.body)).toEqual(['open', 'open', 'open', 'locked', 'locked']);
    expect(res.body).toContain('Øktene dine');
    expect(res.body).toContain('href="/nn/okt/2/O2A"');
    expect((await classAction(app, 'disable-section', teacherToken, { classCode, oktNumber: 2 })).statusCode).toBe(200);
    clock.advance(60_000);
  });

  it('starts a pupil with no answers at session 1', async () => {
    const other = await addPupil(app);
    await saveResponses(app, other, classCode, {});
    const res = await startPage('/no/start', cookieOf(classCode, other.idToken));
    expect(ownerOf(res.body)).toBe(other.userId);
    expect(res.body).toContain('<a href="/no/okt/1/O1A" class="button start-primary">Start økt 1</a>');
  });

  it('finds its cookie among the others the page is sent', async () => {
    const res = await startPage('/no/start', `locale=nn; ${cookieOf(classCode, pupil.idToken)}; other=1`);
    expect(ownerOf(res.body)).toBe(pupil.userId);
  });

  it('is drawn for nobody without the cookie, or with one it cannot read', async () => {
    expectLoadingLook(await startPage('/no/start'));
    expectLoadingLook(await startPage('/no/start', `x${cookieOf(classCode, pupil.idToken)}`));
    expectLoadingLook(await startPage('/no/start', `${START_COOKIE}=`));
    expectLoadingLook(await startPage('/no/start', `${START_COOKIE}=k=${classCode}`));
    expectLoadingLook(await startPage('/no/start', `${START_COOKIE}=rubbish`));
    expectLoadingLook(await startPage('/no/start', cookieOf('ikke en kode', pupil.idToken)));
    expectLoadingLook(await startPage('/no/start', cookieOf(classCode, 'not-a-token')));
  });

  it('is drawn only on the start page', async () => {
    const res = await startPage('/no/okt/1/O1A', cookieOf(classCode, pupil.idToken));
    expect(ownerOf(res.body)).toBeUndefined();
  });

  it('is drawn for no one but a pupil in the class: not a teacher, not a pupil of another class', async () => {
    expectLoadingLook(await startPage('/no/start', cookieOf(classCode, teacherToken)));
    const stranger = await addPupil(app);
    expectLoadingLook(await startPage('/no/start', cookieOf(classCode, stranger.idToken)));
  });

  it('is drawn for no one once the class is archived', async () => {
    const otherClass = await createTestClass(app, teacherToken, { name: '10B' });
    const member = await addPupil(app);
    await saveResponses(app, member, otherClass, {});
    expect(ownerOf((await startPage('/no/start', cookieOf(otherClass, member.idToken))).body)).toBe(member.userId);
    expect((await classAction(app, 'archive', teacherToken, { classCode: otherClass, archived: true })).statusCode).toBe(200);
    clock.advance(60_000);
    expectLoadingLook(await startPage('/no/start', cookieOf(otherClass, member.idToken)));
  });

  it('is drawn for no one after the pupil signs out: the next pupil on a shared Chromebook gets the loading look', async () => {
    const leaving = await addPupil(app);
    await saveResponses(app, leaving, classCode, {});
    expect(ownerOf((await startPage('/no/start', cookieOf(classCode, leaving.idToken))).body)).toBe(leaving.userId);
    const out = await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: bearer(leaving.idToken) });
    expect(out.statusCode).toBe(200);
    // Even if the cookie stayed behind (the app clears it with the stored sign-in, services/startCookie.ts).
    expectLoadingLook(await startPage('/no/start', cookieOf(classCode, leaving.idToken)));
  });

  it('is drawn for no one once the sign-in has run out', async () => {
    const res = await startPage('/no/start', cookieOf(classCode, pupil.idToken));
    expect(ownerOf(res.body)).toBe(pupil.userId);
    clock.advance(app.config.tokenLifetimeHours * 3_600_000 + 1000);
    expectLoadingLook(await startPage('/no/start', cookieOf(classCode, pupil.idToken)));
  });
});
