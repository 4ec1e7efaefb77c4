import { inTurn } from './inTurn';

export type Ports = typeof import('./ports');
let ports: Promise<Ports> | undefined;
let loaded: Ports | undefined;
/**
 * The adapters, and the HTTP client with them, arrive on first use (or when the browser is idle), never before a page
 * shows. The callers that waited for them go on one task each after the module's evaluation: on a session
 * page's load the evaluation and the first calls through axios, cold code, would otherwise make one long task.
 */
export async function loadPorts(): Promise<Ports> {
  if (loaded) return loaded;
  const module = await (ports ??= import('./ports'));
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
