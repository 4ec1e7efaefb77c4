import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contracts/lang';
import { AXIOS_MARKERS, FIREBASE_MARKERS, FIRST_LOAD_BUDGET_BYTES, PDF_MARKERS, ROUTE_MODULES, readBuild, totalBytes } from './firstLoad';
import { ENTRY_STAGES, readViteManifest } from './viteManifest';
import { COMPILE_HINT } from '../../src/build/compileHint';

// Reads the production build that `npm test` makes first (package.json), so it measures what schools get.
// BUILD_CLIENT_DIR measures another build, e.g. one made with `vite build --outDir` while trying a change.
const clientDir = process.env.BUILD_CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const build = readBuild(clientDir);

describe('the production build', () => {
  const routes = LANGS.flatMap((lang) => Object.keys(ROUTE_MODULES).map((route) => [lang, route] as const));

  it.each(routes)('loads at most 148 kB of gzipped JavaScript before the page shows, on /%s%s', (lang, route) => {
    const chunks = build.firstLoad(lang, route);
    const total = totalBytes(chunks);
    expect(chunks.some((c) => c.file.includes(`/${lang}-`)), 'the language’s texts are part of the first load').toBe(true);
    expect(total, chunks.map((c) => `${c.file} ${c.gzipBytes}`).join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('counts the entry’s later stages in every first load, so the server preloads them with it (src/main.tsx)', () => {
    const vite = readViteManifest(clientDir)!;
    // A stage renamed away would drop out of the preloads and the budget without a word.
    const stageFiles = vite.stageFiles();
    expect(stageFiles.every(Boolean), ENTRY_STAGES.join(', ')).toBe(true);
    // React DOM is a stage: the entry imports it after a task of its own, and no page can show without it.
    const holdsReactDom = (file: string) => build.read(file).includes('__reactContainer$');
    expect(holdsReactDom(stageFiles[0]!), stageFiles[0]).toBe(true);
    expect(holdsReactDom(vite.fileOf(vite.entryKey)!), 'the entry holds React DOM').toBe(false);
    for (const [lang, route] of routes) expect(build.firstLoad(lang, route).map((c) => c.file)).toEqual(expect.arrayContaining(stageFiles));
  });

  it('counts the activities\' texts in a session page\'s first load, as the server preloads them (all but the summary)', () => {
    expect(build.firstLoad('nn', '/okt/3/O3D').some((c) => c.file.includes('/nn-'))).toBe(true);
  });

  it('starts react-intl without asking the browser for its locale data (src/i18n/localeDataCheck.ts)', () => {
    const firstLoad = build.firstLoad('no', '/');
    expect(firstLoad.some((c) => build.read(c.file).includes('IntlProvider')), 'react-intl is in the first load').toBe(true);
    // The check's message is in its branch alone: gone with it.
    expect(firstLoad.filter((c) => build.read(c.file).includes('Missing locale data')).map((c) => c.file)).toEqual([]);
  });

  it('tells V8 to compile the entry, React, React DOM and the actor system whole as they download, and no other chunk (src/build/compileHint.ts)', () => {
    const vite = readViteManifest(clientDir)!;
    const hinted = [...build.lazy(), ...build.firstLoad('no', '/')].filter((c) => build.read(c.file).startsWith(`${COMPILE_HINT}\n`)).map((c) => c.file);
    const holdsReact = (file: string) => build.read(file).includes('react.transitional.element');
    const react = build.firstLoad('no', '/').filter((c) => holdsReact(c.file) && !build.read(c.file).includes('__reactContainer$'));
    expect(react, 'React has a chunk of its own').toHaveLength(1);
    // XState's own error message: in the system's first stage, which the later stages import.
    const xstate = build.firstLoad('no', '/').filter((c) => build.read(c.file).includes('Actor with system ID'));
    const stages = vite.stageFiles() as string[];
    expect(xstate.map((c) => c.file), 'XState is in the first stage of the actor system').toEqual([stages[1]]);
    expect([...new Set(hinted)].sort()).toEqual([vite.fileOf(vite.entryKey)!, ...stages, react[0]!.file].sort());
  });

  it('keeps the actor system out of the entry: each machine, and the composition root, is a stage of its own (src/app/boot.tsx)', () => {
    const vite = readViteManifest(clientDir)!;
    const entry = build.read(vite.fileOf(vite.entryKey)!);
    expect(entry.includes('Actor with system ID'), 'XState is in the entry').toBe(false);
    const stages = vite.stageFiles().slice(1) as string[];
    expect(new Set(stages).size, 'one chunk a stage').toBe(ENTRY_STAGES.length - 1);
    for (const file of stages) expect(vite.closure(vite.entryKey).has(file), `${file} is imported by the entry`).toBe(false);
  });

  it('points every page at PNG icons, which the browser decodes off the page’s main thread (an SVG icon is a document of its own on it)', () => {
    const page = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const icons = [...page.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(([link]) => link);
    expect(icons).toHaveLength(2);
    for (const link of icons) {
      const href = /href="\/([^"]+)"/.exec(link)![1]!;
      expect(href, link).toMatch(/\.png$/);
      expect(fs.readFileSync(path.join(clientDir, href)).subarray(1, 4).toString(), href).toBe('PNG');
    }
  });

  it('has the router and the texts’ formatter in one chunk, which every page loads with the entry', () => {
    // wouter marks its patch of the history API with the symbol «wouter_v3».
    const router = build.firstLoad('no', '/').filter((c) => build.read(c.file).includes('wouter_v3'));
    const formatter = build.firstLoad('no', '/').filter((c) => build.read(c.file).includes('IntlProvider'));
    expect(router.map((c) => c.file)).toEqual(formatter.map((c) => c.file));
    expect(router).toHaveLength(1);
  });

  it('keeps the PDF renderer out of the first load, in a chunk of its own', () => {
    const firstLoads = Object.keys(ROUTE_MODULES).flatMap((route) => build.firstLoad('no', route));
    const inFirstLoad = firstLoads.filter((c) => PDF_MARKERS.some((m) => build.read(c.file).includes(m)));
    expect(inFirstLoad).toEqual([]);
    expect(build.lazy().filter((c) => PDF_MARKERS.some((m) => build.read(c.file).includes(m)))).toHaveLength(1);
  });

  it('has axios in the adapters’ chunk alone, which no first load holds', () => {
    const holds = (file: string) => AXIOS_MARKERS.every((m) => build.read(file).includes(m));
    const firstLoads = LANGS.flatMap((lang) => Object.keys(ROUTE_MODULES).flatMap((route) => build.firstLoad(lang, route)));
    expect(firstLoads.filter((c) => holds(c.file)).map((c) => c.file)).toEqual([]);
    const withAxios = build.lazy().filter((c) => holds(c.file));
    expect(withAxios).toHaveLength(1);
    // …and it is what the adapters bring: a page that asks the server has it once they arrive.
    expect(build.withAdapters('no', '/admin/klasser').map((c) => c.file)).toContain(withAxios[0]!.file);
  });

  it('keeps the Firebase SDK out of every first load, in a chunk of its own', () => {
    const holds = (file: string) => FIREBASE_MARKERS.some((m) => build.read(file).includes(m));
    const firstLoads = LANGS.flatMap((lang) => Object.keys(ROUTE_MODULES).flatMap((route) => build.firstLoad(lang, route)));
    expect(firstLoads.filter((c) => holds(c.file)).map((c) => c.file)).toEqual([]);
    expect(build.lazy().filter((c) => holds(c.file))).toHaveLength(1);
  });
});
