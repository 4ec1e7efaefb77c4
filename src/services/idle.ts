/**
 * Runs `work` when the browser is next idle (a Safari without requestIdleCallback: after 1.5 s). For work the page
 * does ahead of need, so it is not added to the tasks a pupil's tap waits for.
 */
export function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else window.setTimeout(work, 1500);
}

/** The browser's next idle moment, as a promise. */
export const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Issue 20: the first question a page asks of `Intl` loads the browser's locale data, 25 ms of the main thread in a
 * CPU profile here, four times that on a slowed phone. A session page's first formatted text asks it inside the
 * render that follows the server's answers, making that task longer by as much. Asked at an idle moment before (the
 * page is waiting for the network then), it is a task of its own. Only for pages that format numbers: the landing
 * page formats none, and would pay for it for nothing.
 */
export function loadLocaleDataWhenIdle(locale: string) {
  whenIdle(() => void Intl.NumberFormat.supportedLocalesOf(locale));
}
