/**
 * The floor: scripts/bench/floor, a bare React 19 page, built by the same Vite and React plugin as the app and
 * compressed as `npm run build` compresses the app, then served by the same production server (its CLIENT_DIR).
 * The app's pages are read as ratios to what this machine gives any React page in the same run. The prerendered
 * floor is the same page drawn into its HTML and hydrated, as the app's public pages start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Plugin } from 'vite';
import { Floor } from './floor/Floor';
import { root } from './server';

/** Builds the floor page into a fresh temporary folder and answers it. */
export async function buildFloor(kind: 'client' | 'prerendered' = 'client'): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-floor-${kind}-`));
  // The prerendered floor: the page's HTML with the floor drawn into it, and the entry that hydrates it.
  const prerender: Plugin = {
    name: 'bench-floor-prerender',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('./main.tsx', './hydrate.tsx').replace('<div id="root"></div>', `<div id="root">${renderToString(createElement(Floor))}</div>`),
    },
  };
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'scripts', 'bench', 'floor'),
    plugins: [react(), ...(kind === 'prerendered' ? [prerender] : [])],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  execFileSync(process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}
