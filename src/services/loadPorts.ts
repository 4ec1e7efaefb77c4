import { inTurn } from './inTurn';
import { afterFirstPaint } from './paintGate';

export type Ports = typeof import('./ports');
let ports: Promise<Ports> | undefined;
let loaded: Ports | undefined;
/** The adapters, loaded on first use; waiting callers go on in a task each, so evaluation and first calls are not one long task. */
export async function loadPorts(): Promise<Ports> {
  if (loaded) return loaded;
  const module = await (ports ??= afterFirstPaint().then(() => import('./ports')));
  await new Promise<void>((resolve) => void inTurn(resolve));
  loaded = module;
  return module;
}

type Calls<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/** One of the adapters' APIs, whose every call first waits for the adapters: a screen can hold it before they arrive. */
export function portApi<K extends 'myDataApi' | 'accountApi' | 'teacherVerification'>(name: K): Calls<Ports[K]> {
  return new Proxy({} as Calls<Ports[K]>, {
    // Not a thenable, nor anything a symbol names: only the API's own methods are calls.
    get: (_, method) =>
      typeof method !== 'string' || method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const api = (await loadPorts())[name] as Record<string, (...a: unknown[]) => Promise<unknown>>;
            return api[method]!(...args);
          },
  });
}
