import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: anything else in a Host header is not used. */
const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * Where e-mail links point: PUBLIC_URL; else, outside production, the address the request came to (its Host
 * header, or X-Forwarded-Host and -Proto from a proxy TRUST_PROXY names, as Fastify reads them); else the address
 * this server listens on (the real port, also when PORT=0), with a loopback or wildcard host shown as localhost.
 * Production never takes a link's host from a request: anyone can send any Host header, and a reset link must not
 * lead to their site. There the server warns at start when PUBLIC_URL is unset (config.ts, startupWarnings).
 */
export function publicBaseUrl(app: FastifyInstance, request?: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  if (request && app.config.env !== 'production') {
    const host = request.host;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    if (HOST.test(host)) return `${protocol}://${host}`;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(app.config.host) ? 'localhost' : app.config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
