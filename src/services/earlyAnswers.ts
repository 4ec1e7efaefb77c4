/**
 * Issue 20: what a pupil's page asked the server from its head, before the app arrived (server/plugins/earlyAnswers.ts).
 * Each answer is for the app's first call of the same address with the same token, once; the calls after it, and any
 * call the head did not make, go to the network as before.
 */
export interface EarlyAnswer {
  /** The whole address asked, as the browser's Request names it. */
  url: string;
  /** The Authorization header sent ('' for none). */
  auth: string;
  /** When it was asked (Date.now()). */
  at: number;
  /** The server's reply; null where none came (the app then asks itself). */
  answer: Promise<Response | null>;
}

/** Where the head's script leaves them. */
export const EARLY_ANSWERS_GLOBAL = 'earlyAnswers';

/** An answer older than this is not used: a page that waited this long for its scripts asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** The answers the page's head left, taken from where it left them (so they are taken once). */
export function takeEarlyAnswers(global: Record<string, unknown>): EarlyAnswer[] {
  const early = global[EARLY_ANSWERS_GLOBAL];
  delete global[EARLY_ANSWERS_GLOBAL];
  return Array.isArray(early) ? (early as EarlyAnswer[]) : [];
}

const aborted = (signal: AbortSignal) => signal.reason ?? new DOMException('The call was stopped', 'AbortError');

/**
 * `fetch`, answering a GET from `early` where the head asked the same address with the same token and the call asks
 * the browser's cache as usual (not past it). The call's own signal still stops it (axios's timeout).
 */
export function withEarlyAnswers(early: EarlyAnswer[], send: typeof fetch, now: () => number = Date.now): typeof fetch {
  return (input, init) => {
    if (early.length === 0 || !(input instanceof Request) || input.method !== 'GET') return send(input, init);
    const cache = init?.cache ?? input.cache;
    const auth = input.headers.get('Authorization') ?? '';
    const index = early.findIndex((e) => e.url === input.url && e.auth === auth && cache === 'default' && now() - e.at < EARLY_ANSWER_MAX_AGE_MS);
    if (index < 0) return send(input, init);
    const { answer } = early.splice(index, 1)[0]!;
    const signal = init?.signal ?? input.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(aborted(signal));
      signal.addEventListener('abort', () => reject(aborted(signal)), { once: true });
      answer.then((response) => (response ? resolve(response) : send(input, init).then(resolve, reject)), () => send(input, init).then(resolve, reject));
    });
  };
}
