import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { ApiFailure } from '../contracts/apiResult';

/** A failed call as serialisable codes, never translated text; status null when no answer came (no network, timeout). */
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
  /** Sent as the Authorization header. */
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

/** A pupil on a dead school network gets an answer after this long instead of a spinner (docs/decisions/http-client.md). */
export const TIMEOUT_MS = 20_000;

/** An empty reply (204, or a 200 without a body) is no value, as the callers expect. */
const bodyOf = (data: unknown) => (data === '' ? undefined : data);

function toApiError(err: unknown): ApiError {
  if (!isAxiosError(err) || !err.response) return new ApiError(null, 'txt_error_network');
  const body = bodyOf(err.response.data);
  const failure = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiFailure>;
  return new ApiError(err.response.status, failure.messageKey ?? 'txt_error_default', failure.field, failure.error, body);
}

/** The adapters' axios instance, on the fetch adapter so a call can ask past the browser's cache; `fetchImpl` is for tests. */
export function createAxios(baseUrl = '/api/', fetchImpl?: typeof fetch): AxiosInstance {
  const client = axios.create({
    baseURL: baseUrl,
    adapter: 'fetch',
    timeout: TIMEOUT_MS,
    // Keeps axios out of User-Agent: «Kontoen din» names each signed-in device by the browser's own.
    headers: { Accept: 'application/json', 'User-Agent': false },
    // Bearer tokens, never cookies: no XSRF header, so axios need not read document.cookie on every call.
    withXSRFToken: false,
    ...(fetchImpl ? { env: { fetch: fetchImpl } } : {}),
  });
  client.interceptors.request.use((config) => {
    if (config.bearer) config.headers.set('Authorization', `Bearer ${config.bearer}`);
    return config;
  });
  // Failures reach machines as ApiError; the calling machine decides what a 401 means (docs/decisions/http-client.md).
  client.interceptors.response.use(
    (response) => response,
    (err: unknown) => Promise.reject(toApiError(err)),
  );
  return client;
}

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

export const bearer = (token: string) => ({ bearer: token }) satisfies RequestOptions;
