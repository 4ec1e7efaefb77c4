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
    expect(results.every((r) => r.status === 'fulfilled' && typeof r.value === 'function')).toBe(true);
  });
});
