import fs from 'node:fs';
import path from 'node:path';
import type { Profile } from '../../src/contracts/firebaseConfig';
import type { ViteManifest } from './viteManifest';

/** The Firebase profile's adapters, with the Firebase SDK. */
export const FIREBASE_ADAPTERS = 'src/services/firebase/adapters.ts';

/**
 * What the service worker stores when it installs (public/sw.js): every script and style sheet of the build, as
 * each activity is a chunk of its own and a pupil whose network drops just after opening a session must still go on.
 * Left out: the PDF renderer (hundreds of kB, used once, stored when first used) and, outside the Firebase profile,
 * the Firebase adapters and what only they import: 184 kB of gzip a self-hosted server never runs, 5.5 MB for a
 * class of 30 on one school line.
 */
export function precacheList(clientDir: string, vite: ViteManifest | null, profile: Profile): string[] {
  const assets = path.join(clientDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  const unused = profile === 'firebase' || !vite ? new Set<string>() : vite.onlyThrough(FIREBASE_ADAPTERS);
  return fs
    .readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('buildPdf-') && !unused.has(`assets/${name}`))
    .map((name) => `/assets/${name}`)
    .sort();
}
