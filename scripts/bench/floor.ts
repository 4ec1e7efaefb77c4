/**
 * The floor: scripts/bench/floor, a bare React 19 page, built by the same Vite and React plugin as the app and
 * compressed as `npm run build` compresses the app, then served by the same production server (its CLIENT_DIR).
 * The app's pages are read as ratios to what this machine gives any React page in the same run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from './server';

/** Builds the floor page into a fresh temporary folder and answers it. */
export async function buildFloor(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  await build({ configFile: false, logLevel: 'warn', root: path.join(root, 'scripts', 'bench', 'floor'), plugins: [react()], build: { outDir, emptyOutDir: true, manifest: true } });
  execFileSync(process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}
