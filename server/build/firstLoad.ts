import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Lang } from '../../src/contracts/lang';
import { readCatalogueChunks } from '../plugins/spa';

export interface Chunk {
  file: string;
  gzipBytes: number;
}

/** The production build's JavaScript, read from `dist/client` (after `npm run build`). */
export function readBuild(clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`Fant ikke ${indexFile}: kjør «npm run build» først.`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const chunk = (file: string): Chunk => ({ file, gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length });
  const catalogues = readCatalogueChunks(clientDir);
  const entry = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const all = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return {
    /** What a route loads before the page can show: every route is the same SPA, plus its language's texts (preloaded by the server). */
    firstLoad(lang: Lang): Chunk[] {
      return [...entry, ...(catalogues[lang] ? [catalogues[lang]!] : [])].map(chunk);
    },
    lazy(): Chunk[] {
      return all.filter((f) => !entry.includes(f)).map(chunk);
    },
    read: (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8'),
  };
}
