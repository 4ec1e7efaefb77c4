import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public, unchanging-per-deploy data: an ETag and a short max-age let a school's proxy serve a whole class from one fetch. */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAgeSeconds = 300) {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}
