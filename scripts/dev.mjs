// `npm run dev`: the API with reload on change (tsx watch) and Vite's hot-reloading dev server, proxied to it, and
// the local Feide test provider the API signs in with, unless FEIDE_ISSUER names a real one.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const appUrl = 'http://localhost:5173';
const feidePort = process.env.FEIDE_PORT ?? '4010';
const localFeide = !process.env.FEIDE_ISSUER;
const feide = localFeide
  ? {
      FEIDE_ISSUER: `http://127.0.0.1:${feidePort}`,
      FEIDE_CLIENT_ID: 'ueokonomiapp-lokal',
      FEIDE_CLIENT_SECRET: 'lokal-hemmelighet-som-bare-brukes-i-test',
      FEIDE_REDIRECT_URI: `${appUrl}/api/feide/callback`,
      FEIDE_GROUPS_URL: `http://127.0.0.1:${feidePort}/groups/me/groups`,
      FEIDE_SCOPES: 'openid userid-feide profile email groups-edu',
    }
  : {};
const children = [
  ...(localFeide ? [spawn('npx', ['tsx', 'scripts/feide/provider.ts'], { stdio: 'inherit', env: { ...process.env, APP_URL: appUrl, FEIDE_PORT: feidePort } })] : []),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...feide, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort, DEV_FEIDE: '1' } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
