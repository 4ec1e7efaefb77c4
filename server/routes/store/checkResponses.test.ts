import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResponseValueSchema } from '../../../src/contracts/okt';
import { isResponseValue } from './checkResponses';

const text = fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 4990, max: 5010 }).map((n) => 'x'.repeat(n)));
const scalar = fc.oneof(text, fc.double(), fc.boolean(), fc.constant(null));
const list = <T>(item: fc.Arbitrary<T>) => fc.oneof(fc.array(item, { maxLength: 5 }), fc.integer({ min: 48, max: 52 }).chain((n) => fc.array(item, { minLength: n, maxLength: n })));
const key = fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: 38, max: 42 }).map((n) => 'k'.repeat(n)));
/** Answers near every edge of the rule, and anything else JSON can hold, as the server receives them: parsed JSON. */
const answer = fc
  .oneof(
  scalar,
  list(scalar),
  list(fc.oneof(scalar, list(scalar))),
  fc.dictionary(key, fc.oneof(scalar, list(scalar), fc.dictionary(fc.string(), scalar, { maxKeys: 2 })), { maxKeys: 5 }),
    fc.jsonValue({ maxDepth: 4 }),
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('isResponseValue', () => {
  it('accepts exactly what ResponseValueSchema accepts', () => {
    fc.assert(
      fc.property(answer, (value) => {
        expect(isResponseValue(value)).toBe(ResponseValueSchema.safeParse(value).success);
      }),
      { numRuns: 5000 },
    );
  });
});
