import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { ApiFailure } from '../contracts/apiResult';
import type { Faq, Page } from '../contracts/content';
import type { Lang } from '../contracts/lang';

/** A failed call, reduced to what machines may keep: serialisable codes, never translated text. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number | null,
    readonly messageKey: string,
    readonly field?: string,
  ) {
    super(messageKey);
  }
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isAxiosError(err)) {
    if (!err.response) return new ApiError(null, 'txt_error_network');
    const body = err.response.data as Partial<ApiFailure> | undefined;
    return new ApiError(err.response.status, body?.messageKey ?? 'txt_error_default', body?.field);
  }
  return new ApiError(null, 'txt_error_default');
}

/** The backend API port of DESIGN.md: spec §7's calls over HTTP. */
export interface BackendApi {
  getPage(lang: Lang, slug: string): Promise<Page>;
  getFaq(lang: Lang): Promise<Faq>;
}

export function createBackendApi(http: AxiosInstance = axios.create({ baseURL: '/api/' })): BackendApi {
  async function get<T>(url: string): Promise<T> {
    try {
      const res = await http.get<{ success: true; data: T }>(url);
      return res.data.data;
    } catch (err) {
      throw toApiError(err);
    }
  }
  return {
    getPage: (lang, slug) => get(`public/${lang}/get/page/${encodeURIComponent(slug)}`),
    getFaq: (lang) => get(`public/${lang}/get/faq/`),
  };
}
