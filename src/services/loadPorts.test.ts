import { describe, expect, it, vi } from 'vitest';

const getData = vi.fn(async (token: string) => ({ token }));
vi.mock('./ports', () => ({ myDataApi: { getData } }));

describe('an adapter API held before the adapters arrive (portApi)', () => {
  it('calls through once they are loaded, with the call’s own arguments', async () => {
    const { portApi } = await import('./loadPorts');
    const api = portApi('myDataApi');
    expect(await api.getData('tok')).toEqual({ token: 'tok' });
    expect(getData).toHaveBeenCalledWith('tok');
  });

  it('is no thenable, so awaiting or returning it from an async function gives the API itself', async () => {
    const { portApi } = await import('./loadPorts');
    const api = portApi('myDataApi');
    expect(await Promise.resolve(api)).toBe(api);
  });
});
