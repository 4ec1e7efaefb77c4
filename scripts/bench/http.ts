/** A keep-alive HTTP client that sends from a chosen loopback address (each has its own sign-in allowance) and times requests. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Reply {
  status: number;
  body: string;
  ms: number;
}

const agents = new Map<string, http.Agent>();

function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    // Every pupil keeps its connection between runs, as a device does (the default keeps only 256 free).
    agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function send(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: agentFor(options.from ?? '127.0.0.1'),
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
