import type { FastifyInstance } from 'fastify';

/**
 * Where e-mail links point: PUBLIC_URL, or else the address this server listens on (the real port,
 * also when PORT=0), with a loopback or wildcard host shown as localhost.
 */
export function publicBaseUrl(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(app.config.host) ? 'localhost' : app.config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
