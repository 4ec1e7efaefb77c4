/** Builds the floor (scripts/bench/floor), a bare React 19 page, as the app is built; the prerendered one hydrates like public pages. */
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
