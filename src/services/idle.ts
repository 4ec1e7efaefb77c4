/**
 * Runs `work` when the browser is next idle (a Safari without requestIdleCallback: after 1.5 s). For work the page
 * does ahead of need, so it is not added to the tasks a pupil's tap waits for.
 */
export function whenIdle(work: () => void, win: Window = window) {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => work());
  else win.setTimeout(work, 1500);
}

/** The browser's next idle moment, as a promise. */
export const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));
