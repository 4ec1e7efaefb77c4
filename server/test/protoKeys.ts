import fc from 'fast-check';

/** Whether a value holds an own `__proto__` key at any depth, as fast-check's JSON values may. */
export const hasOwnProto = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (Object.hasOwn(value, '__proto__') || Object.values(value).some(hasOwnProto));

/**
 * JSON values, two levels deep, that Fastify's JSON parser lets through. A value with an own `__proto__` key is
 * refused by the parser (its default `onProtoPoisoning: 'error'`) with a 400 before any hook or route runs, so
 * neither the token nor the target is looked at: the property tests of authorisation send these, and
 * server/security/fuzzBodies.test.ts sends the poisoned ones.
 */
export const parsedJsonValue = () => fc.jsonValue({ maxDepth: 2 }).filter((value) => !hasOwnProto(value));
