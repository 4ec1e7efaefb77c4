import { createHash } from 'node:crypto';
import { CATALOGUE_PARTS, type CataloguePart, catalogueManifestKey } from '../../src/i18n/catalogueParts';
import { bodyThemeClasses, matchRoute, normalisedUrl } from '../../src/contracts/routing';
import { routeOf, type RouteMatch } from '../../src/contracts/routeTable';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Content } from '../content/loadContent';
import type { FirebaseWebConfig } from '../../src/contracts/firebaseConfig';
import { htmlLangOf, LANGS, type Lang, langOfPath } from '../../src/contracts/lang';
import { sendFailure } from './errors';
import { PUBLIC_CONTENT } from './routeAccess';
import { prefetchModules, routeModules } from '../build/routeModules';
import { PAGE_CONTENT_ID, type PageContent } from '../../src/contracts/pageContent';
import { pageContentOf } from './pageContent';
import { readViteManifest, type ViteManifest } from '../build/viteManifest';
import { loadFailedNotice, LOAD_WATCH_PATH, LOAD_WATCH_SCRIPT, loadWatchElement } from './loadWatch';

/** Runtime settings written into index.html, so one build serves every set-up; Firebase's web config is public by design. */
export function clientConfig(config: AppConfig) {
  const consent = {
    ...(config.consent ? { consentId: config.consent.id, consentScriptUrl: config.consent.scriptUrl } : {}),
    ...(config.feide ? { feide: true as const } : {}),
  };
  if (!config.firebase) return consent;
  const { projectId, apiKey, authDomain, cacheSizeBytes, longPollingTimeoutSeconds, emulators } = config.firebase;
  const firebase: FirebaseWebConfig = { projectId, apiKey, authDomain, cacheSizeBytes, longPollingTimeoutSeconds, ...(emulators ? { emulators } : {}) };
  return { ...consent, profile: 'firebase' as const, firebase };
}

/** JSON inside a script element: no `<`, so no `</script>` or `<!--` in the content can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export type CatalogueChunks = Partial<Record<Lang, string>>;

/** Each part's chunk of each language's UI texts (src/i18n/no.json, nn.json), from Vite's manifest. */
export function readCatalogueChunks(clientDir: string): Record<CataloguePart, CatalogueChunks> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file?: string }>) : {};
  const chunksOf = (part: CataloguePart) =>
    Object.fromEntries(LANGS.flatMap((lang) => (manifest[catalogueManifestKey(lang, part)]?.file ? [[lang, manifest[catalogueManifestKey(lang, part)]!.file!]] : [])));
  return Object.fromEntries(CATALOGUE_PARTS.map((part) => [part, chunksOf(part)])) as Record<CataloguePart, CatalogueChunks>;
}

/**
 * The text parts a page address shows first: the pupil's part, its route's (src/contracts/routeTable.ts `texts`), and
 * a session page's activity texts unless its activity is one of `ownTexts`. Counted by server/build/firstLoad.ts.
 */
export function textPartsOf(urlPath: string, ownTexts: ReadonlySet<string> = new Set()): CataloguePart[] {
  const match = matchRoute(urlPath.split(/[?#]/)[0] ?? urlPath);
  if (match.name === 'notFound') return ['pupil'];
  const activities = match.params.part === undefined || !ownTexts.has(match.params.part);
  const sessionPart: CataloguePart = match.params.okt === '3' ? 'okt3' : 'activities';
  const isSessionPart = (part: CataloguePart) => part === 'activities' || part === 'okt3';
  return ['pupil', ...routeOf(match.name).texts.filter((part) => !isSessionPart(part) || (activities && part === sessionPart))];
}

/** The activity codes whose component shows only texts of the pupil's part (src/activities/lazyActivity.ts: `laterTexts: false`). */
export const ownTextCodes = (content: Content) =>
  new Set(content.okter.no.flatMap((okt) => okt.activities.filter((a) => a.component === 'summary' || a.component === 'reflection').map((a) => a.activity_code)));

/** What a page's HTML preloads: its texts, and the files the page address needs (routeFiles). */
export interface Preloads {
  texts?: Partial<Record<CataloguePart, CatalogueChunks>>;
  ownTexts?: ReadonlySet<string>;
  files?: (urlPath: string) => RouteFiles;
  /** The public pages' markup by address (dist/client/prerendered.json, scripts/prerender.mjs). */
  prerendered?: Readonly<Record<string, string>>;
  /** The body's theme classes for an address (spec §2), so the page has its colours before any script runs. */
  bodyClasses?: (urlPath: string) => string[];
  /** So a device may answer from its copy of the same content and build (src/services/deviceCopies.ts). */
  contentVersion?: string;
  pageContent?: (urlPath: string) => PageContent | null;
}

/** Changes with any content file and with any build (a new build may read the content differently). */
export function contentVersionOf(content: Content, clientDir: string): string {
  const manifest = path.join(clientDir, '.vite', 'manifest.json');
  return createHash('sha256')
    .update(JSON.stringify(content))
    .update(fs.existsSync(manifest) ? fs.readFileSync(manifest) : '')
    .digest('base64url')
    .slice(0, 22);
}

/** None for a build without them (tests, an old build). */
export function readPrerendered(clientDir: string): Record<string, string> {
  const file = path.join(clientDir, 'prerendered.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** Spec §2's body classes of the page at an address. */
export function bodyClassesFor(content: Content): (urlPath: string) => string[] {
  return (urlPath) => {
    const match = matchRoute(urlPath.split(/[?#]/)[0] ?? urlPath);
    const okt = match.params.okt ? content.okter[match.lang].find((o) => o.id === Number(match.params.okt)) : undefined;
    return bodyThemeClasses(match, okt?.color);
  };
}

/** The files a page address needs besides its texts (routeFiles). */
export interface RouteFiles {
  /** Preloaded, so the browser fetches them side by side rather than one module after the other. */
  chunks: string[];
  /** The lazy screens' style sheets, linked with the page: a lazy import waits for its sheets, a round trip after the chunk. */
  styles: string[];
  /** Fetched at low priority (routeModules.ts `prefetchModules`). */
  prefetch: string[];
}

/**
 * A page address's files, worked out once per route: the entry's imports (left out of index.html, vite.config.ts) and
 * its route's modules (server/build/routeModules.ts). An address the app first normalises gets the entry's imports alone.
 */
function routeFiles(vite: ViteManifest, content: Content): (urlPath: string) => RouteFiles {
  const entryFiles = vite.entryFiles();
  const entryStyles = vite.entryStyles();
  const entryImports = [...entryFiles].filter((file) => file !== vite.fileOf(vite.entryKey));
  const components = new Map(content.okter.no.flatMap((okt) => okt.activities.map((a) => [a.activity_code, a.component] as const)));
  const filesOf = (match: RouteMatch | null): RouteFiles => {
    if (!match) return { chunks: entryImports, styles: [], prefetch: [] };
    const modules = new Set<string>();
    const styles = new Set<string>();
    for (const module of routeModules(match, (code) => components.get(code))) {
      vite.closure(module, modules);
      vite.styles(module, styles);
    }
    const chunks = [...entryImports, ...[...modules].filter((file) => !entryFiles.has(file))];
    const later = new Set<string>();
    for (const module of prefetchModules(match)) vite.closure(module, later);
    const have = new Set([...entryFiles, ...chunks]);
    return { chunks, styles: [...styles].filter((file) => !entryStyles.has(file)), prefetch: [...later].filter((file) => !have.has(file)) };
  };
  const byRoute = new Map<string, RouteFiles>();
  return (urlPath) => {
    const pathname = urlPath.split(/[?#]/)[0] ?? urlPath;
    const match = normalisedUrl(pathname) !== null ? null : matchRoute(pathname);
    const key = match ? `${match.name} ${match.params.part ?? ''}` : '';
    if (!byRoute.has(key)) byRoute.set(key, filesOf(match));
    return byRoute.get(key)!;
  };
}

/** What a browser without JavaScript shows, in the page's language (index.html has the bokmål). */
export const NO_SCRIPT: Record<Lang, string> = {
  no: 'Personlig økonomi trenger JavaScript. Slå det på i nettleseren, eller spør læreren din.',
  nn: 'Personleg økonomi treng JavaScript. Slå det på i nettlesaren, eller spør læraren din.',
};

/**
 * The page at an address from the built index.html; a public page carries its prerendered markup (scripts/prerender.mjs),
 * which the browser hydrates (src/app/boot.tsx).
 */
export function renderIndexHtml(template: string, config: AppConfig, urlPath: string, preloads: Preloads = {}): string {
  const { texts = {}, ownTexts = new Set(), files: filesOf, prerendered = {}, bodyClasses, contentVersion, pageContent } = preloads;
  const json = scriptJson({ ...clientConfig(config), ...(contentVersion ? { contentVersion } : {}) });
  const document = pageContent?.(urlPath);
  const documentScript = document ? `<script id="${PAGE_CONTENT_ID}" type="application/json">${scriptJson(document)}</script>` : '';
  const lang = langOfPath(urlPath);
  // Fetching the texts with the entry saves a round trip on a slow network.
  const textFiles = textPartsOf(urlPath, ownTexts).map((part) => texts[part]?.[lang]);
  const route = filesOf?.(urlPath) ?? { chunks: [], styles: [], prefetch: [] };
  const files = [...textFiles, ...route.chunks].filter((file): file is string => Boolean(file));
  const pathname = urlPath.split(/[?#]/)[0] ?? urlPath;
  // The page as a visitor sees it, with «Logg inn med Feide» where this server offers it (scripts/prerender.mjs makes both).
  const key = config.feide ? `feide:${pathname}` : pathname;
  const markup = Object.hasOwn(prerendered, key) ? prerendered[key] : undefined;
  const root = markup === undefined ? '<div id="root"></div>' : `<div id="root" data-prerendered="${pathname}">${markup}</div>`;
  // After the stylesheet, which the first paint waits for. A prerendered page preloads no chunks: they would share the
  // school's line with what it paints.
  const preload = [
    ...route.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(markup === undefined ? files : []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...route.prefetch.map((file) => `<link rel="prefetch" as="script" crossorigin href="/${file}">`),
  ].join('');
  const html = template
    // A function, so a `$` in the content is not read as a replacement pattern.
    .replace('<!--app-config-->', () => `<script id="app-config" type="application/json">${json}</script>${documentScript}`)
    // The load watch runs before the entry: both are deferred, and run in the order they come.
    .replace(ENTRY_SCRIPT, (entry) => loadWatchElement() + entry)
    .replace('</head>', `${preload}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf(lang)}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NO_SCRIPT[lang]}</noscript>`)
    .replace(/<body[^>]*>/, (body) => body + loadFailedNotice(lang))
    .replace('<div id="root"></div>', () => root);
  return bodyClasses ? html.replace(/<body class="[^"]*"/, `<body class="${bodyClasses(urlPath).join(' ')}"`) : html;
}

/** A page's HTML as the browser accepts it: most of it is the content written into it, which compresses to a third. */
export function compressed(html: string, acceptEncoding: string | string[] | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/** 404 where the app shows its 404 page (spec §2); 200 for an address the app first normalises, decided after the redirect. */
export function pageStatus(url: string): 200 | 404 {
  const pathname = url.split(/[?#]/)[0] ?? url;
  if (normalisedUrl(pathname) !== null) return 200;
  return matchRoute(pathname).name === 'notFound' ? 404 : 200;
}

/** Serves the built SPA: hashed assets cached for a year, every other GET answered with index.html so deep links work. */
export async function registerSpa(app: FastifyInstance, config: AppConfig) {
  const indexFile = path.join(config.clientDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (!template) app.log.warn(`Fant ikke ${indexFile}; kjør «npm run build» for å bygge appen.`);
  const vite = readViteManifest(config.clientDir);
  const preloads: Preloads = {
    texts: readCatalogueChunks(config.clientDir),
    ownTexts: ownTextCodes(app.content),
    ...(vite ? { files: routeFiles(vite, app.content) } : {}),
    prerendered: readPrerendered(config.clientDir),
    bodyClasses: bodyClassesFor(app.content),
    contentVersion: contentVersionOf(app.content, config.clientDir),
    pageContent: pageContentOf(app.content),
  };

  app.get(LOAD_WATCH_PATH, { config: PUBLIC_CONTENT }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(LOAD_WATCH_SCRIPT),
  );

  if (template) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; send's default would overwrite it.
      cacheControl: false,
      // The build writes .br and .gz copies (scripts/compress-assets.mjs); they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker must be checked for updates on every visit, or a fix could wait an hour.
        const isWorker = path.basename(filePath) === 'sw.js';
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : isWorker ? 'no-cache' : 'public, max-age=3600');
        // A school's proxy must keep the brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');
  app.setNotFoundHandler(async (request, reply) => {
    if (isApi(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(reply, 404, { error: 'NotFound', messageKey: 'txt_error_not_found' });
    }
    // An old chunk after a deploy: answered with HTML it would fail in the browser with a misleading type error.
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Finnes ikke.');
    if (!template) return reply.code(503).type('text/plain; charset=utf-8').send('Appen er ikke bygget. Kjør «npm run build».');
    const page = compressed(renderIndexHtml(template, config, request.url, preloads), request.headers['accept-encoding']);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.code(pageStatus(request.url)).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(page.body);
  });
}
