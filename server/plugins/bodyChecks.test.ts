import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { exceedsDepth, findBadText } from './bodyChecks';

/** The depth JSON.stringify would reach, by recursion (fine for the small values generated here). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('the body depth limit', () => {
  it('agrees with a recursive count for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 1, max: 8 }), (value, limit) => {
        expect(exceedsDepth(value, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('measures a body far deeper than the stack allows without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(exceedsDepth(deep, 16)).toBe(true);
    expect(exceedsDepth({ responses: { O2B: { sparing: 1000 }, O1A: ['a', 'b'] } }, 16)).toBe(false);
  });
});

describe('text a person could not have typed', () => {
  it('finds NUL and lone surrogates in values and keys, and names where', () => {
    expect(findBadText({ name: 'Klasse\u00001' })).toBe('name');
    expect(findBadText({ responses: { O3D: { reason: 'x\ud800' } } })).toBe('responses.O3D.reason');
    expect(findBadText({ list: ['ok', '\udc00y'] })).toBe('list.1');
    expect(findBadText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findBadText('\u0000')).toBe('');
  });

  it('lets every real character through, emoji (surrogate pairs) and Norwegian letters included', () => {
    expect(findBadText({ name: 'Æøå 10A 😀 – «sitat»', tabs: 'a\tb', list: [1, null, true] })).toBeNull();
    expect(findBadText(null)).toBeNull();
  });
});

describe('every route refuses it with 400 and the field', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['NUL', 'pupil\u0000@skole.no'],
    ['a lone high surrogate', 'pupil\ud800@skole.no'],
    ['a lone low surrogate', '\udfffpupil@skole.no'],
  ])('%s in a sign-in e-mail', async (_, email) => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: JSON.stringify({ email, password: 'x'.repeat(10) }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_invalid_input', field: 'email' });
  });
});
