/** Spec §4/§9: after a failed load of the app's scripts, reload at most once per path within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/** The session-storage key that remembers when a path last reloaded (the app's chunks and the server's load watch share it). */
export const reloadKeyOf = (path: string) => `chunk-reload:${path}`;

/**
 * The event the entry sends `window` when a later stage of the app's scripts did not load (src/main.tsx): the load
 * watch in the page's head (server/plugins/loadWatch.ts) answers it as it answers a script element that failed.
 */
export const LOAD_FAILED_EVENT = 'app-scripts-failed';
