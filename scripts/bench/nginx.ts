/** The system's nginx in front of running instances, with the repository's proxy settings (deploy/nginx/proxy.conf) unchanged. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepOutput, stopChild, waitForUrl } from '../processes';
import { freePort, root } from './server';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Proxy {
  base: string;
  stop: () => Promise<void>;
}

/** nginx on a free loopback port, sharing requests between the instances at `bases` (http://127.0.0.1:port). */
export async function startNginx(bases: string[]): Promise<Proxy> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: install nginx (Debian: apt-get install nginx) or set NGINX_PATH`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const servers = bases.map((base) => `    server ${new URL(base).host} max_fails=1 fail_timeout=10s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  upstream personlig_okonomi {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    include ${path.join(root, 'deploy', 'nginx', 'proxy.conf')};
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = keepOutput(child, 10_000);
  const stop = async () => {
    await stopChild(child, 'SIGQUIT', 5000);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // Any answer: nginx is up even while an instance behind it is not.
    await waitForUrl(`${base}/api/health`, child, { name: 'nginx', timeoutMs: 10_000, accepted: () => true, output: () => output() + readError(dir) });
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

function readError(dir: string) {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
