import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LANGS } from '../../src/contracts/lang';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { ROUTE_MODULES, readBuild } from './firstLoad';
import { LOAD_WATCH_PATH } from '../plugins/loadWatch';

// The production build `npm test` makes first, served as schools get it.
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

/** The measured routes the build prerenders (scripts/prerender.mjs): their markup paints before any script runs. */
const PRERENDERED_ROUTES = ['/', '/veiledere'];

describe('the HTML of each page address', () => {
  const routes = LANGS.flatMap((lang) => Object.keys(ROUTE_MODULES).map((route) => [lang, route] as const));
  const drawnRoutes = routes.filter(([, route]) => !PRERENDERED_ROUTES.includes(route));

  it.each(drawnRoutes)('on /%s%s preloads exactly the JavaScript the page needs before it shows, all at once', async (lang, route) => {
    const response = await app.inject({ method: 'GET', url: `/${lang}${route === '/' ? '' : route}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    const entry = entryOf(response.body);
    const preloaded = preloadedBy(response.body);
    // What the first-load budget measures is what the page asks for at once: nothing waits for another file to name it.
    const needed = build.firstLoad(lang, route).map((chunk) => chunk.file);
    expect(entry).toBeDefined();
    expect(new Set([entry, ...preloaded])).toEqual(new Set(needed));
    expect(preloaded).toHaveLength(new Set(preloaded).size);
  });

  it.each(LANGS.flatMap((lang) => PRERENDERED_ROUTES.map((route) => [lang, route] as const)))(
    'sends /%s%s prerendered with the entry alone: no preload shares the line with what it paints',
    async (lang, route) => {
      const url = `/${lang}${route === '/' ? '' : route}`;
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html).toContain(`<div id="root" data-prerendered="${url}">`);
      expect(build.firstLoad(lang, route).map((chunk) => chunk.file)).toContain(entryOf(html));
      expect(preloadedBy(html)).toEqual([]);
    },
  );

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
  });

  it.each(LANGS)('gives /%s/okt/2/O2B its screens’ styles in the entry’s sheet: no sheet of its own waits for a chunk or a link', async (lang) => {
    const sheets = stylesheetsOf((await app.inject({ method: 'GET', url: `/${lang}/okt/2/O2B` })).body);
    // The session frame's styles (the progress in src/screens/OktScreen.tsx, the activity's layout) come with the entry's.
    const cssOf = (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^assets\/index-/);
    expect(cssOf(sheets[0]!)).toContain('.activity');
  });

  it.each(LANGS)('on /%s the pages that ask the server fetch the adapters at low priority: no page waits for them', async (lang) => {
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
      expect(preloadedBy(html).some((file) => /^assets\/ports-/.test(file))).toBe(false);
    }
  });

  it.each(LANGS.flatMap((lang) => [`/${lang}`, `/${lang}/veiledere`, `/${lang}/start`, `/${lang}/okt/2/O2B`, `/${lang}/admin/fremdrift`, `/${lang}/side/om`]))(
    'sends %s with no inline script: its config and document as JSON data, the load watch and the entry as files',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const scripts = [...response.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));
      for (const script of scripts.filter((s) => s.text !== '')) expect(script.attributes).toContain('type="application/json"');
      const files = scripts.filter((s) => s.text === '').map((s) => s.attributes);
      expect(files).toEqual([` defer src="${LOAD_WATCH_PATH}"`, expect.stringMatching(/^ type="module" crossorigin src="\/assets\/index-[^"]+\.js"$/)]);
      expect(String(response.headers['content-security-policy'])).not.toContain('sha256-');
    },
  );

  it.each(LANGS)('sends the pages of a signed-in user to be drawn in the browser, their chunks preloaded', async (lang) => {
    for (const [route, chunk] of [
      ['/start', /startContainers/],
      ['/okt/2/O2B', /BudgetActivity/],
      ['/admin/fremdrift?klasse=DEMO26', /AdminArea/],
    ] as const) {
      const html = (await app.inject({ method: 'GET', url: `/${lang}${route}` })).body;
      expect(html).toContain('<div id="root"></div>');
      expect(preloadedBy(html).some((file) => chunk.test(file))).toBe(true);
    }
  });

  it('names each file once, and nothing of another route or language', async () => {
    const faq = preloadedBy((await app.inject({ method: 'GET', url: '/nn/faq' })).body);
    const session = preloadedBy((await app.inject({ method: 'GET', url: '/nn/okt/2/O2B' })).body);
    expect(session.length).toBeGreaterThan(faq.length);
    expect(session.some((file) => /BudgetActivity/.test(file))).toBe(true);
    expect(faq.some((file) => /ContentScreen/.test(file))).toBe(true);
    expect(faq.some((file) => /Activity|ports|backendApi|containers/.test(file))).toBe(false);
    expect(session.some((file) => /\/no-/.test(file))).toBe(false);
  });
});
