import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Prepared {
  json: string;
  etag: string;
}

/** Serialised once, by content object then by route, since two routes may wrap the same object differently. */
const prepared = new WeakMap<object, Map<string, Prepared>>();

const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

function prepare(request: FastifyRequest, body: unknown): Prepared {
  // A string reply skips the route's response schema, so an unchanging body is held to it here, once.
  const schema = (request.routeOptions.schema?.response as Record<number, { parse?: (value: unknown) => unknown }> | undefined)?.[200];
  const json = JSON.stringify(schema?.parse ? schema.parse(body) : body);
  return { json, etag: etagOf(json) };
}

/**
 * An ETag and a short max-age let a school's proxy serve a whole class from one fetch. `unchanging`: the content
 * object the body shows, whose body is serialised and hashed once.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAgeSeconds = 300, unchanging?: object) {
  const entry = unchanging ? preparedFor(request, body, unchanging) : undefined;
  const etag = entry?.etag ?? etagOf(JSON.stringify(body));
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return entry ? reply.type('application/json; charset=utf-8').send(entry.json) : reply.send(body);
}

function preparedFor(request: FastifyRequest, body: unknown, unchanging: object): Prepared {
  let byRoute = prepared.get(unchanging);
  if (!byRoute) prepared.set(unchanging, (byRoute = new Map()));
  const route = request.routeOptions.url ?? request.url;
  let entry = byRoute.get(route);
  if (!entry) byRoute.set(route, (entry = prepare(request, body)));
  return entry;
}

/** Unchanging public content as `{ success, data }`, cacheable for five minutes; `of` is the content object it shows, `data` itself by default. */
export function sendContent(request: FastifyRequest, reply: FastifyReply, data: object, of: object = data) {
  return sendCacheable(request, reply, { success: true as const, data }, 300, of);
}
