import { describe, expect, it, vi } from 'vitest';

const getData = vi.fn(async (token: string) => ({ token }));
const order: string[] = [];
vi.mock('./ports', () => {
  // A message posted as the module is evaluated is delivered in the next task.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    order.push('the next task');
  };
  channel.port2.postMessage(null);
  return { myDataApi: { getData } };
});

describe('loadPorts', () => {
  it('lets the callers that waited go on one task each, after the one the adapters were evaluated in', async () => {
    const { loadPorts } = await import('./loadPorts');
    await Promise.all(
      ['first caller', 'second caller'].map(async (caller) => {
        await loadPorts();
        order.push(caller);
        // Delivered in the next task: it comes before the second caller only if that goes on in a task of its own.
        if (caller === 'first caller') {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            order.push('a task between');
          };
          channel.port2.postMessage(null);
        }
      }),
    );
    expect(order).toEqual(['the next task', 'first caller', 'a task between', 'second caller']);
    // Once they are here, a call waits for nothing.
    let resumed = false;
    void loadPorts().then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(true);
  });
});

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
