// `npm start`: builds the app when there is no build or a source is newer (output in dist/build.log, shown on failure),
// then runs the server.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// The build's last step writes the server's bundle: its time is the build's.
const SERVER = path.join(root, 'dist', 'server', 'main.js');
const LOG = path.join(root, 'dist', 'build.log');
/** What the build reads: a change to any of these makes the next start build again. */
const SOURCES = ['src', 'machines', 'server', 'content', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/prerender.mjs', 'scripts/compress-assets.mjs', 'scripts/build-server.mjs'];
const NOT_BUILT = /\.(test|spec|stories)\.[jt]sx?$|(^|\/)test\//;

/** The newest modification time among the build's sources, in ms. */
export function newestSource(dir = root) {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat || NOT_BUILT.test(path.relative(dir, file).split(path.sep).join('/'))) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(path.join(dir, source));
  return newest;
}

export function buildIsCurrent() {
  const built = fs.statSync(SERVER, { throwIfNoEntry: false });
  return built !== undefined && built.mtimeMs >= newestSource();
}

function build() {
  const started = performance.now();
  process.stdout.write('Bygger appen (første start, eller koden er endret) … ');
  const chunks = [];
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const output = Buffer.concat(chunks).toString();
      fs.mkdirSync(path.dirname(LOG), { recursive: true });
      fs.writeFileSync(LOG, output);
      if (code !== 0) {
        console.log('feilet.\n');
        console.error(output.split('\n').slice(-40).join('\n'));
        console.error(`\nBygget feilet; hele utskriften ligger i ${path.relative(process.cwd(), LOG)}.`);
        process.exit(code ?? 1);
      }
      console.log(`ferdig på ${Math.round((performance.now() - started) / 1000)} s.`);
      resolve();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Worker processes (WEB_CONCURRENCY) run this file too: only the first process builds.
  if (cluster.isPrimary && !buildIsCurrent()) await build();
  await import(pathToFileURL(SERVER).href);
}
