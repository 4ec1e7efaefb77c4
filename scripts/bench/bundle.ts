/** Bundle sizes from the production build: each route's first load in both languages, and every lazy chunk. */
import { LANGS } from '../../src/contracts/lang';
import { type Chunk, FIREBASE_MARKERS, FIRST_LOAD_BUDGET_BYTES, PDF_MARKERS, ROUTE_MODULES, readBuild, totalBytes } from '../../server/build/firstLoad';
import { FIREBASE_ADAPTERS } from '../../server/build/precacheList';
import type { Figure } from './figures';

/** Measured routes that ask the server as they show (server/build/routeModules.ts, ASKS_AT_ONCE). */
const ASKING_ROUTES = ['/veiledere', '/auth', '/start', '/okt/2/O2B', '/okt/1/O1C', '/admin/klasser', '/mine-data'];
/** Routes whose first use of the store or the identity provider comes right after they show in the Firebase profile. */
const FIREBASE_ROUTES = ['/auth', '/start', '/okt/2/O2B', '/okt/5/O5D'];

export interface Bundles {
  firstLoads: Figure[];
  /** The Firebase profile: the same first load, and what its adapters add when first used (not a target). */
  firebase: { route: string; firstLoad: number; adapters: number }[];
  lazy: Chunk[];
  /** Issue 19: the pages that ask the server as they show, before and after the adapters (with axios) arrive. */
  withAdapters: { route: string; firstLoad: number; withAdapters: number }[];
  /** Files in the entry that hold the PDF renderer or Firebase: must be none. */
  heavyInEntry: string[];
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function measureBundles(clientDir: string): Bundles {
  const build = readBuild(clientDir);
  const firstLoads = LANGS.flatMap((lang) =>
    Object.keys(ROUTE_MODULES).map((route): Figure => {
      const chunks = build.firstLoad(lang, route);
      const total = totalBytes(chunks);
      return {
        what: `/${lang}${route === '/' ? '' : route}`,
        measured: kB(total),
        target: `≤ ${kB(FIRST_LOAD_BUDGET_BYTES)}`,
        met: total <= FIRST_LOAD_BUDGET_BYTES,
        note: `${chunks.length} files`,
      };
    }),
  );
  const entry = build.firstLoad('no', '/');
  const heavyInEntry = entry.filter((c) => [...PDF_MARKERS, ...FIREBASE_MARKERS].some((m) => build.read(c.file).includes(m))).map((c) => c.file);
  const firebase = FIREBASE_ROUTES.map((route) => {
    const first = build.firstLoad('no', route);
    return { route: `/no${route}`, firstLoad: totalBytes(first), adapters: totalBytes(build.added(FIREBASE_ADAPTERS, first)) };
  });
  const withAdapters = ASKING_ROUTES.map((route) => ({ route: `/nn${route}`, firstLoad: totalBytes(build.firstLoad('nn', route)), withAdapters: totalBytes(build.withAdapters('nn', route)) }));
  return { firstLoads, firebase, withAdapters, lazy: build.lazy().sort((a, b) => b.gzipBytes - a.gzipBytes), heavyInEntry };
}
