// After `npm run build`: checks that @react-pdf/renderer is in no chunk index.html loads (it must only be
// fetched by the dynamic import in src/app/pdfActors.ts), and prints the gzip size of the PDF chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/client');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// Strings only the renderer's code holds.
const MARKERS = ['registerHyphenationCallback', 'PDFDocument'];
let failed = false;
for (const file of entry) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const found = MARKERS.filter((m) => code.includes(m));
  if (found.length > 0) {
    console.error(`✗ ${file} (loaded by index.html) holds @react-pdf code: ${found.join(', ')}`);
    failed = true;
  }
}
const assets = fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
const pdfChunks = assets.filter((f) => MARKERS.some((m) => fs.readFileSync(path.join(dir, 'assets', f), 'utf8').includes(m)));
for (const f of pdfChunks) {
  const raw = fs.readFileSync(path.join(dir, 'assets', f));
  console.log(`PDF chunk ${f}: ${(raw.length / 1024).toFixed(1)} kB, gzip ${(zlib.gzipSync(raw).length / 1024).toFixed(1)} kB`);
}
if (pdfChunks.length === 0) {
  console.error('✗ no chunk holds @react-pdf: is the PDF built at all?');
  failed = true;
}
console.log(failed ? '' : `✓ ${entry.length} entry chunks without @react-pdf`);
process.exit(failed ? 1 : 0);
