/**
 * The floor: scripts/bench/floor, a bare React 19 page, built by the same Vite and React plugin as the app and
 * compressed as `npm run build` compresses the app, then served by the same production server (its CLIENT_DIR).
 * The app's pages are read as ratios to what this machine gives any React page in the same run. The prerendered
 * floor is the same page drawn into its HTML and hydrated: what painting from the HTML and then running React costs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { Floor } from './floor/Floor';
import { root } from './server';

/** Builds the floor page into a fresh temporary folder and answers it. */
export async function buildFloor(kind: 'client' | 'prerendered' = 'client'): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-floor-${kind}-`));
  const floorRoot = path.join(root, 'scripts', 'bench', 'floor');
  const page = kind === 'client' ? 'index.html' : 'hydrated.html';
  await build({
    configFile: false,
    logLevel: 'warn',
    root: floorRoot,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(floorRoot, page) } },
  });
  if (kind === 'prerendered') {
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    const drawn = renderToString(createElement(StrictMode, null, createElement(Floor)));
    fs.writeFileSync(path.join(outDir, 'index.html'), html.replace('<div id="root"></div>', `<div id="root">${drawn}</div>`));
    fs.rmSync(path.join(outDir, page));
  }
  execFileSync(process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}
