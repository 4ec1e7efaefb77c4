import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { LOAD_WATCH_PATH } from '../plugins/loadWatch';
import { FIREBASE_ADAPTERS, type PrecacheEntry, precacheOptions } from './precacheList';
import { readViteManifest } from './viteManifest';

/** A build of six modules: the entry, a lazy activity, the Firebase adapters, the SDK only they import, a helper both import, the PDF renderer. */
function fakeBuild(activity = 'Activity-b.js') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  for (const name of ['index-a.js', 'index-a.css', activity, 'adapters-c.js', 'sdk-d.js', 'shared-e.js', 'buildPdf-f.js', 'logo-g.svg']) fs.writeFileSync(path.join(dir, 'assets', name), name);
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'], dynamicImports: ['src/Activity.tsx', FIREBASE_ADAPTERS, 'src/buildPdf.ts'] },
    'src/Activity.tsx': { file: `assets/${activity}`, imports: ['_shared-e.js'] },
    [FIREBASE_ADAPTERS]: { file: 'assets/adapters-c.js', imports: ['_shared-e.js', '_sdk-d.js'] },
    '_sdk-d.js': { file: 'assets/sdk-d.js' },
    '_shared-e.js': { file: 'assets/shared-e.js' },
    'src/buildPdf.ts': { file: 'assets/buildPdf-f.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The list workbox writes into the worker for a build, as vite.config.ts has it made. */
const precacheOf = async (dir: string) => ((await getManifest(precacheOptions(dir))).manifestEntries ?? []) as PrecacheEntry[];

describe('what the service worker stores when it installs', () => {
  const dirs: string[] = [];
  const build = (activity?: string) => {
    dirs.push(fakeBuild(activity));
    return dirs.at(-1)!;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('lists every script and style sheet and the load watch, marks what only the Firebase profile runs, and never the PDF renderer', async () => {
    const entries = await precacheOf(build());
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      ['assets/Activity-b.js', 'assets/adapters-c.js', 'assets/index-a.css', 'assets/index-a.js', 'assets/sdk-d.js', 'assets/shared-e.js', LOAD_WATCH_PATH.slice(1)].sort(),
    );
    // The adapters and the SDK only they import; the helper the activity shares with them is everyone's.
    expect(entries.filter((entry) => entry.profile === 'firebase').map((entry) => entry.url).sort()).toEqual(['assets/adapters-c.js', 'assets/sdk-d.js']);
    // Hashed names are their own revisions: nothing is fetched again that did not change.
    expect(entries.every((entry) => entry.revision === null)).toBe(true);
  });

  it('changes with a deploy that changes a file, and no longer names the old file: a new worker installs and drops it', async () => {
    const before = await precacheOf(build());
    const same = await precacheOf(build());
    const after = await precacheOf(build('Activity-h.js'));
    // The same build gives the same worker, which browsers leave as it is.
    expect(same).toEqual(before);
    expect(after).not.toEqual(before);
    expect(after.map((entry) => entry.url)).toContain('assets/Activity-h.js');
    // workbox's precache deletes, when the new worker activates, every file its list no longer names (src/app/sw.ts).
    expect(after.map((entry) => entry.url)).not.toContain('assets/Activity-b.js');
  });
});

describe('the service worker of the production build', () => {
  // The build `npm test` makes first, as schools get it.
  const clientDir = process.env.BUILD_CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
  const vite = readViteManifest(clientDir)!;
  const worker = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  const listed = JSON.parse(/\[\{"(?:profile|revision)":.*?\}\]/s.exec(worker)![0]) as PrecacheEntry[];

  it('lists every chunk a pupil can run, and marks the Firebase SDK for the Firebase profile alone', () => {
    const firebaseOnly = vite.onlyThrough(FIREBASE_ADAPTERS);
    const firebase = vite.fileOf(FIREBASE_ADAPTERS)!;
    expect(firebase).toMatch(/^assets\/.+\.js$/);
    expect(listed.find((entry) => entry.url === firebase)?.profile).toBe('firebase');
    // What only the adapters import is the SDK: the bulk of what a self-hosted server's pupils do not store.
    const bytes = [...firebaseOnly].reduce((sum, file) => sum + fs.statSync(path.join(clientDir, file)).size, 0);
    expect(bytes).toBeGreaterThan(300_000);
    expect(new Set(listed.filter((entry) => entry.profile === 'firebase').map((entry) => entry.url))).toEqual(firebaseOnly);
    // Everything else of the build is there for every profile, so a session goes on offline.
    const all = fs.readdirSync(path.join(clientDir, 'assets')).filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('buildPdf-'));
    expect(new Set(listed.filter((entry) => !entry.profile).map((entry) => entry.url))).toEqual(new Set([...all.map((name) => `assets/${name}`).filter((file) => !firebaseOnly.has(file)), LOAD_WATCH_PATH.slice(1)]));
    expect(listed.length).toBeGreaterThan(50);
  });
});
