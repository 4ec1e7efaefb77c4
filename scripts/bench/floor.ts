/**
 * Issue 20's floor: builds scripts/bench/floor (a bare React 19 page) with the same Vite and React plugin as the
 * app, compresses it as `npm run build` compresses the app, and measures it with Lighthouse on the same production
 * server (its CLIENT_DIR), so the app's LCP and TBT can be read as ratios to what this machine gives any React page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { type LighthouseFigures, measureLighthouse } from './lighthouse';
import { root, startProductionServer } from './server';

export async function buildFloor(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  await build({ configFile: false, logLevel: 'warn', root: path.join(root, 'scripts', 'bench', 'floor'), plugins: [react()], build: { outDir, emptyOutDir: true, manifest: true } });
  execFileSync(process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}

/** Lighthouse on the floor page, served at /no by the production server, as the app's pages are. */
export async function measureFloor(log: (line: string) => void): Promise<LighthouseFigures> {
  const clientDir = await buildFloor();
  const server = await startProductionServer({ clientDir });
  try {
    const [figures] = await measureLighthouse(server.base, log, [{ label: 'bare React page (floor)', path: '/no', signedIn: false, shows: 'h1' }]);
    return figures!;
  } finally {
    await server.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}
