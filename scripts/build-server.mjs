// Bundles the server into ESM; packages stay in node_modules (native addons cannot be bundled). Route modules are entries
// under dist/server/routes for @fastify/autoload (app.ts); shared code is split into chunks so each module exists once.
import fs from 'node:fs';
import { build } from 'esbuild';

const routes = fs
  .readdirSync('server/routes', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `server/routes/${file}`);

fs.rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts', ...routes],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
