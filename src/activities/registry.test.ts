import { describe, expect, it } from 'vitest';
import nnOkter from '../../content/nn/okter.json';
import noOkter from '../../content/no/okter.json';
import { ACTIVITY_COMPONENTS, preloadActivities } from './registry';

describe('the activity registry', () => {
  it('has a component for every activity the content names, in both languages', () => {
    const named = [...noOkter.okter, ...nnOkter.okter].flatMap((okt) => okt.activities.map((a) => a.component));
    expect(named.filter((component) => !ACTIVITY_COMPONENTS[component])).toEqual([]);
  });

  it('can fetch every activity’s chunk ahead of time, each a component', async () => {
    const results = await preloadActivities();
    expect(results.map((r) => r.status)).toEqual(Object.keys(ACTIVITY_COMPONENTS).map(() => 'fulfilled'));
    expect(results.every((r) => r.status === 'fulfilled' && typeof (r.value as { default: unknown }).default === 'function')).toBe(true);
    // Each now renders at once when shown, without suspending first.
    expect(Object.values(ACTIVITY_COMPONENTS).every((definition) => definition.settled())).toBe(true);
  });

  it('fetches them one at a time, each on its own turn, so no one task does them all', async () => {
    let turns = 0;
    const started: number[] = [];
    const preloads = Object.values(ACTIVITY_COMPONENTS).map((definition) => definition.preload);
    Object.values(ACTIVITY_COMPONENTS).forEach((definition, i) => {
      definition.preload = () => {
        started.push(turns);
        return preloads[i]!();
      };
    });
    try {
      await preloadActivities(async () => void (turns += 1));
    } finally {
      Object.values(ACTIVITY_COMPONENTS).forEach((definition, i) => (definition.preload = preloads[i]!));
    }
    expect(started).toEqual(Object.keys(ACTIVITY_COMPONENTS).map((_, i) => i + 1));
  });
});
