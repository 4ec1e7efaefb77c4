/** A call the server refused (its status and body), or one that got no answer: status null (no network, or timed out). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(status === null ? 'no answer' : `HTTP ${status}`);
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** 'no-cache': ask the server again even where the browser holds a fresh copy. */
  cache?: RequestCache;
}

/** What the adapters need of HTTP: JSON in and out under one base path. Answers with the reply's body. */
export interface Http {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
}

/** A dead network fails after this long instead of hanging. */
export const TIMEOUT_MS = 20_000;

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/** One client for every adapter, on the browser's own fetch: an HTTP library (axios: 21 kB gzipped) does not fit issue 8's first-load budget. */
export function createHttp(send: typeof fetch = (input, init) => fetch(input, init), baseUrl = '/api/'): Http {
  async function request<T>(method: string, url: string, body: unknown, options?: RequestOptions): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
    let status: number;
    let text: string;
    try {
      const response = await send(baseUrl + url, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options?.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(options?.cache ? { cache: options.cache } : {}),
        signal: abort.signal,
      });
      status = response.status;
      text = await response.text();
    } catch {
      throw new HttpError(null, undefined);
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status > 299) throw new HttpError(status, parse(text));
    return parse(text) as T;
  }
  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
  };
}

export const bearer = (token: string): RequestOptions => ({ headers: { authorization: `Bearer ${token}` } });
