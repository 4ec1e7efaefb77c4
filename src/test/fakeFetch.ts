/** The base the HTTP client's tests give it: the fetch adapter builds a Request, which needs an absolute address outside a page. */
export const TEST_API = 'http://localhost/api/';

export interface SentRequest {
  /** The path after /api/, with its query. */
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  cache: RequestCache;
}

/** What a call handed to fetch, as the server would see it (axios passes a Request and the fetch options). */
export async function readSent(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const request = input instanceof Request ? input : new Request(input, init);
  const text = await request.text();
  return {
    path: request.url.replace(TEST_API, ''),
    method: request.method,
    headers: request.headers,
    body: text === '' ? undefined : text,
    cache: init?.cache ?? request.cache,
  };
}
