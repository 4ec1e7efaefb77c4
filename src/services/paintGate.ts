let painted: Promise<void> = Promise.resolve();

/**
 * The adapters and a page's machines wait for this: on a page drawn in the browser, until its first render has painted,
 * so the school's line and the processor serve what the page shows first. Elsewhere (tests, prerender) it is open.
 */
export const afterFirstPaint = (): Promise<void> => painted;

/** Holds what waits on `afterFirstPaint` until the answered function is called (src/app/boot.tsx). */
export function holdUntilPainted(): () => void {
  let open!: () => void;
  painted = new Promise((resolve) => {
    open = resolve;
  });
  return open;
}
