// Adds or updates messages in both catalogues at once, so nb and nn never drift apart:
//   node scripts/i18n-add.mjs messages.json   where messages.json is { "id": { "no": "…", "nn": "…" } }
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'src', 'i18n');
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Bruk: node scripts/i18n-add.mjs meldinger.json');
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const [id, texts] of Object.entries(additions)) {
  if (typeof texts?.no !== 'string' || typeof texts?.nn !== 'string') {
    console.error(`«${id}» må ha både "no" og "nn"`);
    process.exit(2);
  }
}
for (const lang of ['no', 'nn']) {
  const target = path.join(dir, `${lang}.json`);
  const catalogue = JSON.parse(fs.readFileSync(target, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) catalogue[id] = texts[lang];
  // Write then rename, so a helper reading the catalogue never sees half a file.
  fs.writeFileSync(`${target}.tmp`, `${JSON.stringify(catalogue, null, 2)}\n`);
  fs.renameSync(`${target}.tmp`, target);
}
console.log(`${Object.keys(additions).length} meldinger lagt inn i no.json og nn.json`);
