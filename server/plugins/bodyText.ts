import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors';

/**
 * NUL cannot be stored in a PostgreSQL text column (it answered 500 there and was kept on SQLite), and a
 * lone surrogate is not text at all: written as UTF-8 it silently becomes U+FFFD. Neither has a place in
 * anything a person types, so both are refused before validation, on every route, with the field named.
 */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first key or string value holding NUL or a lone surrogate, '' for the body itself, or null. */
export function findBadText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (BAD_TEXT.test(current)) return path;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (BAD_TEXT.test(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

export function registerBodyTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const field = findBadText(request.body);
    if (field !== null) {
      return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_input', ...(field ? { field } : {}) });
    }
  });
}
