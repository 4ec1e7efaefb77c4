/**
 * Whether a value holds an own `__proto__` key at any depth, as fast-check's JSON values may. Sent as a body, such a
 * value is refused by Fastify's JSON parser (its default `onProtoPoisoning: 'error'`) with a 400 before any hook or
 * route runs, so neither the token nor the target is looked at: the property tests of authorisation send only bodies
 * the parser lets through, and server/security/fuzzBodies.test.ts sends the poisoned ones.
 */
export const hasOwnProto = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (Object.hasOwn(value, '__proto__') || Object.values(value).some(hasOwnProto));
