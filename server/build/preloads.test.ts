import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LANGS } from '../../src/contracts/lang';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { ROUTE_MODULES, readBuild } from './firstLoad';
import { BOOT_FILES_ID, BOOT_SCRIPT } from '../plugins/landingBoot';
import { LOAD_WATCH_SCRIPT } from '../plugins/loadWatch';
import { SHELL_GUARD_SCRIPT } from '../plugins/shellGuard';
import { PAGE_COPY_SCRIPT } from '../plugins/pageCopy';
import { EARLY_ANSWERS_SCRIPT } from '../plugins/earlyAnswers';
import { LOCALE_DATA_SCRIPT } from '../plugins/localeData';
import { readShells } from '../plugins/spa';

/** Text as React writes it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// The production build `npm test` makes first, served as schools get it (issue 20).
const clientDir = process.env.BUILD_CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const build = readBuild(clientDir);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ config: { ...testConfig(), clientDir }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
});
afterAll(() => app.close());

const preloadedBy = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
const prefetchedBy = (html: string) => [...html.matchAll(/<link rel="prefetch" as="script" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
const entryOf = (html: string) => /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html)?.[1];
/** A prerendered page's files, which its boot script preloads after the first paint (landingBoot.ts): the entry first. */
const bootFilesOf = (html: string) => {
  const list = new RegExp(`<script id="${BOOT_FILES_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  return list === undefined ? undefined : (JSON.parse(list) as string[]).map((file) => file.replace(/^\//, ''));
};

describe('the HTML of each page address (issue 20)', () => {
  const routes = LANGS.flatMap((lang) => Object.keys(ROUTE_MODULES).map((route) => [lang, route] as const));

  it.each(routes)('on /%s%s preloads exactly the JavaScript the page needs before it shows, all at once', async (lang, route) => {
    const response = await app.inject({ method: 'GET', url: `/${lang}${route === '/' ? '' : route}` });
    expect(response.statusCode).toBe(200);
    // A prerendered page (the landing page) names them in its boot script's list instead (landingBoot.ts).
    const booted = bootFilesOf(response.body);
    const entry = booted ? booted[0] : entryOf(response.body);
    const preloaded = booted ? booted.slice(1) : preloadedBy(response.body);
    if (booted) expect([entryOf(response.body), ...preloadedBy(response.body)]).toEqual([undefined]);
    // What the first-load budget measures is what the page asks for at once: nothing waits for another file to name it.
    const needed = build.firstLoad(lang, route).map((chunk) => chunk.file);
    expect(entry).toBeDefined();
    expect(new Set([entry, ...preloaded])).toEqual(new Set(needed));
    expect(preloaded).toHaveLength(new Set(preloaded).size);
  });

  it.each(LANGS)('sends /%s prerendered: its heading and text are in the HTML, with the body’s theme, before any script runs', async (lang) => {
    const html = (await app.inject({ method: 'GET', url: `/${lang}` })).body;
    expect(html).toContain(`<div id="root" data-prerendered="/${lang}">`);
    expect(html).toMatch(new RegExp(`<h1 id="landing-title">${lang === 'nn' ? 'Personleg' : 'Personlig'} økonomi</h1>`));
    expect(html).toContain(lang === 'nn' ? 'Logg inn som elev' : 'Logg inn som elev');
    expect(html).toContain('<body class="login blue"');
    // Only at the address it was made for: «Mine data» is drawn in the browser.
    expect((await app.inject({ method: 'GET', url: `/${lang}/mine-data` })).body).toContain('<div id="root"></div>');
  });

  it.each(LANGS)('sends /%s/veiledere prerendered, with its screens’ style sheets: its markup shows before their chunks bring them', async (lang) => {
    const html = (await app.inject({ method: 'GET', url: `/${lang}/veiledere` })).body;
    expect(html).toContain(`<div id="root" data-prerendered="/${lang}/veiledere">`);
    expect(html).toContain(`<h1 id="veiledere-title">${lang === 'nn' ? 'For lærarar' : 'For lærere'}</h1>`);
    expect(html).toContain('<button type="submit" class="button" disabled="">');
    expect(html).toContain('<body class="gradient blue"');
    // The sheet with the teacher's forms' layout (src/styles/teacherForms.css), which its chunk would add only later.
    const sheets = stylesheetsOf(html);
    const formSheet = fs.readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.css') && fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8').includes('.teacher-form-switch'));
    expect(formSheet).toHaveLength(1);
    expect(sheets).toContain(`assets/${formSheet[0]}`);
    expect(sheets).toHaveLength(new Set(sheets).size);
    // A page drawn in the browser links only the entry's: its chunks bring their own as they arrive.
    expect(stylesheetsOf((await app.inject({ method: 'GET', url: `/${lang}/admin/klasser` })).body)).toEqual([sheets[0]]);
  });

  it.each(LANGS)('on /%s the pages that ask the server fetch the adapters at low priority: no page waits for them (issue 19)', async (lang) => {
    for (const route of ['/start', '/okt/2/O2B', '/okt/5/Fullfort', '/veiledere', '/auth', '/admin/klasser', '/mine-data', '/feide/veileder']) {
      const html = (await app.inject({ method: 'GET', url: `/${lang}${route}` })).body;
      const prefetched = prefetchedBy(html);
      expect(prefetched.some((file) => /^assets\/ports-/.test(file))).toBe(true);
      expect(prefetched.filter((file) => preloadedBy(html).includes(file))).toEqual([]);
    }
    // The landing page needs them only for a sign-in, a content page has its document in the page: the service worker stores them.
    for (const route of ['', '/side/om', '/faq']) {
      const html = (await app.inject({ method: 'GET', url: `/${lang}${route}` })).body;
      expect(prefetchedBy(html)).toEqual([]);
      expect((bootFilesOf(html) ?? preloadedBy(html)).some((file) => /^assets\/ports-/.test(file))).toBe(false);
    }
  });

  it.each(LANGS.flatMap((lang) => [`/${lang}`, `/${lang}/veiledere`]))('starts %s, prerendered, after its first paint by the one inline script the policy allows (issue 20)', async (url) => {
    const lang = url.slice(1, 3);
    const response = await app.inject({ method: 'GET', url });
    const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([LOAD_WATCH_SCRIPT, LOCALE_DATA_SCRIPT, BOOT_SCRIPT]);
    const policy = String(response.headers['content-security-policy']);
    for (const script of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // A page drawn in the browser keeps its entry's script element and has no inline script but the load watch.
    const myData = (await app.inject({ method: 'GET', url: `/${lang}/mine-data` })).body;
    expect([...myData.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([LOAD_WATCH_SCRIPT, LOCALE_DATA_SCRIPT]);
    expect(bootFilesOf(myData)).toBeUndefined();
  });

  it.each(LANGS)('sends /%s/okt/2/O2B drawn for a signed-in pupil: the activity’s heading and lead, guarded, and started after its first paint', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/${lang}/okt/2/O2B` });
    const html = response.body;
    const section = app.content.okter[lang].find((okt) => okt.id === 2)!;
    const activity = section.activities.find((a) => a.activity_code === 'O2B')!;
    expect(html).toContain(`<div id="root" data-prerendered="/${lang}/okt/2/O2B" data-viewer="pupil">`);
    expect(html).toContain('<div class="page-shell"><article class="panel activity" aria-busy="true" aria-labelledby="okt-title">');
    expect(html).toContain(`<h1 id="okt-title">${escapeText(activity.title)}</h1><p class="lead">${escapeText(activity.intro!)}</p>`);
    expect(html).toContain(`<button type="button" class="logout" disabled="">`);
    expect(html).toMatch(new RegExp(`<body class="okt ${section.color}"`));
    // The guard runs before the markup, so a device with no signed-in pupil never paints it; then the boot.
    expect(html.indexOf(`<script data-path="/${lang}/okt/2/O2B" data-viewer="pupil">${SHELL_GUARD_SCRIPT}</script><div id="root"`)).toBeGreaterThan(0);
    const inline = [...html.matchAll(/<script(?: data-(?:path|viewer)="[^"]*")*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    // A pupil's page asks its first questions from its head (earlyAnswers.ts).
    expect(inline).toEqual([LOAD_WATCH_SCRIPT, LOCALE_DATA_SCRIPT, EARLY_ANSWERS_SCRIPT, SHELL_GUARD_SCRIPT, BOOT_SCRIPT]);
    const policy = String(response.headers['content-security-policy']);
    for (const script of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // The frame's styles are linked, not left to the screen's chunk.
    const frameSheets = stylesheetsOf(html).filter((file) => fs.readFileSync(path.join(clientDir, file), 'utf8').includes('.okt-progress'));
    expect(frameSheets.length).toBeGreaterThan(0);
  });

  it.each(LANGS)('sends /%s/start drawn for a signed-in pupil: its loading look, which this device’s copy of the page replaces before the first paint', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/${lang}/start` });
    const html = response.body;
    expect(html).toContain(`<div id="root" data-prerendered="/${lang}/start" data-viewer="pupil">`);
    expect(html).toContain(`<div class="page-shell"><section aria-labelledby="start-title"><h1 id="start-title" class="on-dark">${lang === 'nn' ? 'Øktene dine' : 'Dine økter'}</h1>`);
    expect(html).toContain('<div class="panel skeleton" role="status" aria-busy="true"');
    // «Logg ut» needs the app: disabled until it runs.
    expect(html).toContain('<button type="button" class="logout" disabled="">');
    expect(html).toMatch(/<body class="dark blue"/);
    // The guard before the markup; the copy after it, named by this server's content version; then the boot.
    const version = (JSON.parse(/<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as { contentVersion: string }).contentVersion;
    expect(html).toContain(`</div><script data-version="${version}">${PAGE_COPY_SCRIPT}</script>`);
    const inline = [...html.matchAll(/<script(?: data-(?:path|viewer|version)="[^"]*")*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([LOAD_WATCH_SCRIPT, LOCALE_DATA_SCRIPT, EARLY_ANSWERS_SCRIPT, SHELL_GUARD_SCRIPT, PAGE_COPY_SCRIPT, BOOT_SCRIPT]);
    const policy = String(response.headers['content-security-policy']);
    for (const script of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // The cards' styles are linked, so a copy of the page looks as it did.
    expect(stylesheetsOf(html).some((file) => fs.readFileSync(path.join(clientDir, file), 'utf8').includes('.start-cards'))).toBe(true);
    // Only the start page takes a copy.
    expect((await app.inject({ method: 'GET', url: `/${lang}/okt/2/O2B` })).body).not.toContain(PAGE_COPY_SCRIPT);
  });

  it.each(LANGS)('sends /%s/admin/fremdrift drawn for a signed-in teacher: the area’s frame and the class view’s loading look, guarded for a teacher', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/${lang}/admin/fremdrift?klasse=DEMO26` });
    const html = response.body;
    expect(html).toContain(`<script data-path="/${lang}/admin/fremdrift" data-viewer="teacher">${SHELL_GUARD_SCRIPT}</script><div id="root" data-prerendered="/${lang}/admin/fremdrift" data-viewer="teacher">`);
    expect(html).toContain(`<h1 id="admin-title">${lang === 'nn' ? 'Lærarområdet' : 'Lærerområdet'}</h1>`);
    expect(html).toContain(`<div class="page-shell"><p class="muted" role="status">${lang === 'nn' ? 'Lastar …' : 'Laster …'}</p></div>`);
    const inline = [...html.matchAll(/<script(?: data-(?:path|viewer|version)="[^"]*")*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([LOAD_WATCH_SCRIPT, LOCALE_DATA_SCRIPT, EARLY_ANSWERS_SCRIPT, SHELL_GUARD_SCRIPT, PAGE_COPY_SCRIPT, BOOT_SCRIPT]);
    // The teacher's texts and the progress part come with the entry, so the page hydrates as it was sent.
    const boot = bootFilesOf(html)!;
    expect(boot.some((file) => /ProgressContainer/.test(file))).toBe(true);
    expect(boot.some((file) => /AdminArea/.test(file))).toBe(true);
    // The other parts of the area are drawn in the browser.
    expect((await app.inject({ method: 'GET', url: `/${lang}/admin/okter` })).body).toContain('<div id="root"></div>');
  });

  it('draws every activity page of every session, and no completion page', async () => {
    for (const lang of LANGS) {
      for (const section of app.content.okter[lang]) {
        for (const activity of section.activities) {
          const html = (await app.inject({ method: 'GET', url: `/${lang}/okt/${section.id}/${activity.activity_code}` })).body;
          expect(html).toContain(`<h1 id="okt-title">${escapeText(activity.title)}</h1>`);
        }
        expect((await app.inject({ method: 'GET', url: `/${lang}/okt/${section.id}/Fullfort` })).body).toContain('<div id="root"></div>');
      }
    }
  });

  it('sends no session page drawn from other content than the server’s, and says why', () => {
    const stale: string[] = [];
    const okter = { ...app.content.okter, nn: app.content.okter.nn.map((okt, i) => (i === 0 ? { ...okt, title: `${okt.title}!` } : okt)) };
    expect(readShells(clientDir, { ...app.content, okter }, (message) => stale.push(message))).toEqual({});
    expect(stale).toHaveLength(1);
    expect(Object.keys(readShells(clientDir, app.content)).length).toBeGreaterThan(0);
  });

  it('names each file once, and nothing of another route or language', async () => {
    const landing = bootFilesOf((await app.inject({ method: 'GET', url: '/nn' })).body)!;
    const session = bootFilesOf((await app.inject({ method: 'GET', url: '/nn/okt/2/O2B' })).body)!;
    expect(session.length).toBeGreaterThan(landing.length);
    expect(session.some((file) => /BudgetActivity/.test(file))).toBe(true);
    expect(landing.some((file) => /Activity|ports|backendApi|containers/.test(file))).toBe(false);
    expect(session.some((file) => /\/no-/.test(file))).toBe(false);
  });
});
