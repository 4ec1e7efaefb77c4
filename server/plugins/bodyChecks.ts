import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors';

/** Deeper than any body the app sends (a save is five levels). */
export const MAX_BODY_DEPTH = 16;

/** Measured with a loop, not recursion: the point is to refuse bodies deep enough to overflow the stack. */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** NUL cannot be stored in a PostgreSQL text column, and a lone surrogate silently becomes U+FFFD in UTF-8. */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first key or string holding bad text, '' for the body itself, or null. */
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

/** Refused with 400 before validation: a body deep enough to overflow the stack in later steps, and untypable text. */
export function registerBodyChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const invalid = { error: 'ValidationError', messageKey: 'txt_error_invalid_input' };
    if (exceedsDepth(request.body, MAX_BODY_DEPTH)) return sendFailure(reply, 400, invalid);
    const field = findBadText(request.body);
    if (field !== null) return sendFailure(reply, 400, { ...invalid, ...(field ? { field } : {}) });
  });
}
