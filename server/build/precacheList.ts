import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import { LOAD_WATCH_PATH } from '../plugins/loadWatch.ts';
import { readViteManifest } from './viteManifest.ts';

/** The Firebase profile's adapters, with the Firebase SDK. */
export const FIREBASE_ADAPTERS = 'src/services/firebase/adapters.ts';

/** A file the service worker stores when it installs; `profile` marks one only that profile runs (src/app/sw.ts). */
export type PrecacheEntry = ManifestEntry & { profile?: 'firebase' };

/**
 * Marks the Firebase adapters and what only they import, read from the build's Vite manifest: 184 kB of gzip a
 * self-hosted server never runs, 5.5 MB for a class of 30 on one school line.
 */
export function markFirebaseOnly(clientDir: string): ManifestTransform {
  return (entries) => {
    const firebaseOnly = readViteManifest(clientDir)?.onlyThrough(FIREBASE_ADAPTERS) ?? new Set<string>();
    return { manifest: entries.map((entry) => (firebaseOnly.has(entry.url) ? { ...entry, profile: 'firebase' as const } : entry)) };
  };
}

/**
 * What the service worker stores when it installs (workbox's precache, written into the worker by vite-plugin-pwa
 * in vite.config.ts): every script and style sheet of the build, as each activity is a chunk of its own and a pupil
 * whose network drops just after opening a session must still go on, and the load watch the server sends with every
 * page. Left out: the PDF renderer (hundreds of kB, used once, stored when first used). The hashed names are their
 * own revisions, so the list, and with it the worker, changes exactly when a file does.
 */
export function precacheOptions(clientDir: string) {
  return {
    globDirectory: clientDir,
    globPatterns: ['assets/*.{js,css}'],
    globIgnores: ['assets/buildPdf-*'],
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [markFirebaseOnly(clientDir)],
    additionalManifestEntries: [{ url: LOAD_WATCH_PATH.slice(1), revision: null }],
  };
}
