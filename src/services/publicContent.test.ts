import { describe, expect, it, vi } from 'vitest';
import type { BackendApi } from './backendApi';
import { createContentCopies } from './deviceCopies';
import { createPublicContent } from './publicContent';

const storage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) } as unknown as Storage;
};

describe('publicContent', () => {
  it('keeps each read by its name and arguments, and asks the adapters only for what the device lacks', async () => {
    const listJobs = vi.fn(async (_lang: string, industry: string) => [{ id: `${industry}-jobb` }]);
    const api = vi.fn(async () => ({ listJobs }) as unknown as BackendApi);
    const device = storage();
    const reads = createPublicContent(createContentCopies(device, 'v1', (work) => work()), api);
    expect(await reads.listJobs('no', 'helse')).toEqual([{ id: 'helse-jobb' }]);
    expect(await reads.listJobs('no', 'bygg')).toEqual([{ id: 'bygg-jobb' }]);
    const afterReload = createPublicContent(createContentCopies(device, 'v1', (work) => work()), api);
    expect(await afterReload.listJobs('no', 'helse')).toEqual([{ id: 'helse-jobb' }]);
    expect(await afterReload.listJobs('nn', 'helse')).toEqual([{ id: 'helse-jobb' }]);
    // Only the new language went to the adapters: they were not even loaded for the others.
    expect(listJobs.mock.calls).toEqual([
      ['no', 'helse'],
      ['no', 'bygg'],
      ['nn', 'helse'],
    ]);
    expect(api).toHaveBeenCalledTimes(3);
  });
});
