// Writes dist/client/precache.json: every script and style sheet of the build, which the service worker
// (public/sw.js) stores when it installs. Session pages load each activity as a chunk of its own, so a
// pupil whose network drops right after opening a page can still go on. The PDF renderer (hundreds of kB,
// used once, at the end) is left to be stored when it is first used.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const files = fs
  .readdirSync(path.join(dir, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f) && !f.startsWith('buildPdf-'))
  .map((f) => `/assets/${f}`)
  .sort();
fs.writeFileSync(path.join(dir, 'precache.json'), `${JSON.stringify(files)}\n`);
console.log(`precache.json lists ${files.length} files`);
