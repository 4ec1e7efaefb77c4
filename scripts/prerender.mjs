// Writes dist/client/prerendered.json, the public pages' HTML by address, from the SSR build of src/prerender.tsx
// (dist/prerender). The server puts each into the page it sends (server/plugins/spa.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const { render, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(root, 'dist', 'prerender', 'prerender.js')).href);
// Each page twice: as it shows without Feide, and with «Logg inn med Feide» (the server picks one).
const pages = {};
for (const page of PRERENDERED_PATHS) {
  pages[page] = await render(page);
  pages[`feide:${page}`] = await render(page, true);
}
for (const [page, html] of Object.entries(pages)) {
  if (!/<h1[\s>]/.test(html)) throw new Error(`prerendering ${page} gave no heading:\n${html.slice(0, 500)}`);
  // The page's policy allows no inline script (server/plugins/security.ts).
  if (/<script[\s>]/.test(html)) throw new Error(`prerendering ${page} gave a script:\n${html.slice(0, 500)}`);
}
fs.writeFileSync(path.join(root, 'dist', 'client', 'prerendered.json'), JSON.stringify(pages));
console.log(`prerendered ${Object.keys(pages).join(', ')}`);
