import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { FIREBASE_ADAPTERS } from '../server/build/precacheList';
import { readViteManifest } from '../server/build/viteManifest';

export const LANGS = ['no', 'nn'] as const;

export function appUrl(path: string): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is set by e2e/globalSetup.ts');
  return base + path;
}

/**
 * Fails on any WCAG 2.1 A/AA violation, listing each rule and the elements it found. In the page itself: the app has no
 * frames, so no second page is opened to merge frames' results.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Nothing may be wider than the viewport: at 320 px a pupil must never scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Collects what the browser reports as errors, CSP refusals included. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Restores a signed-in state the way the app itself does after a reload (the persisted
 * `ueokonomiapp` state), so screens behind the route middleware can be checked.
 */
export async function restoreSession(page: Page, viewer: { canAdmin: boolean; responses?: Record<string, unknown> }) {
  // A teacher's screens call the backend with the API token, so the teacher gets a real one (the seeded demo teacher's).
  const api = viewer.canAdmin
    ? await (await page.request.post(appUrl('/api/jwt/token'), { data: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } })).json()
    : null;
  await page.addInitScript(({ canAdmin, responses, api }) => {
    const state = {
      ...(api ? { wpJwtToken: api.token, expiryTime: api.expiresAt } : {}),
      isLoggedIn: true,
      canAdmin,
      firestoreUserId: 'e2e-user-0001',
      email: 'e2e@skole.no',
      idToken: 'e2e',
      idTokenExpiresAt: Date.now() + 3_600_000,
      responses: responses ?? { O1A: '' },
    };
    window.localStorage.setItem('ueokonomiapp', JSON.stringify(state));
  }, { canAdmin: viewer.canAdmin, responses: viewer.responses, api });
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.no`;
}

/** The newest message in the embedded server's outbox sent to this address. */
export function readOutbox(to: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
  const messages = files
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8'), at: fs.statSync(file).mtimeMs }))
    .filter((m) => m.text.includes(to))
    .sort((a, b) => b.at - a.at);
  if (!messages[0]) throw new Error(`no e-mail to ${to} in ${dir}`);
  return messages[0].text;
}

/**
 * The confirmation link in the newest e-mail to a new teacher, on the app's own origin (the API calls that register
 * a teacher may come from another host than the page); the server sends it just after replying.
 */
export async function teacherConfirmLink(email: string): Promise<string> {
  const pattern = /^https?:\/\/\S+?(\/(?:no|nn)\/veiledere\?bekreft=[A-Za-z0-9_-]{43})$/m;
  let link: string | undefined;
  await expect
    .poll(() => {
      try {
        link = pattern.exec(readOutbox(email))?.[1];
      } catch {
        link = undefined;
      }
      return link;
    })
    .toBeTruthy();
  return appUrl(link!);
}

/** Confirms a new teacher's e-mail address with the link from the outbox, as opening it would. */
export async function confirmTeacher(email: string): Promise<void> {
  const token = new URL(await teacherConfirmLink(email)).searchParams.get('bekreft');
  const res = await fetch(appUrl('/api/register/teacher/confirm'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(res.status, await res.text()).toBe(200);
}

/** A confirmed teacher signed in on the Bokmål teacher page, landing in the admin area. */
export async function signInAsTeacher(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/no/veiledere'));
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/klasser'));
}

/** The demo teacher (owner of DEMO26, confirmed) signed in. */
export const signInAsDemoTeacher = (page: Page) => signInAsTeacher(page, 'laerer@demo.no', 'demo-laerer-2026');

/**
 * Holds every request for the adapters' chunks (which bring axios) until `release` is called, so a test
 * sees what a page shows before they arrive; `asked` lists the requests. Chunks the service worker serves never
 * reach page.route, so tests using it block the service worker.
 */
export async function holdAdapters(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/(ports|backendApi|axios)-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** The built file of the Firebase profile's adapters (the Firebase SDK with them), from the build's Vite manifest. */
export function firebaseAdaptersFile(): string {
  const file = readViteManifest(path.resolve('dist/client'))?.fileOf(FIREBASE_ADAPTERS);
  if (!file) throw new Error('the build has no Firebase adapters; run «npm run build»');
  return `/${file}`;
}

/** The build's files the page's service worker stored when it installed, as paths (/assets/…). */
export async function precachedAssets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const stored = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
    return stored.flat().map((request) => new URL(request.url).pathname).filter((p) => p.startsWith('/assets/'));
  });
}

/** Holds the app's entry script back (a slow network) until the returned function is called. */
export async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  return release;
}

/**
 * Records every exception the page throws from now on, caught or not (a Debugger paused on all of them),
 * as its message and where; `stop` ends the watch and returns them. React.lazy and React's restarts throw on
 * purpose, and with DevTools' Runtime domain on (Lighthouse has it on) every throw costs a stack trace whose source
 * positions V8 reparses React's work loop to find.
 */
export async function watchExceptions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const thrown: string[] = [];
  cdp.on('Debugger.paused', (event) => {
    thrown.push(`${String(event.data?.description ?? event.data?.className ?? event.reason).slice(0, 120)} at ${event.callFrames[0]?.url ?? '?'}`);
    void cdp.send('Debugger.resume');
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  return {
    stop: async () => {
      await cdp.send('Debugger.setPauseOnExceptions', { state: 'none' });
      return thrown;
    },
  };
}
