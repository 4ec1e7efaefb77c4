import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { FirebaseWebConfigSchema } from '../../src/contracts/firebaseConfig';
import { loadContent } from '../content/loadContent';
import { contentVersionOf, ownTextCodes, pageStatus, readCatalogueChunks, renderIndexHtml, textPartsOf } from './spa';

const TEMPLATE = '<html lang="nb"><head><!--app-config--></head><body></body></html>';

describe('index.html per request', () => {
  const chunks = { no: 'assets/no-abc.js', nn: 'assets/nn-def.js' };

  it('preloads the UI texts of the language in the address, and only those', () => {
    const nn = renderIndexHtml(TEMPLATE, testConfig(), '/nn/okt/2/O2B', { texts: { pupil: chunks } });
    expect(nn).toContain('<link rel="modulepreload" crossorigin href="/assets/nn-def.js">');
    expect(nn).not.toContain('no-abc');
    expect(nn).toContain('<html lang="nn"');
    const no = renderIndexHtml(TEMPLATE, testConfig(), '/start', { texts: { pupil: chunks } });
    expect(no).toContain('href="/assets/no-abc.js"');
    expect(no).toContain('<html lang="nb"');
  });

  it('preloads the teacher\'s texts on the teacher\'s sign-in page only, in its language', () => {
    const teacher = { no: 'assets/no-teacher.js', nn: 'assets/nn-teacher.js' };
    const page = renderIndexHtml(TEMPLATE, testConfig(), '/nn/veiledere', { texts: { pupil: chunks, teacher } });
    expect(page).toContain('href="/assets/nn-def.js"');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/nn-teacher.js">');
    expect(page).not.toContain('no-teacher');
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/no/veiledere?bekreft=1', { texts: { pupil: chunks, teacher } })).toContain('href="/assets/no-teacher.js"');
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/no/start', { texts: { pupil: chunks, teacher } })).not.toContain('teacher');
  });

  it('preloads the activities\' texts on the session pages, but not on one whose texts are all in the pupil part (the summary)', () => {
    const later = { no: 'assets/no-later.js', nn: 'assets/nn-later.js' };
    const own = new Set(['O5D']);
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/no/okt/2/O2B', { texts: { pupil: chunks, activities: later }, ownTexts: own })).toContain('href="/assets/no-later.js"');
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/nn/okt/5/Fullfort', { texts: { pupil: chunks, activities: later }, ownTexts: own })).toContain('href="/assets/nn-later.js"');
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/no/okt/5/O5D', { texts: { pupil: chunks, activities: later }, ownTexts: own })).not.toContain('later');
    expect(textPartsOf('/no/okt/3/O3D?x=1')).toContain('okt3');
    // The content's summary is O5D, the page server/build/firstLoad.ts measures without the later texts.
    const codes = ownTextCodes(loadContent(path.resolve(import.meta.dirname, '..', '..', 'content')));
    expect(codes.has('O5D')).toBe(true);
    expect(codes.has('O2B')).toBe(false);
    expect(textPartsOf('/no/okt')).toEqual(['pupil']);
    expect(textPartsOf('/no/mine-data')).toEqual(['pupil']);
  });

  it.each([
    ['/no', ['pupil', 'signin']],
    ['/nn/veiledere?bekreft=1', ['pupil', 'signin', 'teacher']],
    ['/no/auth', ['pupil', 'signin']],
    ['/nn/feide/elev/', ['pupil', 'signin']],
    ['/no/admin/fremdrift', ['pupil', 'teacher']],
    ['/no/mine-data', ['pupil']],
    ['/no/okt/2/O2B', ['pupil', 'activities']],
    ['/no/okt/3/O3A', ['pupil', 'okt3']],
    ['/no/okt/5/O5D', ['pupil']],
    ['/nn/okt/3/Fullfort', ['pupil', 'okt3', 'later']],
    ['/no/okt/6/O1A', ['pupil']],
    ['/no/side/om', ['pupil']],
    ['/veiledere', ['pupil']],
  ])('preloads on %s the parts of the texts the route table gives its route: %j', (url, parts) => {
    expect(textPartsOf(url, new Set(['O5D']))).toEqual(parts);
  });

  it('puts a prerendered page into its own address only, marked with it, and the body classes of the route', () => {
    const template = '<html lang="nb"><head><!--app-config--></head><body class="gradient blue"><div id="root"></div></body></html>';
    const preloads = { prerendered: { '/nn': '<h1>Personleg økonomi</h1>' }, bodyClasses: () => ['login', 'blue'] };
    expect(renderIndexHtml(template, testConfig(), '/nn?x=1', preloads)).toContain('<div id="root" data-prerendered="/nn"><h1>Personleg økonomi</h1></div>');
    expect(renderIndexHtml(template, testConfig(), '/nn', preloads)).toContain('<body class="login blue">');
    for (const other of ['/nn/', '/no', '/nn/start', '/constructor', '/toString']) {
      expect(renderIndexHtml(template, testConfig(), other, preloads)).toContain('<div id="root"></div>');
    }
  });

  it('sends a prerendered page with the entry alone, and a page drawn in the browser with its preloads', () => {
    const template = '<html lang="nb"><head><!--app-config--></head><body><div id="root"></div></body></html>';
    const preloads = { texts: { pupil: chunks }, files: () => ({ chunks: ['assets/client-a.js'], styles: [], prefetch: [] }), prerendered: { '/nn': '<h1>Personleg økonomi</h1>' } };
    expect(renderIndexHtml(template, testConfig(), '/nn', preloads)).not.toContain('modulepreload');
    const drawn = renderIndexHtml(template, testConfig(), '/nn/start', preloads);
    expect(drawn).toContain('<link rel="modulepreload" crossorigin href="/assets/nn-def.js">');
    expect(drawn).toContain('<link rel="modulepreload" crossorigin href="/assets/client-a.js">');
  });

  it('tells a browser without JavaScript what to do in the page’s language', () => {
    const template = '<html lang="nb"><head><!--app-config--></head><body><div id="root"></div><noscript>Personlig økonomi trenger JavaScript.</noscript></body></html>';
    expect(renderIndexHtml(template, testConfig(), '/nn/veiledere')).toContain('<noscript>Personleg økonomi treng JavaScript. Slå det på i nettlesaren, eller spør læraren din.</noscript>');
    expect(renderIndexHtml(template, testConfig(), '/no')).toContain('<noscript>Personlig økonomi trenger JavaScript. Slå det på i nettleseren, eller spør læreren din.</noscript>');
  });

  it('preloads nothing when the build has no text chunks (an old build, or tests)', () => {
    expect(renderIndexHtml(TEMPLATE, testConfig(), '/no', { texts: {} })).not.toContain('modulepreload');
  });

  it('finds the text chunks in Vite’s manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      // The pupil's part of each catalogue is what every page needs; the teacher's part is the admin area's own.
      JSON.stringify({
        'src/i18n/no.json?part=pupil': { file: 'assets/no-abc.js' },
        'src/i18n/nn.json?part=pupil': { file: 'assets/nn-def.js' },
        'src/i18n/no.json?part=teacher': { file: 'assets/no-teacher.js' },
        'src/i18n/nn.json?part=later': { file: 'assets/nn-later.js' },
        'index.html': { file: 'assets/index.js' },
      }),
    );
    expect(readCatalogueChunks(dir).pupil).toEqual(chunks);
    expect(readCatalogueChunks(dir).later).toEqual({ nn: 'assets/nn-later.js' });
    expect(readCatalogueChunks(path.join(dir, 'missing')).pupil).toEqual({});
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the status of a page address', () => {
  it('is 404 where the app shows its 404 page, in either language', () => {
    for (const url of ['/nn/finst-ikkje', '/no/finnes-ikke', '/nn/okt/9/O1A', '/no/admin/finnes-ikke', '/nn/oops/ukjend?x=1']) expect(pageStatus(url), url).toBe(404);
  });

  it('is 200 for the app’s pages, and for addresses the app first normalises', () => {
    for (const url of ['/no', '/nn/start', '/no/okt/2/Fullfort', '/nn/admin/klasser', '/no/side/om?x=1', '/finnes-ikke', '/nn/faq/', '/']) expect(pageStatus(url), url).toBe(200);
  });

  it('sends the app with the 404 status and the page’s language for an unknown address', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    const app = await buildApp({ config: { ...testConfig(), clientDir: dir }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
    try {
      const missing = await app.inject({ url: '/nn/finst-ikkje' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(missing.body).toContain('<html lang="nn"');
      expect((await app.inject({ url: '/nn/start' })).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compressed assets', () => {
  it('sends the build’s brotli or gzip copy to a browser that accepts it, and the file itself otherwise; a page’s HTML compressed as it is sent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tekst nummer ${i}`))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), script);
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, '..', '..', 'scripts', 'compress-assets.mjs'), dir]);
    const app = await buildApp({ config: { ...testConfig(), clientDir: dir }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
    try {
      const br = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // A page's HTML, made per request, is compressed as it is sent.
      const page = await app.inject({ url: '/nn/okt/2/O2B', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const plainPage = await app.inject({ url: '/nn/okt/2/O2B', headers: { 'accept-encoding': 'identity' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toContain('accept-encoding');
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(plainPage.body);
      expect(plainPage.body).toContain('<html lang="nn"');
      const gzPage = await app.inject({ url: '/nn/okt/2/O2B', headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gzPage.rawPayload).toString()).toBe(plainPage.body);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the runtime config in index.html', () => {
  const appConfig = (html: string) => JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
  const firebase = { PROFILE: 'firebase', FIREBASE_PROJECT_ID: 'demo-okonomi', FIREBASE_API_KEY: 'demo-api-key', FIREBASE_AUTH_DOMAIN: 'demo-okonomi.firebaseapp.com' };

  it('says nothing about Firebase in the self-hosted profile', () => {
    expect(appConfig(renderIndexHtml(TEMPLATE, testConfig(), '/no'))).toEqual({});
    expect(appConfig(renderIndexHtml(TEMPLATE, testConfig({ CONSENT_ID: 'abc12345-0000' }), '/no'))).toEqual({
      consentId: 'abc12345-0000',
      consentScriptUrl: 'https://consent.cookiebot.com/uc.js',
    });
  });

  it('names the content and the build, and the name changes with either (the device keeps copies by it)', async () => {
    expect(appConfig(renderIndexHtml(TEMPLATE, testConfig(), '/no/okt/1/O1C', { contentVersion: 'abc_123-X' }))).toEqual({ contentVersion: 'abc_123-X' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versjon-'));
    const content = loadContent(path.resolve('content'));
    const first = contentVersionOf(content, dir);
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(contentVersionOf(loadContent(path.resolve('content')), dir)).toBe(first);
    const changed = structuredClone(content);
    changed.taxYears[0]!.year += 1;
    expect(contentVersionOf(changed, dir)).not.toBe(first);
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-ny.js"}}');
    expect(contentVersionOf(content, dir)).not.toBe(first);
  });

  it('gives the browser the Firebase web config, which the shared schema accepts', () => {
    const config = appConfig(renderIndexHtml(TEMPLATE, testConfig({ ...firebase, FIRESTORE_CACHE_SIZE_BYTES: '-1', FIRESTORE_LONG_POLLING_TIMEOUT_SECONDS: '10' }), '/no'));
    expect(config).toEqual({
      profile: 'firebase',
      firebase: { projectId: 'demo-okonomi', apiKey: 'demo-api-key', authDomain: 'demo-okonomi.firebaseapp.com', cacheSizeBytes: -1, longPollingTimeoutSeconds: 10 },
    });
    expect(FirebaseWebConfigSchema.safeParse(config.firebase).success).toBe(true);
  });

  it('names the emulators only when the server runs against them', () => {
    const config = appConfig(
      renderIndexHtml(TEMPLATE, testConfig({ ...firebase, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), '/no'),
    );
    expect(FirebaseWebConfigSchema.parse(config.firebase).emulators).toEqual({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080' });
  });
});
