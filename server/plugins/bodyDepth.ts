import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors';

/** Deeper than any body the app sends (a save is five levels: body, responses, answer, list, value). */
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

/**
 * A JSON body nested thousands of levels deep parses fine but overflows the stack in every recursive
 * step after it (schema checks, JSON.stringify), which answered 500. Refused before validation, for
 * every route at once.
 */
export function registerBodyDepthLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (exceedsDepth(request.body, MAX_BODY_DEPTH)) {
      return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_input' });
    }
  });
}
