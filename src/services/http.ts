import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { ApiFailure } from '../contracts/apiResult';

/**
 * A failed call, reduced to what machines may keep: serialisable codes, never translated text. A call that got no
 * answer (no network, or timed out) has status null.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number | null,
    readonly messageKey: string,
    readonly field?: string,
    /** The server's error code, e.g. `auth/invalid-credential` (spec §8). */
    readonly code?: string,
    /** The server's reply, for the calls that read more of a refusal (an unknown class, a save that clashed). */
    readonly body?: unknown,
  ) {
    super(messageKey);
  }
}

export interface RequestOptions {
  /** The user's token for this call; the request interceptor makes it the Authorization header. */
  bearer?: string;
  headers?: Record<string, string>;
  /** 'no-cache': ask the server again even where the browser holds a fresh copy. */
  cache?: RequestCache;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    bearer?: string;
  }
}

/** What the adapters need of HTTP: JSON in and out under one base path. Answers with the reply's body. */
export interface Http {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
}

/** Spec §9 has no default timeout; a pupil on a dead school network gets an answer after this long instead of a spinner (docs/decisions/http-client.md). */
export const TIMEOUT_MS = 20_000;

/** An empty reply (204, or a 200 without a body) is no value, as the callers expect. */
const bodyOf = (data: unknown) => (data === '' ? undefined : data);

/** The response interceptor's one failure shape: the server's status, message key, field and code, or status null when no answer came. */
function toApiError(err: unknown): ApiError {
  if (!isAxiosError(err) || !err.response) return new ApiError(null, 'txt_error_network');
  const body = bodyOf(err.response.data);
  const failure = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiFailure>;
  return new ApiError(err.response.status, failure.messageKey ?? 'txt_error_default', failure.field, failure.error, body);
}

/**
 * The browser's one axios instance for the adapters, on the fetch adapter so a call can ask past the
 * browser's cache (`cache`) as before. `fetchImpl` stands in for the browser's fetch in tests.
 */
export function createAxios(baseUrl = '/api/', fetchImpl?: typeof fetch): AxiosInstance {
  const client = axios.create({
    baseURL: baseUrl,
    adapter: 'fetch',
    timeout: TIMEOUT_MS,
    // `false` keeps axios from naming itself in User-Agent, which Firefox would send: the teacher's list of
    // signed-in devices («Kontoen din») names each by the browser's own.
    headers: { Accept: 'application/json', 'User-Agent': false },
    // The API takes a bearer token, never a cookie: no XSRF header, so axios need not read document.cookie (a
    // round trip to the browser's cookie store) and parse the address on every call.
    withXSRFToken: false,
    ...(fetchImpl ? { env: { fetch: fetchImpl } } : {}),
  });
  client.interceptors.request.use((config) => {
    if (config.bearer) config.headers.set('Authorization', `Bearer ${config.bearer}`);
    return config;
  });
  // Machines read failures as ApiError's codes, never as axios's own errors.
  // A 401 stays a failure here: the machine that made the call decides what a refused token means (docs/decisions/http-client.md).
  client.interceptors.response.use(
    (response) => response,
    (err: unknown) => Promise.reject(toApiError(err)),
  );
  return client;
}

/** The adapters' client, over the axios instance. */
export function createHttp(fetchImpl?: typeof fetch, baseUrl = '/api/'): Http {
  const client = createAxios(baseUrl, fetchImpl);
  const request = async <T>(method: string, url: string, data: unknown, options?: RequestOptions): Promise<T> =>
    bodyOf(
      (
        await client.request<T>({
          method,
          url,
          data,
          bearer: options?.bearer,
          headers: options?.headers,
          ...(options?.cache ? { fetchOptions: { cache: options.cache } } : {}),
        })
      ).data,
    ) as T;
  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
  };
}

/** The user's token for one call (the request interceptor sends it). */
export const bearer = (token: string) => ({ bearer: token }) satisfies RequestOptions;
