import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSelfHostedStore } from './documentStore';
import { ApiError, bearer, createHttp, TIMEOUT_MS } from './http';
import { createSelfHostedIdentity } from './identity';
import { readSent, type SentRequest, TEST_API } from '../test/fakeFetch';

/** A fetch that records the request and answers with `status` and `body` (sent as JSON unless it is a string). */
function answering(status: number, body: unknown) {
  const sent: SentRequest[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await readSent(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { send, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the adapters’ HTTP client', () => {
  it('posts JSON under /api/ with the bearer token and answers with the reply’s body', async () => {
    const { send, sent } = answering(200, { success: true, data: { ok: 1 } });
    const answer = await createHttp(send, TEST_API).post('class/create', { name: '10A' }, bearer('tok'));
    expect(answer).toEqual({ success: true, data: { ok: 1 } });
    expect(sent[0]).toMatchObject({ path: 'class/create', method: 'POST', body: '{"name":"10A"}' });
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(sent[0]!.headers.get('user-agent')).toBeNull();
  });

  it('never reads the page’s cookies: the API takes a bearer token, and each read is a trip to the browser’s cookie store', async () => {
    const cookies = vi.spyOn(document, 'cookie', 'get');
    const { send } = answering(200, { posts: [] });
    // The page's own origin, where axios would otherwise look for an XSRF cookie on every call.
    await createHttp(send, `${window.location.origin}/api/`).get('public/no/get/faq/');
    expect(send).toHaveBeenCalledOnce();
    expect(cookies).not.toHaveBeenCalled();
    cookies.mockRestore();
  });

  it('sends a GET without a body or a content type', async () => {
    const { send, sent } = answering(200, { posts: [] });
    await createHttp(send, TEST_API).get('public/no/get/faq/');
    expect(sent[0]).toMatchObject({ path: 'public/no/get/faq/', method: 'GET', body: undefined });
    expect(sent[0]!.headers.has('content-type')).toBe(false);
  });

  it('asks past the browser’s cache when the call says so, and not otherwise', async () => {
    const { send, sent } = answering(200, { success: true });
    const http = createHttp(send, TEST_API);
    await http.get('public/no/get/klasse/KX7P2M', { cache: 'no-cache' });
    await http.get('public/no/get/klasse/KX7P2M');
    expect(sent.map((s) => s.cache)).toEqual(['no-cache', 'default']);
  });

  it('turns a refusal into its status, message key, field and error code', async () => {
    const { send } = answering(400, { success: false, error: 'invalid', messageKey: 'txt_error_school_year', field: 'schoolYear' });
    const failure = await createHttp(send, TEST_API).post('class/create', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, messageKey: 'txt_error_school_year', field: 'schoolYear', code: 'invalid' });
  });

  it('reads a refusal that is not JSON, such as a proxy’s error page, as the default error', async () => {
    const { send } = answering(502, '<html>Bad Gateway</html>');
    const failure = await createHttp(send, TEST_API).get('list/class').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502, messageKey: 'txt_error_default' });
  });

  it('reports a call without an answer as a network error', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await createHttp(send, TEST_API).get('list/class').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: null, messageKey: 'txt_error_network' });
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const send = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((_, reject) => (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const failure = createHttp(send, TEST_API).get('list/class').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ status: null, messageKey: 'txt_error_network' });
  });
});

describe('the identity and store adapters over it', () => {
  it('unwrap the `data` of the server’s answer', async () => {
    const session = { userId: 'u1', email: 'a@b.no', idToken: 'not-a-jwt', expiresAt: 5 };
    const { send, sent } = answering(200, { success: true, data: session });
    expect(await createSelfHostedIdentity(createHttp(send, TEST_API)).signIn('a@b.no', 'pw')).toEqual(session);
    expect(sent[0]).toMatchObject({ path: 'identity/sign-in', method: 'POST' });
  });

  it('reads a class record the store does not have as none', async () => {
    const { send, sent } = answering(404, { success: false, error: 'not-found', messageKey: 'txt_error_default' });
    expect(await createSelfHostedStore(createHttp(send, TEST_API)).getClass('tok', 'u 1', 'KX7P2M')).toBeNull();
    expect(sent[0]!.path).toBe('store/users/u%201/classes/KX7P2M');
  });
});
