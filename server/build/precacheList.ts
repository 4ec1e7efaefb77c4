import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import { LOAD_WATCH_PATH } from '../plugins/loadWatch.ts';
import { readViteManifest } from './viteManifest.ts';

/** The Firebase profile's adapters, with the Firebase SDK. */
export const FIREBASE_ADAPTERS = 'src/services/firebase/adapters.ts';

/** A file the service worker stores when it installs; `profile` marks one only that profile runs (src/app/sw.ts). */
export type PrecacheEntry = ManifestEntry & { profile?: 'firebase' };

/** Marks the Firebase adapters and what only they import, which a self-hosted server never runs. */
export function markFirebaseOnly(clientDir: string): ManifestTransform {
  return (entries) => {
    const firebaseOnly = readViteManifest(clientDir)?.onlyThrough(FIREBASE_ADAPTERS) ?? new Set<string>();
    return { manifest: entries.map((entry) => (firebaseOnly.has(entry.url) ? { ...entry, profile: 'firebase' as const } : entry)) };
  };
}

/**
 * Workbox's precache (vite.config.ts): every script and style sheet, so a pupil whose network drops mid-session goes on;
 * not the PDF renderer, stored when first used. Hashed names are their own revisions.
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
