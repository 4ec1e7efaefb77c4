/** Spec §4/§9: after a failed load of the app's scripts, reload at most once per path within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Shared by the app's chunks and the server's load watch. */
export const reloadKeyOf = (path: string) => `chunk-reload:${path}`;

/** Sent by src/main.tsx when a later script stage fails; server/plugins/loadWatch.ts treats it as a failed script. */
export const LOAD_FAILED_EVENT = 'app-scripts-failed';
