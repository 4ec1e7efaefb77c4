/** Runs `work` when the browser is next idle (after 1.5 s in a Safari without requestIdleCallback), off the tasks a tap waits for. */
export function whenIdle(work: () => void, win: Window = window) {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => work());
  else win.setTimeout(work, 1500);
}

export const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));
