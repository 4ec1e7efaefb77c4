import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Lang } from '../../src/contracts/lang';
import { matchRoute } from '../../src/contracts/routing';
import { type CataloguePart, catalogueManifestKey } from '../../src/i18n/catalogueParts';
import { loadContent } from '../content/loadContent';
import { ownTextCodes, textPartsOf } from '../plugins/spa';
import { PORTS_MODULE, routeModules } from './routeModules';
import { readViteManifest } from './viteManifest';

export interface Chunk {
  file: string;
  gzipBytes: number;
}

/** Every session page is measured, each with the component the content gives its activity. */
const content = loadContent(path.resolve(import.meta.dirname, '..', '..', 'content'));
const COMPONENT_OF_CODE = new Map(content.okter.no.flatMap((okt) => okt.activities.map((a) => [a.activity_code, a.component] as const)));
const SESSION_PAGES = content.okter.no.flatMap((okt) => okt.activities.map((a) => `/okt/${okt.id}/${a.activity_code}`));
/** The session pages whose activity shows only the pupil's texts (the summary). */
const OWN_TEXT_ROUTES = ownTextCodes(content);

/** The routes measured (after their /no or /nn), each with the modules it needs before it shows, as routeModules.ts plans. */
export const ROUTE_MODULES: Record<string, string[]> = Object.fromEntries(
  ['/', '/veiledere', '/auth', '/side/om', '/faq', '/mine-data', '/feide/veileder', '/start', '/admin/klasser', '/admin/fremdrift', '/okt/5/Fullfort', ...SESSION_PAGES].map((route) => [
    route,
    routeModules(matchRoute(`/no${route === '/' ? '' : route}`), (code) => COMPONENT_OF_CODE.get(code)),
  ]),
);

/** Gzipped JavaScript before any route shows, for schools on weak networks (docs/decisions/first-load-budget.md). */
export const FIRST_LOAD_BUDGET_BYTES = 148_000;
/** Strings only axios's code holds: its error class, and the header value its fetch adapter sets. */
export const AXIOS_MARKERS = ['AxiosError', 'axios/'];
/** Strings only @react-pdf/renderer's code holds. */
export const PDF_MARKERS = ['registerHyphenationCallback', 'PDFDocument'];
/** Strings only the Firebase SDK holds; not «firebase» alone, which the entry names as a profile. */
export const FIREBASE_MARKERS = ['FirebaseError', 'firestore.googleapis.com'];

/** The production build's JavaScript, read from `dist/client` (after `npm run build`) and its Vite manifest. */
export function readBuild(clientDir: string) {
  const vite = readViteManifest(clientDir);
  if (!vite) throw new Error(`Fant ikke Vites manifest i ${clientDir}: kjør «npm run build» først.`);
  const manifestFile = vite.file;
  const sizes = new Map<string, number>();
  const chunk = (file: string): Chunk => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length);
    return { file, gzipBytes: sizes.get(file)! };
  };
  const closure = vite.closure;
  const entryFiles = vite.entryFiles();
  const catalogue = (lang: Lang, part: CataloguePart = 'pupil') => vite.fileOf(catalogueManifestKey(lang, part));
  const all = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);

  return {
    /** What a route loads before it shows. */
    firstLoad(lang: Lang, route = '/'): Chunk[] {
      const plan = ROUTE_MODULES[route];
      if (!plan) throw new Error(`ukjent rute ${route}`);
      const files = new Set(entryFiles);
      // As the server preloads them (server/plugins/spa.ts).
      for (const part of textPartsOf(`/${lang}${route === '/' ? '' : route}`, OWN_TEXT_ROUTES)) {
        const texts = catalogue(lang, part);
        if (texts) files.add(texts);
      }
      for (const module of plan) {
        // A module missing from the manifest would silently count as nothing.
        if (!vite.has(module)) throw new Error(`${module} (rute ${route}) finnes ikke i ${manifestFile}`);
        closure(module, files);
      }
      return [...files].map(chunk);
    },
    /** A page's first load plus the adapters (and axios with them). */
    withAdapters(lang: Lang, route = '/'): Chunk[] {
      const first = this.firstLoad(lang, route);
      return [...first, ...this.added(PORTS_MODULE, first)];
    },
    /** The files a module brings that `loaded` does not have yet. */
    added(module: string, loaded: Chunk[]): Chunk[] {
      if (!vite.has(module)) throw new Error(`${module} finnes ikke i ${manifestFile}`);
      const have = new Set(loaded.map((c) => c.file));
      return [...closure(module)].filter((f) => !have.has(f)).map(chunk);
    },
    /** Every chunk that is not part of the entry. */
    lazy(): Chunk[] {
      return all.filter((f) => !entryFiles.has(f)).map(chunk);
    },
    read: (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8'),
  };
}

export const totalBytes = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
