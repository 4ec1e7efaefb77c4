import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { FIREBASE_ADAPTERS, precacheList } from './precacheList';
import { readViteManifest } from './viteManifest';

/** A build of five modules: the entry, a lazy activity, the Firebase adapters, the SDK only they import, and a helper both import. */
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  for (const name of ['index-a.js', 'index-a.css', 'Activity-b.js', 'adapters-c.js', 'sdk-d.js', 'shared-e.js', 'buildPdf-f.js']) fs.writeFileSync(path.join(dir, 'assets', name), '');
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'], dynamicImports: ['src/Activity.tsx', FIREBASE_ADAPTERS, 'src/buildPdf.ts'] },
    'src/Activity.tsx': { file: 'assets/Activity-b.js', imports: ['_shared-e.js'] },
    [FIREBASE_ADAPTERS]: { file: 'assets/adapters-c.js', imports: ['_shared-e.js', '_sdk-d.js'] },
    '_sdk-d.js': { file: 'assets/sdk-d.js' },
    '_shared-e.js': { file: 'assets/shared-e.js' },
    'src/buildPdf.ts': { file: 'assets/buildPdf-f.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('what the service worker stores when it installs', () => {
  const dir = fakeBuild();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves out, outside the Firebase profile, the Firebase adapters and what only they import, and keeps what others share', () => {
    expect(precacheList(dir, readViteManifest(dir), 'self-hosted')).toEqual(['/assets/Activity-b.js', '/assets/index-a.css', '/assets/index-a.js', '/assets/shared-e.js']);
  });

  it('stores the Firebase adapters on the Firebase profile, and never the PDF renderer', () => {
    expect(precacheList(dir, readViteManifest(dir), 'firebase')).toEqual(['/assets/Activity-b.js', '/assets/adapters-c.js', '/assets/index-a.css', '/assets/index-a.js', '/assets/sdk-d.js', '/assets/shared-e.js']);
  });

  it('lists nothing when there is no build', () => {
    expect(precacheList(path.join(dir, 'nowhere'), null, 'self-hosted')).toEqual([]);
  });
});

describe('GET /api/public/precache on the production build', () => {
  // The build `npm test` makes first, as schools get it.
  const clientDir = process.env.BUILD_CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
  const vite = readViteManifest(clientDir)!;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: { ...testConfig(), clientDir }, dbTarget: { kind: 'sqlite', file: ':memory:' }, logger: false });
  });
  afterAll(() => app.close());

  it('names every chunk a self-hosted pupil can run, and not the Firebase SDK', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/precache' });
    expect(response.statusCode).toBe(200);
    const files: string[] = response.json().data;
    const firebase = `/${vite.fileOf(FIREBASE_ADAPTERS)}`;
    expect(firebase).toMatch(/^\/assets\/.+\.js$/);
    expect(files).not.toContain(firebase);
    // What only the adapters import is the SDK: the bulk of what is left out.
    const leftOut = [...vite.onlyThrough(FIREBASE_ADAPTERS)];
    const bytes = leftOut.reduce((sum, file) => sum + fs.statSync(path.join(clientDir, file)).size, 0);
    expect(bytes).toBeGreaterThan(300_000);
    // Everything else of the build is there, so a session goes on offline.
    const all = fs.readdirSync(path.join(clientDir, 'assets')).filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('buildPdf-'));
    expect(new Set(files)).toEqual(new Set(all.map((name) => `/assets/${name}`).filter((file) => !leftOut.includes(file.slice(1)))));
    expect(files.length).toBeGreaterThan(50);
    expect(response.headers.etag).toBeDefined();
  });

  it('names the Firebase adapters on the Firebase profile', () => {
    expect(precacheList(clientDir, vite, 'firebase')).toContain(`/${vite.fileOf(FIREBASE_ADAPTERS)}`);
  });
});
